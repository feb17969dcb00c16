import { Hono } from 'hono';
import { html, raw } from 'hono/html';
import { countryFrom } from '../core/countries.ts';
import { renderPage } from '../core/layout.ts';
import { footerPrerender } from './footer-lab.ts';

/** The shop's home page per country: some content and every <shop-*> tag. */
const routes = new Hono();

routes.get('/', async (c) => {
  const country = countryFrom(c.req.query('country'));
  const prerender = footerPrerender(country, { visitor: c });
  const widgets = ['session', 'design-system', 'preview-panel', 'newsletter', 'footer'] as const;
  const page = await renderPage({
    country,
    path: '/',
    title: `Shop ${country}`,
    description: 'Coffee, fashion, furniture, household goods, mobile services and the loyalty card.',
    widgets,
    modulePreload: prerender ? widgets.filter((widget) => widget !== 'footer') : widgets,
    body: html`
      <shop-session></shop-session>
      <shop-preview-panel country="${country}"></shop-preview-panel>
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
      <shop-footer country="${country}">${raw(prerender)}</shop-footer>`,
  });
  return c.html(page);
});

export default { routes };
