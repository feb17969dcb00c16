// `npx -y pnpm@10 release:version`: `changeset version`, then each bumped package's newest
// CHANGELOG entry regrouped into "API changes" and "Fixes and other changes".
import { execFileSync } from 'node:child_process';
import { existsSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { groupNewestRelease } from './changelog.ts';
import { root } from './collect.ts';

execFileSync(join(root, 'node_modules', '.bin', 'changeset'), ['version'], { cwd: root, stdio: 'inherit' });
for (const dir of readdirSync(join(root, 'packages'))) {
  const file = join(root, 'packages', dir, 'CHANGELOG.md');
  if (!existsSync(file)) continue;
  const text = readFileSync(file, 'utf8');
  const grouped = groupNewestRelease(text);
  if (grouped !== text) writeFileSync(file, grouped);
}
