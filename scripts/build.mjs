// Builds the shared runtime and every widget package (each one on its own: hashed files + manifest),
// then writes the embed snippets that depend on them (dist/snippets/, tooling/snippets/write.ts).
// `node scripts/build.mjs footer newsletter` builds only those packages and rewrites only their
// snippets and the page compositions that include them.
import { join } from 'node:path';
import { packagesToBuild, root } from './packages.mjs';
import { mustRun, pnpm } from './pnpm.mjs';

const only = process.argv.slice(2);
const built = packagesToBuild(only.length ? only : undefined);
for (const pkg of built) {
  console.log(`\n▶ building packages/${pkg}`);
  const code = pnpm(['--filter', `./packages/${pkg}`, 'run', 'build']);
  if (code !== 0) process.exit(code);
}
// Without arguments the snippet writer rewrites everything (as if the runtime had changed).
if (!only.length || built.length) {
  const tsx = join(root, 'node_modules', 'tsx', 'dist', 'cli.mjs');
  mustRun(process.execPath, [tsx, join(root, 'tooling', 'snippets', 'cli.ts'), ...(only.length ? built : [])], {
    cwd: root,
  });
}
