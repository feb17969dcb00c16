// `npx -y pnpm@10 api:changeset [--base <git ref>]`: for every package whose public API
// differs from its last release, writes `.changeset/api-<package>.md` (major when something
// was removed or changed, minor when only added) listing the changes from the manifest's
// diff; removes it again when the API is back to the release's. The last release is the last
// commit that changed the package's CHANGELOG.md (`changeset version`); without one, HEAD
// (the previous committed manifest).
import { execFileSync } from 'node:child_process';
import { existsSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Package } from 'custom-elements-manifest/schema.d.ts';
import { generatedApiHeading } from './changelog.ts';
import { collectPackages, root } from './collect.ts';
import { diffManifests } from './diff.ts';
import { buildManifest } from './manifest.ts';

const baseArgument = process.argv.indexOf('--base');
const base = baseArgument === -1 ? undefined : process.argv[baseArgument + 1];

const git = (...args: string[]) =>
  execFileSync('git', args, { cwd: root, encoding: 'utf8', stdio: ['ignore', 'pipe', 'ignore'] });

function manifestAt(ref: string, path: string): Package | null {
  try {
    return JSON.parse(git('show', `${ref}:${path}`)) as Package;
  } catch {
    return null;
  }
}

for (const pkg of await collectPackages()) {
  const dir = `packages/${pkg.dir}`;
  const ref = base ?? (git('log', '-1', '--format=%H', '--', `${dir}/CHANGELOG.md`).trim() || 'HEAD');
  const changes = diffManifests(manifestAt(ref, `${dir}/custom-elements.json`), buildManifest(pkg));
  const file = join(root, '.changeset', `api-${pkg.dir}.md`);
  if (changes.length === 0) {
    if (existsSync(file)) rmSync(file);
    console.log(`${pkg.name}: no API change since ${ref.slice(0, 7)}`);
    continue;
  }
  const bump = changes.some((change) => change.breaking) ? 'major' : 'minor';
  const lines = changes.map((change) => `- ${change.breaking ? '**Breaking:** ' : ''}${change.text}`);
  writeFileSync(file, `---\n'${pkg.name}': ${bump}\n---\n\n${generatedApiHeading}\n${lines.join('\n')}\n`);
  console.log(
    `${pkg.name}: ${changes.length} API change(s) since ${ref.slice(0, 7)} → .changeset/api-${pkg.dir}.md (${bump})`,
  );
}
