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

export function packagesToBuild(only) {
  return only ? buildablePackages.filter((pkg) => only.includes(pkg)) : buildablePackages;
}

function newestMtime(dir) {
  if (!existsSync(dir)) return 0;
  let newest = 0;
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    const path = join(dir, entry.name);
    newest = Math.max(newest, entry.isDirectory() ? newestMtime(path) : statSync(path).mtimeMs);
  }
  return newest;
}

/** A package needs building when its manifest is missing or a source file is newer than it. */
export function isStale(pkg) {
  const manifest = join(root, 'packages', pkg, 'dist', '.vite', 'manifest.json');
  if (!existsSync(manifest)) return true;
  const built = statSync(manifest).mtimeMs;
  return (
    newestMtime(join(root, 'packages', pkg, 'src')) > built ||
    newestMtime(join(root, 'packages', 'design-system', 'src')) > built
  );
}
