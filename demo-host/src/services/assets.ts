import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { assetRoutes } from '../core/assets.ts';
import type { MockService } from '../core/service.ts';

/**
 * The widgets' built files (`/assets/<package>/…`) behind the QA switches like a service, so QA
 * and the tests can make our code slow to arrive (`latencyMs`), fail (`status`, `drop`) or come
 * corrupted (`malformed`), and see what a shopper sees meanwhile: a prerendered widget that works,
 * then takes over, or says that its code could not be loaded.
 */
const service: MockService = {
  name: 'assets',
  description: "the widgets' code, /assets/<package>/… (slow, failing or corrupted with the switches)",
  prefixes: ['/assets'],
  routes: assetRoutes(),
  reset: () => {},
  // An attacker's change to a served file: one statement appended to every script, which counts
  // its runs in `window.__shopTampered`. The page's import map carries each file's integrity, so
  // the browser must refuse to run it.
  malformed: async (c, next) => {
    await next();
    if (!c.res.headers.get('content-type')?.startsWith('text/javascript')) return;
    const bytes = Buffer.from(await c.res.arrayBuffer());
    const encoding = c.res.headers.get('content-encoding');
    const source = encoding === 'br' ? brotliDecompressSync(bytes) : encoding === 'gzip' ? gunzipSync(bytes) : bytes;
    const body = `${source.toString('utf8')}\nglobalThis.__shopTampered = (globalThis.__shopTampered ?? 0) + 1;\n`;
    const headers = new Headers(c.res.headers);
    headers.delete('content-encoding');
    headers.delete('content-length');
    c.res = new Response(body, { status: c.res.status, headers });
  },
};

export default service;
