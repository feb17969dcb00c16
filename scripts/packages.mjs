import { existsSync, readdirSync, statSync } from 'node:fs';
import { join } from 'node:path';

export const root = join(import.meta.dirname, '..');
/**
 * The packages that build nothing of their own, by folder name under packages/: their code is
 * source that the widgets' builds bundle (as they bundle the design system's), or build code the
 * widgets' builds run. The sites table (@shop/sites) and the element package (@shop/element:
 * for now its `build/`, the widget build every package's vite config and prerender use).
 */
export const sourcePackages = ['sites', 'element'];

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
  // Every build uses the element package's build code (the shared build options, the runtime's
  // list, the prerender writer); widgets also bundle the design system and the sites table.
  inputs.push(join(root, 'packages', 'element', 'build'));
  if (pkg !== 'runtime')
    inputs.push(join(root, 'packages', 'design-system', 'src'), join(root, 'packages', 'sites', 'src'));
  return inputs.some((input) => newestMtime(input) > built);
}
