import { existsSync, readdirSync, statSync } from 'node:fs';
import { join } from 'node:path';

export const root = join(import.meta.dirname, '..');
/** Build order: the runtime first (nothing depends on its build, but it is what pages need first). */
export const buildablePackages = [
  'runtime',
  'design-system',
  'session',
  'footer',
  'newsletter',
  'login',
  'preview-panel',
];

/**
 * A package can be built once it has its entry (src/index.ts); the runtime builds from its
 * vite config alone. Packages whose feature has not arrived yet are skipped, not failed.
 */
export function hasEntry(/** @type {string} */ pkg) {
  return pkg === 'runtime' || existsSync(join(root, 'packages', pkg, 'src', 'index.ts'));
}

/**
 * The packages to build, in build order: all, or those named in `only`, less those without an entry yet.
 * @param {string[]} [only]
 */
export function packagesToBuild(only) {
  const wanted = only ? buildablePackages.filter((pkg) => only.includes(pkg)) : buildablePackages;
  for (const pkg of wanted.filter((name) => !hasEntry(name))) {
    console.log(`skipping packages/${pkg}: no src/index.ts yet`);
  }
  return wanted.filter(hasEntry);
}

function newestMtime(/** @type {string} */ dir) {
  if (!existsSync(dir)) return 0;
  if (!statSync(dir).isDirectory()) return statSync(dir).mtimeMs;
  let newest = 0;
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    const path = join(dir, entry.name);
    newest = Math.max(newest, entry.isDirectory() ? newestMtime(path) : statSync(path).mtimeMs);
  }
  return newest;
}

/** A package needs building when its manifest is missing or a source file is newer than it. */
export function isStale(/** @type {string} */ pkg) {
  if (!hasEntry(pkg)) return false;
  const manifest = join(root, 'packages', pkg, 'dist', '.vite', 'manifest.json');
  if (!existsSync(manifest)) return true;
  const built = statSync(manifest).mtimeMs;
  const inputs = [
    join(root, 'packages', pkg, 'src'),
    join(root, 'packages', pkg, 'build'),
    join(root, 'packages', pkg, 'vite.config.ts'),
  ];
  // Every build uses the shared build options; the runtime is built from its config and the
  // shared list; widgets also bundle the design system and prerender with the shared writer.
  inputs.push(join(root, 'tooling', 'vite.widget.ts'));
  if (pkg === 'runtime') inputs.push(join(root, 'tooling', 'shared-runtime.ts'));
  else inputs.push(join(root, 'packages', 'design-system', 'src'), join(root, 'tooling', 'prerender.ts'));
  return inputs.some((input) => newestMtime(input) > built);
}
