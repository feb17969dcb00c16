// Raw, gzip and brotli bytes of every built package's JavaScript (all files, and the entry alone).
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';

const root = join(import.meta.dirname, '..');
const packageNames = ['runtime', 'design-system', 'session', 'footer', 'newsletter', 'login', 'preview-panel'];

export function compressedSizes(buffer) {
  return {
    raw: buffer.length,
    gzip: gzipSync(buffer, { level: 9 }).length,
    brotli: brotliCompressSync(buffer, { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } }).length,
  };
}

function jsFiles(dir, prefix = '') {
  if (!existsSync(dir)) return [];
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    if (entry.name.startsWith('.')) return [];
    if (entry.isDirectory()) return jsFiles(join(dir, entry.name), `${prefix}${entry.name}/`);
    return entry.name.endsWith('.js') ? [`${prefix}${entry.name}`] : [];
  });
}

/** Per package: every JS file with its sizes, and the totals. */
export function measureBundles() {
  const packages = [];
  for (const name of packageNames) {
    const dist = join(root, 'packages', name, 'dist');
    const files = jsFiles(dist).map((file) => ({ file, ...compressedSizes(readFileSync(join(dist, file))) }));
    if (!files.length) continue;
    const total = (key) => files.reduce((sum, file) => sum + file[key], 0);
    packages.push({ name, files, raw: total('raw'), gzip: total('gzip'), brotli: total('brotli') });
  }
  return { packages };
}
