// Stages one package's release for the CDN and prints the one entry a page has to change.
//
//   node scripts/release.mjs footer [--cdn https://cdn.example.com/shop]
//
// 1. Builds only that package (`node scripts/build.mjs <package>`).
// 2. Copies its dist/ to dist/cdn/<package>/<version>/ (the version from its package.json, set by
//    `npx -y pnpm@10 changeset version`). A version folder is immutable: if it exists with other
//    contents the script stops (bump the version with a changeset instead of overwriting).
// 3. Prints what to upload where, and the one entry to change: the widget's module script (its
//    manifest's "src/index.ts" entry), or for the runtime the import map.
// Rolling back = pointing that entry at the previous version's folder, which stays on the CDN.
import { spawnSync } from 'node:child_process';
import { cpSync, existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { hashTree } from './hash-tree.mjs';
import { buildablePackages, root } from './packages.mjs';

const args = process.argv.slice(2);
const pkg = args.find((arg) => !arg.startsWith('--'));
const cdnIndex = args.indexOf('--cdn');
const cdn = (cdnIndex >= 0 ? args[cdnIndex + 1] : '') ?? '';

if (!pkg || !buildablePackages.includes(pkg)) {
  console.error(`usage: node scripts/release.mjs <${buildablePackages.join('|')}> [--cdn <base URL>]`);
  process.exit(2);
}

const packageDir = join(root, 'packages', pkg);
const { name, version } = JSON.parse(readFileSync(join(packageDir, 'package.json'), 'utf8'));

console.log(`▶ ${name}@${version}: building packages/${pkg} only`);
const built = spawnSync(process.execPath, ['scripts/build.mjs', pkg], { cwd: root, stdio: 'inherit' });
if (built.status !== 0) process.exit(built.status ?? 1);

const dist = join(packageDir, 'dist');
const target = join(root, 'dist', 'cdn', pkg, version);
if (existsSync(target)) {
  const same = JSON.stringify(hashTree(target)) === JSON.stringify(hashTree(dist));
  if (!same) {
    console.error(
      `dist/cdn/${pkg}/${version}/ already exists with other files: a released version is never overwritten.\n` +
        'Add a changeset and run `npx -y pnpm@10 changeset version` to get a new version.',
    );
    process.exit(1);
  }
} else {
  cpSync(dist, target, { recursive: true });
}

const base = `${cdn.replace(/\/$/, '')}/${pkg}/${version}/`;
console.log(`\nStaged dist/cdn/${pkg}/${version}/ (${Object.keys(hashTree(target)).length} files).`);
console.log(`Upload it to ${base} (long cache: every file name but the manifests carries a content hash).\n`);

if (pkg === 'runtime') {
  const map = JSON.parse(readFileSync(join(dist, 'importmap.json'), 'utf8'));
  const imports = Object.fromEntries(Object.entries(map.imports).map(([specifier, file]) => [specifier, base + file]));
  console.log("Then change the page's ONE import map (same on every page; its CSP hash changes with it):");
  console.log(`<script type="importmap">${JSON.stringify({ imports })}</script>`);
} else {
  const manifest = JSON.parse(readFileSync(join(dist, '.vite', 'manifest.json'), 'utf8'));
  const entry = manifest['src/index.ts']?.file;
  if (!entry) {
    console.error(`packages/${pkg}/dist/.vite/manifest.json has no "src/index.ts" entry`);
    process.exit(1);
  }
  console.log(`Then change the ONE script entry of ${name} in the page template (or the site's widget manifest):`);
  console.log(`<script type="module" src="${base}${entry}"></script>`);
}
console.log(
  `\nRoll back: point that entry at the previous version's folder (${cdn.replace(/\/$/, '')}/${pkg}/<previous>/).`,
);
