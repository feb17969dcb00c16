import { existsSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { Hono } from 'hono';
import { setCookie } from 'hono/cookie';
import { html } from 'hono/html';
import { encodedResponse } from '../core/assets.ts';
import { composedSnippets } from '../core/bundles.ts';
import { countryFrom } from '../core/countries.ts';
import { renderPage } from '../core/layout.ts';
import { visitorHidesNewsletterBlock } from '../services/customerfrontenddata.ts';
import { isVariant, variants } from '../services/promotion.ts';

/**
 * Everything the demo host does for <shop-footer>:
 * - `GET /service/footer-images/logos/{file}`: the footer's logo images (demo-host/public/logos);
 * - `/footer-lab`: a QA page with one footer, its attributes from the query
 *   (`?country=PL&reduced=1&hide-newsletter=1&checkout=1&prerender=0`), and forms that set the
 *   channel cookie (`shop_channel`, reduced footer) and the promotion variant (`qa_promotion`) (the QA page
 *   /qa links this page).
 */
const routes = new Hono();
const logosDir = join(import.meta.dirname, '..', '..', 'public', 'logos');

routes.get('/service/footer-images/logos/:file', (c) => {
  const file = c.req.param('file');
  const path = join(logosDir, file);
  if (!/^[a-z0-9-]+\.svg$/.test(file) || !existsSync(path) || !statSync(path).isFile()) {
    return c.text('Not found', 404);
  }
  return encodedResponse(c.req.header('accept-encoding'), path, 'public, max-age=86400');
});

/** Back to the lab page the form was on (same origin only), keeping its query. */
function backToLab(referer: string | undefined, requestUrl: string): string {
  try {
    const back = new URL(referer ?? '');
    if (back.origin === new URL(requestUrl).origin && back.pathname === '/footer-lab')
      return `${back.pathname}${back.search}`;
  } catch {
    // no or a malformed Referer: the lab's start page
  }
  return '/footer-lab';
}

const channels = { full: '', affiliate: 'affiliate:4711', 'new-app': 'app:new' } as const;
const flag = (value: string | undefined) => value !== undefined && value !== '0' && value !== 'false';

routes.get('/footer-lab', async (c) => {
  const country = countryFrom(c.req.query('country'));
  const reduced = flag(c.req.query('reduced'));
  const hideNewsletter = flag(c.req.query('hide-newsletter'));
  const checkout = flag(c.req.query('checkout'));
  // The build's prerendered footer for the attributes the page gives it (the reduced one has no
  // newsletter block anyway) and the visitor (none for a shopper whose nl_status hides it); the
  // snippets leave out the preloads of a prerendered footer.
  const variant = reduced ? 'reduced' : hideNewsletter || visitorHidesNewsletterBlock(c) ? 'noNewsletter' : 'full';
  const snippets = composedSnippets(
    [
      { pkg: 'session', tag: false },
      { pkg: 'newsletter', tag: false },
      {
        pkg: 'footer',
        attributes: { reduced, 'hide-newsletter': hideNewsletter, checkout },
        prerender: c.req.query('prerender') !== '0' ? variant : null,
      },
    ],
    country,
  );
  const page = await renderPage({
    country,
    path: '/footer-lab',
    title: `Footer lab ${country}`,
    snippets,
    body: html`<h1>Footer lab</h1>
<section aria-labelledby="lab-settings">
  <h2 id="lab-settings">Settings for this browser</h2>
  <form method="post" action="/footer-lab/channel">
    <label for="lab-channel">Channel cookie (shop_channel)</label>
    <select id="lab-channel" name="channel">
      ${Object.entries(channels).map(([name, value]) => html`<option value="${name}">${name}${value ? ` (${value})` : ' (no cookie)'}</option>`)}
    </select>
    <button type="submit">Set channel</button>
  </form>
  <form method="post" action="/footer-lab/promotion">
    <label for="lab-promotion">Fetched content (qa_promotion)</label>
    <select id="lab-promotion" name="variant">
      ${variants.map((variant) => html`<option value="${variant}">${variant}</option>`)}
    </select>
    <button type="submit">Set variant</button>
  </form>
  <p>Attributes: ?reduced=1, ?hide-newsletter=1, ?checkout=1; ?prerender=0 renders without the prerendered HTML.</p>
</section>`,
    footer: snippets.parts.footer,
  });
  return c.html(page);
});

/**
 * The render-time benchmark's pages (bench/footer-render.mjs), the same footer three ways, the
 * host marked `data-bench-target`: `static` (the prerendered HTML, no script at all),
 * `prerender` (prerendered HTML and the footer bundle, which takes over) and `element` (the
 * footer bundle alone). The newsletter block is hidden in all three (it is its own widget).
 * The loader fetches the footer's code with its whole module graph preloaded, as on every page.
 */
const benchModes = ['static', 'prerender', 'element'] as const;
routes.get('/footer-lab/bench/:mode', async (c) => {
  const mode = c.req.param('mode') as (typeof benchModes)[number];
  if (!benchModes.includes(mode)) return c.text('Not found', 404);
  const country = countryFrom(c.req.query('country'));
  const snippets = composedSnippets(
    [
      {
        pkg: 'footer',
        attributes: { 'data-bench-target': true, 'hide-newsletter': true },
        prerender: mode === 'element' ? null : 'noNewsletter',
        script: mode !== 'static',
      },
    ],
    country,
  );
  const page = await renderPage({
    country,
    path: `/footer-lab/bench/${mode}`,
    title: `Benchmark: footer (${mode})`,
    snippets,
    body: html`<h1>Render-time benchmark: footer (${mode})</h1>`,
    footer: snippets.parts.footer,
  });
  return c.html(page);
});

routes.post('/footer-lab/channel', async (c) => {
  const channel = String((await c.req.parseBody()).channel ?? 'full');
  const value = channels[channel as keyof typeof channels] ?? '';
  setCookie(c, 'shop_channel', value, { path: '/', maxAge: value ? 86_400 : 0, sameSite: 'Lax' });
  return c.redirect(backToLab(c.req.header('referer'), c.req.url), 303);
});

routes.post('/footer-lab/promotion', async (c) => {
  const variant = (await c.req.parseBody()).variant;
  if (!isVariant(variant)) return c.text(`variant must be one of ${variants.join(', ')}`, 400);
  setCookie(c, 'qa_promotion', variant, { path: '/', maxAge: 86_400, sameSite: 'Lax' });
  return c.redirect(backToLab(c.req.header('referer'), c.req.url), 303);
});

export default { routes };
