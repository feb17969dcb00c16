import { Hono } from 'hono';
import { html, raw } from 'hono/html';
import { composedSnippets, pageSnippets } from '../core/bundles.ts';
import { countryFrom } from '../core/countries.ts';
import { renderPage } from '../core/layout.ts';
import { visitorHidesNewsletterBlock } from '../services/customerfrontenddata.ts';

/** The shop's home page per country: some content and every <shop-*> tag, from the `home` page snippets. */
const routes = new Hono();

routes.get('/', async (c) => {
  const country = countryFrom(c.req.query('country'));
  const snippets = pageSnippets('home', country);
  // A shopper whose nl_status hides the newsletter block gets the footer prerendered without it,
  // as the element decides from psdata before it takes over: no block that appears and vanishes.
  const footer = visitorHidesNewsletterBlock(c)
    ? composedSnippets([{ pkg: 'footer', prerender: 'noNewsletter' }], country).parts.footer
    : snippets.parts.footer;
  const page = await renderPage({
    country,
    path: '/',
    title: `Shop ${country}`,
    description: 'Coffee, fashion, furniture, household goods, mobile services and the loyalty card.',
    snippets,
    body: html`
      ${raw(snippets.parts.session ?? '')}
      ${raw(snippets.parts['preview-panel'] ?? '')}
      <h1>Welcome to the shop</h1>
      <section>
        <shop-notification variant="information" country="${country}" show-close-icon="false">
          This week: fresh coffee from the roastery.
        </shop-notification>
      </section>
      <section>
        <h2>Coffee, fashion and more</h2>
        <p>Discover this week's offers in every department.</p>
      </section>
      ${raw(footer ?? '')}`,
  });
  return c.html(page);
});

export default { routes };
