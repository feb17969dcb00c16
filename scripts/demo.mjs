// One command for QA: installs what is missing, builds the packages that are missing or stale,
// and serves the demo host (PORT, default 4173) with its mock services.
import { buildablePackages, isStale, root } from './packages.mjs';
import { mustRun, pnpm } from './pnpm.mjs';

mustRun('npx', ['-y', 'pnpm@10', 'install', '--frozen-lockfile'], { cwd: root });
const stale = buildablePackages.filter(isStale);
if (stale.length) mustRun('node', ['scripts/build.mjs', ...stale], { cwd: root });
process.exit(pnpm(['--filter', '@shop/demo-host', 'start'], { cwd: root }));
