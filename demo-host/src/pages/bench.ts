import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { remPropertyRule } from '@shop/element/rem-property';
import { Hono } from 'hono';
import { html, raw } from 'hono/html';
import { packageSnippets, packagesDir } from '../core/bundles.ts';
import { countryFrom, countryLanguage } from '../core/countries.ts';
import { renderPage } from '../core/layout.ts';

/**
 * The render-time benchmark's page pair (bench/render-time.mjs), same content twice:
 * - /bench/element: a <shop-notification> rendered by the design-system bundle;
 * - /bench/static: the same notification as static HTML (declarative shadow DOM with the same
 *   CSS), i.e. what the browser could show without any script.
 * Both mark the host with `data-bench-target`; the benchmark times the moment `.notification`
 * appears in the host's shadow root.
 */
const routes = new Hono();
const message = 'This week: fresh coffee from the roastery.';
const designSystem = join(packagesDir, 'design-system', 'src');

const readText = (path: string) => (existsSync(path) ? readFileSync(path, 'utf8') : '');

/** The design system's label for an information notification, in the page's locale. */
function informationLabel(locale: string): string {
  const texts = JSON.parse(readText(join(designSystem, 'locales', `${locale}.json`)) || '{}') as {
    notification?: { information?: string };
  };
  return texts.notification?.information ?? 'Information';
}

routes.get('/bench/element', async (c) => {
  const country = countryFrom(c.req.query('country'));
  return c.html(
    await renderPage({
      country,
      path: '/bench/element',
      title: 'Benchmark: notification element',
      snippets: packageSnippets('design-system', country),
      body: html`<h1>Render-time benchmark: element</h1>
<shop-notification data-bench-target variant="information" country="${country}" show-close-icon="false">${message}</shop-notification>`,
    }),
  );
});

routes.get('/bench/static', async (c) => {
  const country = countryFrom(c.req.query('country'));
  const locale = countryLanguage(country);
  const css = [
    readText(join(designSystem, 'tokens', 'tokens.css')),
    readText(join(designSystem, 'components', 'Notification', 'Notification.css')),
  ].join('\n');
  const pictogram = 'M12 2a10 10 0 1 0 0 20 10 10 0 0 0 0-20Zm1 15h-2v-6h2v6Zm0-8h-2V7h2v2Z';
  return c.html(
    await renderPage({
      country,
      path: '/bench/static',
      title: 'Benchmark: static notification',
      body: html`<h1>Render-time benchmark: static HTML</h1>
<style>${raw(remPropertyRule)}</style>
<div data-bench-target><template shadowrootmode="open"><style>${raw(css)}</style><div class="shop-root" lang="${locale}"><div class="notification notification--information" role="status"><svg class="notification__pictogram" viewBox="0 0 24 24" width="24" height="24" aria-hidden="true"><path d="${pictogram}" fill="currentColor"></path></svg><div class="notification__content"><span class="shop-visually-hidden">${informationLabel(locale)}: </span><slot></slot></div></div></div></template>${message}</div>`,
    }),
  );
});

export default { routes };
