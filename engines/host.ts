import { readFileSync } from 'node:fs';
import { serve } from '@hono/node-server';
import { createApp } from '../demo-host/src/core/app.ts';
import { cdnRelease } from './cdn.ts';

/**
 * The demo host as the engine suite uses it: the same app (pages, bundles, mock services, CSP),
 * with one addition, engines/probe.js as the first script of every HTML and XHTML page, a same-origin
 * classic script that the page's `script-src 'self'` allows and that changes nothing else (and,
 * with `?health=<page type>`, the template's collector block for the widgets' health beacons);
 * and `/cdn-release?country=DE|CH_FR|PL[&set=canary]`, a legacy template whose widgets load from
 * a CDN on another origin (engines/cdn.ts; `set=canary`: a release with a footer canary at 50 %),
 * prepared while the host already answers.
 *
 * Two switches make a page the kind of template a flow compares with the page as it is (any
 * page, the same response otherwise): `?doctype=none` takes the doctype out (quirks mode, as
 * e2e/quirks-mode.spec.ts does with a route in Chromium), `?host-css=<name>` adds a same-origin
 * stylesheet of the host's (`hostCss`) at the end of <head>, where a template's own CSS is
 * (the pages' policy allows `style-src 'self'`; an inline style would need its hash).
 */
const probePath = '/__engines/probe.js';
const hostCssPath = '/__engines/host-css/';
/** Host CSS that changes how our widgets must render: `body { zoom }`, as some shops scale their whole page. */
const hostCss: Record<string, string> = { zoom: 'body { zoom: 1.25; }' };
const probe = readFileSync(new URL('./probe.js', import.meta.url), 'utf8');
const port = Number(process.env.PORT ?? 4350);
const { app } = await createApp();
// Prepared once the host answers (staging and writing snippets would slow its start-up).
let cdn: ReturnType<typeof cdnRelease> | undefined;
const prepareCdn = () => {
  cdn ??= cdnRelease();
  cdn.catch((error) => console.error('engines: the CDN release could not be prepared', error));
  return cdn;
};

async function cdnPage(request: Request): Promise<Response> {
  const query = new URL(request.url).searchParams;
  const country = query.get('country') ?? 'DE';
  const page = (await prepareCdn()).page(country, query.get('set') === 'canary' ? 'canary' : 'plain');
  if (!page) return new Response('no such country', { status: 404 });
  return new Response(page.html, {
    headers: { 'content-type': 'text/html; charset=utf-8', 'content-security-policy': page.policy },
  });
}

async function withProbe(request: Request): Promise<Response> {
  if (new URL(request.url).pathname === probePath) {
    return new Response(probe, {
      headers: { 'content-type': 'text/javascript; charset=utf-8', 'cache-control': 'no-store' },
    });
  }
  if (new URL(request.url).pathname.startsWith(hostCssPath)) {
    const css = hostCss[new URL(request.url).pathname.slice(hostCssPath.length).replace(/\.css$/, '')];
    if (css === undefined) return new Response('no such host CSS', { status: 404 });
    return new Response(css, { headers: { 'content-type': 'text/css; charset=utf-8', 'cache-control': 'no-store' } });
  }
  const response = new URL(request.url).pathname === '/cdn-release' ? await cdnPage(request) : await app.fetch(request);
  // XHTML pages too (`/xhtml`): the probe's tag is well-formed XML.
  if (!/^(text\/html|application\/xhtml\+xml)/.test(response.headers.get('content-type') ?? '')) return response;
  const page = await response.text();
  const headers = new Headers(response.headers);
  headers.delete('content-length');
  // `?health=<page type>`: the page as a template that names the demo host's collector (every view
  // sampled), in the template's own loader block, before the snippets'.
  const health = new URL(request.url).searchParams.get('health');
  const collector = health
    ? `<script type="application/json" data-shop-loader>${JSON.stringify({ collector: { url: '/qa/collect', sample: 1, page: health.replace(/\W/g, '') } })}</script>`
    : '';
  const query = new URL(request.url).searchParams;
  const css = query.get('host-css');
  const withCss = css
    ? page.replace(/<\/head>/i, `<link rel="stylesheet" href="${hostCssPath}${encodeURIComponent(css)}.css"></head>`)
    : page;
  const modeled = query.get('doctype') === 'none' ? withCss.replace(/^\s*<!doctype html>/i, '') : withCss;
  const body = modeled.replace(
    /<head(\s[^>]*)?>/i,
    (head) => `${head}<script src="${probePath}"></script>${collector}`,
  );
  return new Response(body, { status: response.status, statusText: response.statusText, headers });
}

serve({ fetch: withProbe, port, hostname: '127.0.0.1' }, (info) => {
  console.log(`engines: demo host on http://127.0.0.1:${info.port}/`);
  void prepareCdn();
});
