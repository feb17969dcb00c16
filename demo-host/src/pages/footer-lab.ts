import { existsSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { type Context, Hono } from 'hono';
import { setCookie } from 'hono/cookie';
import { html, raw } from 'hono/html';
import { encodedResponse } from '../core/assets.ts';
import { packagesDir } from '../core/bundles.ts';
import { type Country, countryFrom } from '../core/countries.ts';
import { renderPage } from '../core/layout.ts';
import { visitorNlStatus } from '../services/customerfrontenddata.ts';
import { isVariant, variants } from '../services/promotion.ts';

/**
 * Everything the demo host does for <shop-footer>:
 * - `GET /service/footer-images/logos/{file}`: the footer's logo images (demo-host/public/logos);
 * - `footerPrerender(country, { reduced, hideNewsletter })`: the build's prerendered footer (declarative shadow DOM)
 *   for a page to put inside <shop-footer>; '' when the footer has not been built;
 * - `/footer-lab`: a QA page with one footer, its attributes from the query
 *   (`?country=PL&reduced=1&hide-newsletter=1&checkout=1&prerender=0`), and forms that set the
 *   channel cookie (`shop_channel`, reduced footer) and the promotion variant (`qa_promotion`) (the QA page
 *   /qa links this page).
 */
const routes = new Hono();
const logosDir = join(import.meta.dirname, '..', '..', 'public', 'logos');
const prerenderDir = join(packagesDir, 'footer', 'dist', 'prerender');

routes.get('/service/footer-images/logos/:file', (c) => {
  const file = c.req.param('file');
  const path = join(logosDir, file);
  if (!/^[a-z0-9-]+\.svg$/.test(file) || !existsSync(path) || !statSync(path).isFile()) {
    return c.text('Not found', 404);
  }
  return encodedResponse(c.req.header('accept-encoding'), path, 'public, max-age=86400');
});

// The footer's rule (packages/footer/src/domain/variant.ts), as the shop's server applies it.
const hidesNewsletterBlock = (nlStatus: string | null) => nlStatus === 'WAITING_FOR_DOI' || nlStatus === 'SUBSCRIBED';

const prerenderCache = new Map<string, { mtimeMs: number; html: string }>();

/**
 * The prerendered footer of a country ('' if the footer package has not been built), for the
 * attributes the page gives the element (the reduced one has no newsletter block anyway) and the
 * visitor: without the newsletter block for a shopper whose nl_status hides it (signed up,
 * waiting for the double opt-in, or subscribed), as the element decides from psdata before its
 * first render, so that the take-over changes nothing.
 */
export function footerPrerender(
  country: Country,
  options: { reduced?: boolean; hideNewsletter?: boolean; visitor?: Context } = {},
): string {
  const hidden = options.hideNewsletter || (options.visitor && hidesNewsletterBlock(visitorNlStatus(options.visitor)));
  const variant = options.reduced ? '.reduced' : hidden ? '.no-newsletter' : '';
  const path = join(prerenderDir, `${country}${variant}.html`);
  if (!existsSync(path)) return '';
  const { mtimeMs } = statSync(path);
  const cached = prerenderCache.get(path);
  if (cached?.mtimeMs === mtimeMs) return cached.html;
  const text = readFileSync(path, 'utf8');
  prerenderCache.set(path, { mtimeMs, html: text });
  return text;
}

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
  const prerender =
    c.req.query('prerender') !== '0' ? footerPrerender(country, { reduced, hideNewsletter, visitor: c }) : '';
  const attributes = [reduced ? 'reduced' : '', hideNewsletter ? 'hide-newsletter' : '', checkout ? 'checkout' : '']
    .filter(Boolean)
    .join(' ');
  const widgets = ['session', 'newsletter', 'footer'] as const;
  const page = await renderPage({
    country,
    path: '/footer-lab',
    title: `Footer lab ${country}`,
    widgets,
    // a prerendered footer's first frame is in the page: its preloads would compete with parsing it
    modulePreload: prerender ? widgets.filter((widget) => widget !== 'footer') : widgets,
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
</section>
<shop-footer country="${country}" ${raw(attributes)}>${raw(prerender)}</shop-footer>`,
  });
  return c.html(page);
});

/**
 * The render-time benchmark's pages (bench/footer-render.mjs), the same footer three ways, the
 * host marked `data-bench-target`: `static` (the prerendered HTML, no script at all),
 * `prerender` (prerendered HTML and the footer bundle, which takes over) and `element` (the
 * footer bundle alone). The newsletter block is hidden in all three (it is its own widget).
 * `element` has the page's module preload hints unless `?modulepreload=0` (for comparison); the
 * prerendered pages have none, as the home page has none for its prerendered footer.
 */
const benchModes = ['static', 'prerender', 'element'] as const;
routes.get('/footer-lab/bench/:mode', async (c) => {
  const mode = c.req.param('mode') as (typeof benchModes)[number];
  if (!benchModes.includes(mode)) return c.text('Not found', 404);
  const country = countryFrom(c.req.query('country'));
  const prerender = mode === 'element' ? '' : footerPrerender(country, { hideNewsletter: true });
  const page = await renderPage({
    country,
    path: `/footer-lab/bench/${mode}`,
    title: `Benchmark: footer (${mode})`,
    widgets: mode === 'static' ? [] : ['footer'],
    // a prerendered footer's first frame is in the page: its preloads would compete with parsing it
    modulePreload: mode === 'element' && c.req.query('modulepreload') !== '0' ? ['footer'] : [],
    body: html`<h1>Render-time benchmark: footer (${mode})</h1>
<shop-footer data-bench-target country="${country}" hide-newsletter>${raw(prerender)}</shop-footer>`,
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
