import { existsSync, readFileSync, statSync } from 'node:fs';
import { extname, join, normalize, sep } from 'node:path';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import { Hono } from 'hono';
import { packagesDir, snippetsDir } from './bundles.ts';

const contentTypes: Record<string, string> = {
  '.js': 'text/javascript; charset=utf-8',
  '.json': 'application/json; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.webp': 'image/webp',
  '.html': 'text/html; charset=utf-8',
};
const compressible = new Set(['.js', '.json', '.css', '.svg', '.html']);
// Content-hashed names (name-AbC123_x.js) never change: cache them for a year.
const hashedName = /-[A-Za-z0-9_-]{8}\.[a-z]+$/;

interface Encoded {
  identity: Buffer;
  br?: Buffer;
  gzip?: Buffer;
  mtimeMs: number;
}
const cache = new Map<string, Encoded>();

function load(path: string): Encoded {
  const { mtimeMs } = statSync(path);
  const cached = cache.get(path);
  if (cached && cached.mtimeMs === mtimeMs) return cached;
  const identity = readFileSync(path);
  const encoded: Encoded = { identity, mtimeMs };
  if (compressible.has(extname(path)) && identity.length > 512) {
    encoded.br = brotliCompressSync(identity, { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } });
    encoded.gzip = gzipSync(identity, { level: 9 });
  }
  cache.set(path, encoded);
  return encoded;
}

/** Files of `root` under `prefix` (no caching: they change without changing their names). */
function folderRoutes(prefix: string, root: string): Hono {
  const app = new Hono();
  app.get(`${prefix}*`, (c) => {
    const path = normalize(join(root, decodeURIComponent(c.req.path.slice(prefix.length))));
    if (!path.startsWith(root + sep) || !existsSync(path) || !statSync(path).isFile()) return c.text('Not found', 404);
    return encodedResponse(c.req.header('accept-encoding'), path, 'no-cache');
  });
  return app;
}

/**
 * The demo host's own files (site CSS, images) from demo-host/public under /static/, and the
 * embed snippets (dist/snippets) under /snippets/, the path a template's server-side includes use.
 */
export function staticRoutes(): Hono {
  const app = new Hono();
  app.route('/', folderRoutes('/static/', join(import.meta.dirname, '..', '..', 'public')));
  app.route('/', folderRoutes('/snippets/', snippetsDir));
  return app;
}

/** Serves every package's dist/ under /assets/<package>/, brotli or gzip as the browser accepts. */
export function assetRoutes(): Hono {
  const app = new Hono();
  app.get('/assets/:pkg/*', (c) => {
    const pkg = c.req.param('pkg');
    const rest = decodeURIComponent(c.req.path.slice(`/assets/${pkg}/`.length));
    const root = join(packagesDir, pkg, 'dist');
    const path = normalize(join(root, rest));
    if (!/^[a-z-]+$/.test(pkg) || !path.startsWith(root + sep) || !existsSync(path) || !statSync(path).isFile()) {
      return c.text('Not found', 404);
    }
    const cacheControl = hashedName.test(path) ? 'public, max-age=31536000, immutable' : 'no-cache';
    return encodedResponse(c.req.header('accept-encoding'), path, cacheControl);
  });
  return app;
}

/** The file, brotli or gzip encoded when the client accepts it. */
export function encodedResponse(acceptEncoding: string | undefined, path: string, cacheControl: string): Response {
  const file = load(path);
  const accepted = acceptEncoding ?? '';
  const headers: Record<string, string> = {
    'content-type': contentTypes[extname(path)] ?? 'application/octet-stream',
    'cache-control': cacheControl,
    vary: 'Accept-Encoding',
    'access-control-allow-origin': '*',
  };
  if (file.br && /\bbr\b/.test(accepted))
    return new Response(new Uint8Array(file.br), { headers: { ...headers, 'content-encoding': 'br' } });
  if (file.gzip && /\bgzip\b/.test(accepted))
    return new Response(new Uint8Array(file.gzip), { headers: { ...headers, 'content-encoding': 'gzip' } });
  return new Response(new Uint8Array(file.identity), { headers });
}
