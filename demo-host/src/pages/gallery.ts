import { siteFlags } from '@shop/design-system/site-flags';
import { Hono } from 'hono';
import { html, raw } from 'hono/html';
import { packageSnippets } from '../core/bundles.ts';
import { type Country, countries, countryFrom, countryLanguage } from '../core/countries.ts';
import { renderPage } from '../core/layout.ts';

/**
 * The design system's gallery: every widget in every variant and state, in one of the nine
 * locales (`?country=PL` or `?locale=pl-PL`), plus the legacy-template elements.
 */
const routes = new Hono();

const pageCss =
  '.locale-switch{display:flex;flex-wrap:wrap;gap:.75rem;list-style:none;padding:0;margin:0}' +
  '.gallery-icons{display:flex;align-items:center;gap:.5rem}';

function countryOfLocale(locale: string | undefined): Country | null {
  return countries.find((country) => countryLanguage(country) === locale) ?? null;
}

routes.get('/gallery', async (c) => {
  const country = countryOfLocale(c.req.query('locale')) ?? countryFrom(c.req.query('country'));
  const locale = countryLanguage(country);
  const page = await renderPage({
    country,
    path: '/gallery',
    title: `Design system gallery (${locale})`,
    description: 'Every design-system widget in every variant and state.',
    snippets: packageSnippets('design-system', country),
    body: html`
      <style>${raw(pageCss)}</style>
      <h1>Design system gallery</h1>
      <nav aria-label="Gallery locale">
        <p>Locale:</p>
        <ul class="locale-switch">
          ${countries.map(
            (code) =>
              html`<li><a href="/gallery?locale=${countryLanguage(code)}" ${code === country ? raw('aria-current="page"') : ''}>${countryLanguage(code)}</a></li>`,
          )}
        </ul>
      </nav>
      <section aria-labelledby="legacy-elements">
        <h2 id="legacy-elements">Elements for legacy templates</h2>
        <shop-notification variant="warning" country="${country}">shop-notification (warning)</shop-notification>
        <shop-banderole variant="loyalty-card" icon="loyalty-beans" text="shop-banderole (loyalty-card)" country="${country}"></shop-banderole>
        <p class="gallery-icons">
          shop-icon:
          <shop-icon name="${siteFlags[country].name}" size="24" label="${locale}" country="${country}"></shop-icon>
          <shop-icon name="coffee" size="24" country="${country}"></shop-icon>
        </p>
      </section>
      <section aria-labelledby="widgets">
        <h2 id="widgets">Widgets (React components inside shop-gallery)</h2>
        <shop-gallery country="${country}"></shop-gallery>
      </section>`,
  });
  return c.html(page);
});

export default { routes };
