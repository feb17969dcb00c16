import { Hono } from 'hono';
import { html, raw } from 'hono/html';
import { pageSnippets } from '../core/bundles.ts';
import { countryFrom } from '../core/countries.ts';
import { renderPage } from '../core/layout.ts';
import { footerPart } from './parts/visitorParts.ts';

/** The shop's home page per country: some content and every <shop-*> tag, from the `home` page snippets. */
const routes = new Hono();

routes.get('/', async (c) => {
  const country = countryFrom(c.req.query('country'));
  const snippets = pageSnippets('home', country);
  const footer = footerPart(c, 'home', country, snippets);
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
      </section>`,
    footer,
  });
  return c.html(page);
});

export default { routes };
