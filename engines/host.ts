import { readFileSync } from 'node:fs';
import { serve } from '@hono/node-server';
import { createApp } from '../demo-host/src/core/app.ts';

/**
 * The demo host as the engine suite uses it: the same app (pages, bundles, mock services, CSP),
 * with one addition, engines/probe.js as the first script of every HTML page, a same-origin
 * classic script that the page's `script-src 'self'` allows and that changes nothing else.
 */
const probePath = '/__engines/probe.js';
const probe = readFileSync(new URL('./probe.js', import.meta.url), 'utf8');
const port = Number(process.env.PORT ?? 4350);
const { app } = await createApp();

async function withProbe(request: Request): Promise<Response> {
  if (new URL(request.url).pathname === probePath) {
    return new Response(probe, {
      headers: { 'content-type': 'text/javascript; charset=utf-8', 'cache-control': 'no-store' },
    });
  }
  const response = await app.fetch(request);
  if (!response.headers.get('content-type')?.startsWith('text/html')) return response;
  const page = await response.text();
  const headers = new Headers(response.headers);
  headers.delete('content-length');
  const body = page.replace(/<head(\s[^>]*)?>/i, (head) => `${head}<script src="${probePath}"></script>`);
  return new Response(body, { status: response.status, statusText: response.statusText, headers });
}

serve({ fetch: withProbe, port, hostname: '127.0.0.1' }, (info) => {
  console.log(`engines: demo host on http://127.0.0.1:${info.port}/`);
});
