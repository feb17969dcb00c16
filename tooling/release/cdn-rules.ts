import { extname } from 'node:path';

/**
 * What a CDN must send for the files of a release (README, "Releases"), as rules both the release
 * check (which reads them back from a deployed folder) and the test CDN server (which follows
 * them) use.
 */

/** The content type to send, by file extension; null for files a CDN need not serve to browsers. */
const contentTypes: Record<string, string> = {
  '.js': 'text/javascript; charset=utf-8',
  '.mjs': 'text/javascript; charset=utf-8',
  '.json': 'application/json; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.html': 'text/html; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.webp': 'image/webp',
  '.woff2': 'font/woff2',
};

export function contentTypeFor(path: string): string | null {
  return contentTypes[extname(path)] ?? null;
}

/**
 * Content-hashed names (`name-AbC123_x.js`, the builds' `[name]-[hash]`) never change their bytes:
 * cached for a year and `immutable` (no revalidation on reload). Everything else (manifests, the
 * import map, snippets) changes under the same name and must be revalidated.
 */
const hashedName = /-[A-Za-z0-9_-]{8}\.[a-z0-9]+$/;
export const isHashed = (path: string) => hashedName.test(path);

export const longCache = 'public, max-age=31536000, immutable';
export const shortCache = 'public, max-age=300, must-revalidate';
export const cacheControlFor = (path: string) => (isHashed(path) ? longCache : shortCache);

/**
 * The MIME type essences browsers accept for a module script (HTML's "JavaScript MIME type"
 * list): anything else, `text/plain` or `application/octet-stream` included, is refused by strict
 * MIME checking and the module graph fails.
 */
const javaScriptTypes = new Set([
  'text/javascript',
  'application/javascript',
  'application/ecmascript',
  'application/x-ecmascript',
  'application/x-javascript',
  'text/ecmascript',
  'text/javascript1.0',
  'text/javascript1.1',
  'text/javascript1.2',
  'text/javascript1.3',
  'text/javascript1.4',
  'text/javascript1.5',
  'text/jscript',
  'text/livescript',
  'text/x-ecmascript',
  'text/x-javascript',
]);

const essence = (contentType: string) => (contentType.split(';')[0] ?? '').trim().toLowerCase();

/** Whether a served content type is acceptable for the file (any JavaScript MIME type for .js). */
export function contentTypeFits(path: string, served: string | null): boolean {
  const wanted = contentTypeFor(path);
  if (wanted === null) return true;
  if (!served) return false;
  if (essence(wanted) === 'text/javascript') return javaScriptTypes.has(essence(served));
  return essence(served) === essence(wanted);
}

/** `max-age` of a Cache-Control value in seconds, or null. */
export function maxAge(cacheControl: string | null): number | null {
  const match = /(?:^|,)\s*max-age=(\d+)/i.exec(cacheControl ?? '');
  return match ? Number(match[1]) : null;
}

/** A hashed file is cached long enough to count: thirty days or more. */
export const longEnough = 30 * 24 * 3600;
