// Writes the embed snippets for the packages just built: the post-build step of
// `node scripts/build.mjs [packages…]` (no packages: all). See write.ts for what goes where.
//
//   tsx tooling/snippets/cli.ts [packages…] [--out <dir>] [--assets <URL pattern>]
//
// --out: the folder to write (default dist/snippets). --assets: where the files are deployed,
// `{package}` and `{version}` replaced (default `/assets/{package}/`), e.g. for the CDN folders
// of `scripts/release.mjs`: --assets 'https://cdn.example.com/shop/{package}/{version}/'.
import { readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { parseArgs } from 'node:util';
import { readBuilt } from './built.ts';
import { writeSnippets } from './write.ts';

const root = join(import.meta.dirname, '..', '..');
const { values, positionals } = parseArgs({
  allowPositionals: true,
  options: { out: { type: 'string' }, assets: { type: 'string' } },
});
const outDir = resolve(root, values.out ?? join('dist', 'snippets'));
const pattern = values.assets ?? '/assets/{package}/';
const version = (pkg: string) =>
  (JSON.parse(readFileSync(join(root, 'packages', pkg, 'package.json'), 'utf8')) as { version: string }).version;
const assetUrl = (pkg: string, file: string) =>
  `${pattern.replaceAll('{package}', pkg).replace(/\{version\}/g, () => version(pkg))}${file}`;

const changed = positionals.length ? positionals : ['runtime'];
const touched = writeSnippets(outDir, readBuilt(join(root, 'packages'), assetUrl), changed);
console.log(`\nsnippets: rewrote ${outDir}/{${touched.join(',')}}`);
