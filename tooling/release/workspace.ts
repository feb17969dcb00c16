import { cpSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, symlinkSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, sep } from 'node:path';

/**
 * A temporary copy of the workspace's sources (the installed dependencies linked, no build
 * output), where a test can change a package, bump its version and build it the way a team
 * would for a release, without touching the dist/ folders the demo host and the e2e suite
 * serve. `withDist` also copies those packages' current builds, for tooling that reads built
 * packages (the snippet writer). `alsoCopy` names more top-level folders to copy (e.g. `demo-host`,
 * for a type check of the code that derives from the packages).
 */
export function copyWorkspace(
  repoRoot: string,
  options: { withDist?: readonly string[]; alsoCopy?: readonly string[] } = {},
): string {
  const workspace = mkdtempSync(join(tmpdir(), 'shop-release-'));
  for (const file of ['package.json', 'pnpm-workspace.yaml', 'pnpm-lock.yaml', 'tsconfig.base.json', 'tsconfig.json'])
    cpSync(join(repoRoot, file), join(workspace, file));
  for (const dir of ['tooling', 'scripts', ...(options.alsoCopy ?? [])])
    cpSync(join(repoRoot, dir), join(workspace, dir), { recursive: true, verbatimSymlinks: true });
  const skipped = new Set(['dist', '.vite', '.vite-temp']);
  cpSync(join(repoRoot, 'packages'), join(workspace, 'packages'), {
    recursive: true,
    verbatimSymlinks: true,
    filter: (source) => !skipped.has(source.split(sep).pop() ?? ''),
  });
  for (const pkg of options.withDist ?? [])
    cpSync(join(repoRoot, 'packages', pkg, 'dist'), join(workspace, 'packages', pkg, 'dist'), { recursive: true });
  // The packages' own node_modules are relative links into the root's (pnpm): link its entries, but
  // let the workspace's own packages (@shop/*) resolve to the copy's, so that code at the root
  // (tooling, the demo host) imports the copied packages, not the repository's.
  const modules = join(workspace, 'node_modules');
  mkdirSync(join(modules, '@shop'), { recursive: true });
  for (const entry of readdirSync(join(repoRoot, 'node_modules'))) {
    if (entry !== '@shop') symlinkSync(join(repoRoot, 'node_modules', entry), join(modules, entry));
  }
  for (const pkg of readdirSync(join(repoRoot, 'node_modules', '@shop')))
    symlinkSync(join('..', '..', 'packages', pkg), join(modules, '@shop', pkg), 'dir');
  return workspace;
}

/** Sets a package's version in its package.json, as `changeset version` would. */
export function setVersion(workspace: string, pkg: string, version: string): void {
  const path = join(workspace, 'packages', pkg, 'package.json');
  const json = JSON.parse(readFileSync(path, 'utf8')) as { version: string };
  writeFileSync(path, `${JSON.stringify({ ...json, version }, null, 2)}\n`);
}
