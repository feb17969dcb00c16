// Raw, gzip and brotli bytes of every built package's JavaScript: all files, each entry with the
// chunks it imports statically, and its lazy (dynamically imported) chunks apart.
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import { buildablePackages as packageNames, root } from '../scripts/packages.mjs';

/** @typedef {{ raw: number, gzip: number, brotli: number }} Sizes */
/** @typedef {Sizes & { file: string }} FileSizes */
/** One chunk of a Vite manifest (dist/.vite/manifest.json). */
/** @typedef {{ file: string, src?: string, isEntry?: boolean, imports?: string[], dynamicImports?: string[] }} ManifestChunk */

/**
 * Compressed as the demo host serves them: gzip level 9, brotli quality 11.
 * @param {Buffer} buffer
 * @returns {Sizes}
 */
export function compressedSizes(buffer) {
  return {
    raw: buffer.length,
    gzip: gzipSync(buffer, { level: 9 }).length,
    brotli: brotliCompressSync(buffer, { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } }).length,
  };
}

/**
 * @param {string} dir
 * @returns {string[]} the .js files below `dir`, by path relative to it
 */
function jsFiles(dir, prefix = '') {
  if (!existsSync(dir)) return [];
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    if (entry.name.startsWith('.')) return [];
    if (entry.isDirectory()) return jsFiles(join(dir, entry.name), `${prefix}${entry.name}/`);
    return entry.name.endsWith('.js') ? [`${prefix}${entry.name}`] : [];
  });
}

/** @type {(items: Sizes[], key: keyof Sizes) => number} */
const sum = (items, key) => items.reduce((total, item) => total + item[key], 0);
/** @type {(files: Sizes[]) => Sizes} */
const totals = (files) => ({ raw: sum(files, 'raw'), gzip: sum(files, 'gzip'), brotli: sum(files, 'brotli') });

/** Per package: every JS file with its sizes, and the totals. */
export function measureBundles() {
  const packages = [];
  for (const name of packageNames) {
    const dist = join(root, 'packages', name, 'dist');
    const files = jsFiles(dist).map((file) => ({ file, ...compressedSizes(readFileSync(join(dist, file))) }));
    if (!files.length) continue;
    packages.push({ name, files, ...totals(files) });
  }
  return { packages };
}

/**
 * Per package and entry (from dist/.vite/manifest.json): the entry file plus every chunk it
 * imports statically (what a page pays for loading the entry), and the lazy chunks it may load
 * later (dynamic imports: texts of one locale, rarely used parts), each measured on its own.
 */
export function measureEntries() {
  const result = [];
  for (const name of packageNames) {
    const dist = join(root, 'packages', name, 'dist');
    const manifestPath = join(dist, '.vite', 'manifest.json');
    if (!existsSync(manifestPath)) continue;
    /** @type {Record<string, ManifestChunk>} */
    const manifest = JSON.parse(readFileSync(manifestPath, 'utf8'));
    /** @type {Map<string, FileSizes>} */
    const sizeCache = new Map();
    /** @type {(file: string) => FileSizes} */
    const sizeOf = (file) => {
      const cached = sizeCache.get(file) ?? { file, ...compressedSizes(readFileSync(join(dist, file))) };
      sizeCache.set(file, cached);
      return cached;
    };
    /** @type {(key: string, seen?: Set<string>) => Set<string>} */
    const staticClosure = (key, seen = new Set()) => {
      const chunk = manifest[key];
      if (!chunk || seen.has(chunk.file)) return seen;
      seen.add(chunk.file);
      for (const imported of chunk.imports ?? []) staticClosure(imported, seen);
      return seen;
    };
    const entries = Object.entries(manifest)
      .filter(([, chunk]) => chunk.isEntry && chunk.file.endsWith('.js'))
      .map(([key, chunk]) => {
        const loaded = staticClosure(key);
        /** @type {Set<string>} */
        const lazyFiles = new Set();
        /** @type {(k: string, seen?: Set<string>) => void} */
        const visit = (k, seen = new Set()) => {
          if (seen.has(k)) return;
          seen.add(k);
          const c = manifest[k];
          for (const dynamic of c?.dynamicImports ?? []) {
            for (const file of staticClosure(dynamic)) if (!loaded.has(file)) lazyFiles.add(file);
            visit(dynamic, seen);
          }
          for (const imported of c?.imports ?? []) visit(imported, seen);
        };
        visit(key);
        const loadedSizes = [...loaded].map(sizeOf);
        const lazy = [...lazyFiles].sort().map(sizeOf);
        return {
          entry: entryLabel(name, key, chunk),
          file: chunk.file,
          files: loadedSizes,
          ...totals(loadedSizes),
          lazy,
          lazyTotal: totals(lazy),
        };
      })
      .sort((a, b) => a.entry.localeCompare(b.entry));
    const all = jsFiles(dist).map(sizeOf);
    result.push({ name, entries, total: totals(all), fileCount: all.length });
  }
  return result;
}

/**
 * @param {string} pkg
 * @param {string} key
 * @param {ManifestChunk} chunk
 */
function entryLabel(pkg, key, chunk) {
  if (pkg === 'runtime') return key.replace(/^\0?runtime-entry:/, '');
  return chunk.src ?? key;
}
