import { execFileSync } from 'node:child_process';
import { appendFileSync, existsSync, readFileSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { hashTree } from '../scripts/hash-tree.mjs';
import { copyWorkspace } from './release/workspace.ts';

/**
 * The release claim of docs/releasing.md ("Releases"): each package's build is its own static folder,
 * so rebuilding (releasing) one package leaves every other package's files byte-identical, a
 * rebuild of unchanged sources gives the same files (a rollback can re-upload or re-point to the
 * old folder), and a changed package gets new hashed names with a manifest whose entry is the
 * one URL a page (or the runtime's import map) has to change.
 *
 * Runs in a temporary copy of the workspace (sources only, the installed node_modules linked),
 * so it never touches the dist/ folders the demo host and the e2e suite serve, and it works in
 * CI before the build step. It builds the way `node scripts/build.mjs <package>` does.
 */

const repoRoot = join(import.meta.dirname, '..');
const other = 'login';
const released = 'footer';
let workspace = '';

const dist = (pkg: string) => join(workspace, 'packages', pkg, 'dist');
const build = (pkg: string) =>
  execFileSync(process.execPath, ['scripts/build.mjs', pkg], { cwd: workspace, stdio: 'pipe', timeout: 180_000 });
const entryOf = (pkg: string) => {
  const manifest = JSON.parse(readFileSync(join(dist(pkg), '.vite', 'manifest.json'), 'utf8')) as Record<
    string,
    { file: string; isEntry?: boolean }
  >;
  return manifest['src/index.ts']?.file;
};

beforeAll(() => {
  workspace = copyWorkspace(repoRoot);
}, 60_000);

afterAll(() => {
  if (workspace) rmSync(workspace, { recursive: true, force: true });
});

describe('independent releases', () => {
  it('rebuilding one package leaves the others byte-identical, is reproducible, and a change moves only its entry', () => {
    build(other);
    build(released);
    const before = { other: hashTree(dist(other)), released: hashTree(dist(released)) };
    const entryBefore = entryOf(released);
    expect(Object.keys(before.other).length).toBeGreaterThan(1);
    expect(entryBefore).toMatch(/^index-[\w-]+\.js$/);

    // 1. Rebuild the released package from unchanged sources: nothing changes anywhere.
    build(released);
    expect(hashTree(dist(other))).toEqual(before.other);
    expect(hashTree(dist(released))).toEqual(before.released);

    // 2. A real change to the released package: new hashed entry, the other package untouched.
    appendFileSync(
      join(workspace, 'packages', released, 'src', 'index.ts'),
      "\ndocument.documentElement.dataset.releaseCheck = 'changed';\n",
    );
    build(released);
    const entryAfter = entryOf(released);
    expect(hashTree(dist(other))).toEqual(before.other);
    expect(entryAfter).toMatch(/^index-[\w-]+\.js$/);
    expect(entryAfter).not.toBe(entryBefore);
    expect(existsSync(join(dist(released), entryAfter ?? ''))).toBe(true);

    // 3. The entry refers to nothing outside its own folder: relative chunks and the shared
    //    runtime's bare specifiers (resolved by the page's import map) only.
    const code = readFileSync(join(dist(released), entryAfter ?? ''), 'utf8');
    const specifiers = [...code.matchAll(/(?:from\s*|import\s*\(?\s*)["']([^"']+)["']/g)].map((m) => m[1] ?? '');
    expect(specifiers.length).toBeGreaterThan(0);
    for (const specifier of specifiers) expect(specifier).not.toMatch(/^\/|^https?:|\.\.\/\.\.\//);
  }, 600_000);
});
