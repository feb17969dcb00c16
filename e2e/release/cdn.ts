import { execFile, execFileSync } from 'node:child_process';
import { join } from 'node:path';
import type { Page } from '@playwright/test';

/**
 * A release as docs/releasing.md ("Releases") has a team do it, for the e2e suite: the same
 * commands (`node scripts/release.mjs`, `tooling/snippets/cli.ts --assets`, `release:check`), run
 * in the workspace or in a temporary copy of it (tooling/release/workspace.ts), a CDN folder
 * served from another origin (tooling/release/cdn-server.ts), and a legacy template on the shop's
 * origin made of nothing but the snippets' includes.
 */

export const repoRoot = join(import.meta.dirname, '..', '..');
const tsx = join(repoRoot, 'node_modules', 'tsx', 'dist', 'cli.mjs');

/** Runs `node <args>` in `cwd`; a failure throws with the command's output. */
function node(cwd: string, args: string[]): string {
  try {
    return execFileSync(process.execPath, args, { cwd, encoding: 'utf8', stdio: 'pipe', timeout: 300_000 });
  } catch (error) {
    const { stdout, stderr } = error as { stdout?: string; stderr?: string };
    throw new Error(`node ${args.join(' ')} failed in ${cwd}:\n${stdout ?? ''}\n${stderr ?? ''}`);
  }
}

/** `node scripts/release.mjs <packages…> --out <cdn> [--no-build]`: builds (or not) and stages version folders. */
export const stage = (cwd: string, pkgs: string[], cdnDir: string, options: { build: boolean }) =>
  node(cwd, ['scripts/release.mjs', ...pkgs, '--out', cdnDir, ...(options.build ? [] : ['--no-build'])]);

/** `tsx tooling/snippets/cli.ts [packages…] --out <dir> --assets '<cdn>{package}/{version}/'`. */
export const writeCdnSnippets = (cwd: string, outDir: string, cdnUrl: string, pkgs: string[] = []) =>
  node(cwd, [tsx, 'tooling/snippets/cli.ts', ...pkgs, '--out', outDir, '--assets', `${cdnUrl}{package}/{version}/`]);

/**
 * `npx -y pnpm@10 release:check <cdn> --stage <dir> --snippets <dir>`: its output and exit code.
 * Asynchronous: the CDN server it probes runs in this same process.
 */
export function releaseCheck(cdnUrl: string, stageDir: string, snippetsDir: string) {
  const args = [tsx, 'tooling/release/cli.ts', cdnUrl, '--stage', stageDir, '--snippets', snippetsDir];
  return new Promise<{ code: number; output: string }>((resolve) =>
    execFile(process.execPath, args, { cwd: repoRoot, encoding: 'utf8' }, (error, stdout) =>
      resolve({ code: error ? Number(error.code ?? 1) : 0, output: stdout }),
    ),
  );
}

export { homeTemplate, templatePolicy } from '../../tooling/release/template.ts';

/** Every URL under `cdn` a snippet names (the head's import map, hints, scripts, whatever their shape). */
export function cdnUrls(html: string, cdn: string): string[] {
  const escaped = cdn.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
  return [...new Set(html.match(new RegExp(`${escaped}[^"'\\s<>]+`, 'g')) ?? [])].sort();
}

/**
 * The requests of a page to the CDN at `cdnUrl`, as `<package>/<version>/<file>`, and any that did
 * not answer 200; `folders()` gives the version folders they came from, `clear()` starts anew.
 */
export function watchCdn(page: Page, cdnUrl: string) {
  const requested: string[] = [];
  const failed: string[] = [];
  page.on('requestfinished', async (request) => {
    if (!request.url().startsWith(cdnUrl)) return;
    requested.push(request.url().slice(cdnUrl.length));
    const status = (await request.response())?.status();
    if (status !== 200) failed.push(`${request.url()} ${status}`);
  });
  page.on('requestfailed', (request) => {
    if (request.url().startsWith(cdnUrl)) failed.push(`${request.url()} ${request.failure()?.errorText}`);
  });
  return {
    requested,
    failed,
    folders: () => [...new Set(requested.map((url) => url.split('/').slice(0, 2).join('/')))].sort(),
    clear: () => {
      requested.length = 0;
    },
  };
}
