// Stages packages' releases for the CDN and prints the one entry a page has to change.
//
//   node scripts/release.mjs <package…> [--cdn https://cdn.example.com/shop] [--out dist/cdn] [--no-build]
//
// 1. Builds only those packages (`node scripts/build.mjs <package…>`); --no-build stages their
//    dist/ as it is (e.g. the first release of every package, from one full build).
// 2. Copies each dist/ to <out>/<package>/<version>/ (the version from its package.json, set by
//    `npx -y pnpm@10 changeset version`), with the package's custom-elements.json (the tags its
//    entry defines, which the release snippets read from the folder). A version folder is
//    immutable: if it exists with other contents the script stops (bump the version with a
//    changeset instead of overwriting).
// 3. Prints what to upload where, and the one entry to change: the widget's module script (its
//    manifest's "src/index.ts" entry), or for the runtime the import map.
// Rolling back = pointing that entry at the previous version's folder, which stays on the CDN.
import { spawnSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import { cpSync, existsSync, mkdirSync, readFileSync } from 'node:fs';
import { join, relative, resolve } from 'node:path';
import { parseArgs } from 'node:util';
import { hashTree } from './hash-tree.mjs';
import { buildablePackages, root } from './packages.mjs';

const { values, positionals: pkgs } = parseArgs({
  allowPositionals: true,
  options: { cdn: { type: 'string', default: '' }, out: { type: 'string' }, 'no-build': { type: 'boolean' } },
});
const cdn = (values.cdn ?? '').replace(/\/$/, '');
const out = resolve(root, values.out ?? join('dist', 'cdn'));

if (!pkgs.length || pkgs.some((pkg) => !buildablePackages.includes(pkg))) {
  console.error(
    `usage: node scripts/release.mjs <${buildablePackages.join('|')}…> [--cdn <base URL>] [--out <dir>] [--no-build]`,
  );
  process.exit(2);
}

if (!values['no-build']) {
  console.log(`▶ building ${pkgs.map((pkg) => `packages/${pkg}`).join(', ')} only`);
  const built = spawnSync(process.execPath, ['scripts/build.mjs', ...pkgs], { cwd: root, stdio: 'inherit' });
  if (built.status !== 0) process.exit(built.status ?? 1);
}

for (const pkg of pkgs) stage(pkg);

/** @param {string} pkg a buildable package's folder name under packages/ */
function stage(pkg) {
  const packageDir = join(root, 'packages', pkg);
  const { name, version } = JSON.parse(readFileSync(join(packageDir, 'package.json'), 'utf8'));
  const dist = join(packageDir, 'dist');
  if (!existsSync(join(dist, '.vite', 'manifest.json'))) {
    console.error(`packages/${pkg}/dist/ has no build: run node scripts/build.mjs ${pkg}`);
    process.exit(1);
  }
  const target = join(out, pkg, version);
  const shown = target.startsWith(root) ? relative(root, target) : target;
  const elements = join(packageDir, 'custom-elements.json');
  /** The files a version folder holds: dist/ and, beside it in the package, custom-elements.json. */
  const expected = () => {
    const hashes = hashTree(dist);
    if (existsSync(elements))
      hashes['custom-elements.json'] = createHash('sha256').update(readFileSync(elements)).digest('hex');
    return hashes;
  };
  if (existsSync(target)) {
    const wanted = expected();
    const { 'custom-elements.json': elementsHash, ...distOnly } = wanted;
    // A folder staged before versions carried custom-elements.json gets it; nothing else is added.
    const stagedBefore = !existsSync(join(target, 'custom-elements.json'));
    if (elementsHash && stagedBefore && sameTree(hashTree(target), distOnly))
      cpSync(elements, join(target, 'custom-elements.json'));
    if (!sameTree(hashTree(target), wanted)) {
      console.error(
        `${shown}/ already exists with other files: a released version is never overwritten.\n` +
          'Add a changeset and run `npx -y pnpm@10 changeset version` to get a new version.',
      );
      process.exit(1);
    }
  } else {
    mkdirSync(join(out, pkg), { recursive: true });
    cpSync(dist, target, { recursive: true });
    if (existsSync(elements)) cpSync(elements, join(target, 'custom-elements.json'));
  }

  const base = `${cdn}/${pkg}/${version}/`;
  console.log(`\n${name}@${version}: staged ${shown}/ (${Object.keys(hashTree(target)).length} files).`);
  console.log(`Upload it to ${base} (long cache: every file name but the manifests carries a content hash).`);

  if (pkg === 'runtime') {
    const map = JSON.parse(readFileSync(join(dist, 'importmap.json'), 'utf8'));
    const imports = Object.fromEntries(
      Object.entries(map.imports).map(([specifier, file]) => [specifier, base + file]),
    );
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
  console.log(`Roll back: point that entry at the previous version's folder (${cdn}/${pkg}/<previous>/).`);
}

/** Whether two hashTree() results list the same files with the same bytes. */
function sameTree(/** @type {Record<string, string>} */ a, /** @type {Record<string, string>} */ b) {
  const keys = Object.keys(a).sort();
  return JSON.stringify(keys) === JSON.stringify(Object.keys(b).sort()) && keys.every((key) => a[key] === b[key]);
}
