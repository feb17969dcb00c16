// Builds the shared runtime and every widget package (each one on its own: hashed files + manifest).
// `node scripts/build.mjs footer newsletter` builds only those packages.
import { packagesToBuild } from './packages.mjs';
import { pnpm } from './pnpm.mjs';

const only = process.argv.slice(2);
for (const pkg of packagesToBuild(only.length ? only : undefined)) {
  console.log(`\n▶ building packages/${pkg}`);
  const code = pnpm(['--filter', `./packages/${pkg}`, 'run', 'build']);
  if (code !== 0) process.exit(code);
}
