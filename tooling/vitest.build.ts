import { execFileSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { join } from 'node:path';

/**
 * Global set-up of the Node test project: some tests check what the build writes (the demo
 * host's pages with their snippets and policy, the release manifests). On a fresh clone there is
 * no build yet, so it runs once here; the README's test command builds before the unit tests
 * and this finds it done.
 */
export default function buildOnce(): void {
  const root = join(import.meta.dirname, '..');
  if (existsSync(join(root, 'dist', 'snippets', 'pages'))) return;
  console.log('unit tests: no build in dist/ yet, building once (node scripts/build.mjs)');
  execFileSync(process.execPath, ['scripts/build.mjs'], { cwd: root, stdio: 'inherit' });
}
