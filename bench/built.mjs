// One package's build output as the bench scripts read it: its Vite manifest, the compressed
// size of a built file, and the static import graph of a manifest entry.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { compressedSizes } from './sizes.mjs';

export const root = join(import.meta.dirname, '..');

/** @typedef {import('vite').ManifestChunk} ManifestChunk */

/**
 * Reads packages/<name>/dist (built by `node scripts/build.mjs`).
 * @param {string} name
 */
export function builtPackage(name) {
  const dist = join(root, 'packages', name, 'dist');
  /** @type {import('vite').Manifest} */
  const manifest = JSON.parse(readFileSync(join(dist, '.vite', 'manifest.json'), 'utf8'));
  /** A built file with its raw, gzip and brotli sizes. @type {(file: string) => import('./sizes.mjs').FileSizes} */
  const sizeOf = (file) => ({ file, ...compressedSizes(readFileSync(join(dist, file))) });
  /**
   * The files a manifest entry loads before it runs: itself and its static imports, transitively
   * (none for an undefined key).
   * @param {string | undefined} key
   * @param {Set<string>} [seen]
   * @returns {Set<string>}
   */
  function staticClosure(key, seen = new Set()) {
    const chunk = manifest[/** @type {string} */ (key)];
    if (!chunk || seen.has(chunk.file)) return seen;
    seen.add(chunk.file);
    for (const imported of chunk.imports ?? []) staticClosure(imported, seen);
    return seen;
  }
  return { dist, manifest, sizeOf, staticClosure };
}
