// One package's build output as the bench scripts read it: its Vite manifest, the compressed
// size of a built file, and the static import graph of a manifest entry.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { compressedSizes } from './sizes.mjs';

export const root = join(import.meta.dirname, '..');

/** Reads packages/<name>/dist (built by `node scripts/build.mjs`). */
export function builtPackage(name) {
  const dist = join(root, 'packages', name, 'dist');
  const manifest = JSON.parse(readFileSync(join(dist, '.vite', 'manifest.json'), 'utf8'));
  /** A built file with its raw, gzip and brotli sizes. */
  const sizeOf = (file) => ({ file, ...compressedSizes(readFileSync(join(dist, file))) });
  /** The files a manifest entry loads before it runs: itself and its static imports, transitively. */
  function staticClosure(key, seen = new Set()) {
    const chunk = manifest[key];
    if (!chunk || seen.has(chunk.file)) return seen;
    seen.add(chunk.file);
    for (const imported of chunk.imports ?? []) staticClosure(imported, seen);
    return seen;
  }
  return { dist, manifest, sizeOf, staticClosure };
}
