import { existsSync, readFileSync, statSync } from 'node:fs';
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { join, normalize, sep } from 'node:path';
import { cacheControlFor, contentTypeFor } from './cdn-rules.ts';

/**
 * A static file server that answers as the README asks a CDN to (cdn-rules.ts): CORS for every
 * file, a year and `immutable` for content-hashed names, a short cache for the rest, the content
 * type by extension. `cors: false` leaves out Access-Control-Allow-Origin, as a plain static
 * server (or a CDN nobody configured) does. For the tests, and for trying a staged release
 * locally before uploading it (serve.ts).
 */
export interface CdnServer {
  /** `http://127.0.0.1:<port>/`, the folder's root. */
  url: string;
  close: () => Promise<void>;
}

export async function serveCdn(root: string, options: { cors?: boolean; port?: number } = {}): Promise<CdnServer> {
  const cors = options.cors ?? true;
  const base = normalize(root);
  const server = createServer((request, response) => {
    const headers: Record<string, string> = { 'x-content-type-options': 'nosniff' };
    if (cors) headers['access-control-allow-origin'] = '*';
    if (request.method === 'OPTIONS') {
      response.writeHead(204, { ...headers, 'access-control-allow-methods': 'GET, HEAD' }).end();
      return;
    }
    const pathname = decodeURIComponent(new URL(request.url ?? '/', 'http://cdn').pathname);
    const path = normalize(join(base, pathname));
    if (
      (request.method !== 'GET' && request.method !== 'HEAD') ||
      !path.startsWith(base + sep) ||
      !existsSync(path) ||
      !statSync(path).isFile()
    ) {
      response.writeHead(404, { ...headers, 'content-type': 'text/plain; charset=utf-8' }).end('Not found');
      return;
    }
    const body = readFileSync(path);
    response.writeHead(200, {
      ...headers,
      'content-type': contentTypeFor(path) ?? 'application/octet-stream',
      'cache-control': cacheControlFor(path),
      'content-length': String(body.length),
    });
    response.end(request.method === 'HEAD' ? undefined : body);
  });
  await new Promise<void>((resolve) => server.listen(options.port ?? 0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}/`,
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
