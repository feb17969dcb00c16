import { execFile } from 'node:child_process';
import { cpSync, existsSync, mkdirSync, readdirSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { serveCdn } from '../tooling/release/cdn-server.ts';
import { writeReleasesManifest } from '../tooling/release/releases-manifest.ts';
import type { ReleaseState } from '../tooling/release/state.ts';
import { homeTemplate, templatePolicy } from '../tooling/release/template.ts';
import { readStaged } from '../tooling/snippets/staged.ts';
import { writeSnippets } from '../tooling/snippets/write.ts';

/**
 * The widgets loaded from a CDN on another origin, for the engine suite: at start-up, every built
 * package is staged into `<package>/<version>/` folders (`node scripts/release.mjs … --no-build
 * --out`), served on another port of 127.0.0.1 as the README asks a CDN to answer (CORS,
 * caching, types), and the home page's snippets are written for it
 * (`tooling/snippets/cli.ts --assets`). `page(country)` is then the legacy template of those
 * includes, with its policy, for the host to serve on its own origin.
 *
 * `page(country, 'canary')` is the same template from a release's snippet set in which the
 * footer has a canary at 50 %: the footer's staged folder copied as version `<version>-canary.1`
 * (the same bytes under another URL: what the engines check is which version's files a shopper
 * fetches, and that it stays theirs), with the release manifest (releases.json) that a staff
 * browser's override chooses from.
 */
const root = join(import.meta.dirname, '..');
const run = promisify(execFile);
const langs: Record<string, string> = { DE: 'de-DE', CH_FR: 'fr-CH', PL: 'pl-PL' };

export async function cdnRelease() {
  // Beside the suite's other results (test-results/ is not committed), replaced on every start.
  const dir = join(root, 'test-results', 'engines-cdn');
  rmSync(dir, { recursive: true, force: true });
  mkdirSync(dir, { recursive: true });
  const cdn = await serveCdn(join(dir, 'cdn'));
  const built = readdirSync(join(root, 'packages')).filter((pkg) =>
    existsSync(join(root, 'packages', pkg, 'dist', '.vite', 'manifest.json')),
  );
  await run(process.execPath, ['scripts/release.mjs', ...built, '--no-build', '--out', join(dir, 'cdn')], {
    cwd: root,
  });
  const snippets = join(dir, 'snippets');
  const tsx = join(root, 'node_modules', 'tsx', 'dist', 'cli.mjs');
  const assets = `${cdn.url}{package}/{version}/`;
  await run(process.execPath, [tsx, 'tooling/snippets/cli.ts', '--out', snippets, '--assets', assets], { cwd: root });
  const canary = canarySet(join(dir, 'cdn'), join(dir, 'snippets-canary'), cdn.url);
  return {
    url: cdn.url,
    canary,
    page(country: string, set: 'plain' | 'canary' = 'plain'): { html: string; policy: string } | null {
      const lang = langs[country];
      if (!lang) return null;
      const template = homeTemplate(set === 'canary' ? canary.snippets : snippets, country, lang);
      return { html: template.html, policy: templatePolicy(template.csp, cdn.url) };
    },
  };
}

/** The release snippet set with a footer canary at 50 %, and releases.json beside the version folders. */
function canarySet(stageDir: string, snippets: string, cdnUrl: string) {
  const state: ReleaseState = {};
  for (const pkg of readdirSync(stageDir)) {
    const [version] = readdirSync(join(stageDir, pkg));
    if (version) state[pkg] = { live: version };
  }
  const live = state.footer?.live ?? '';
  const version = `${live}-canary.1`;
  cpSync(join(stageDir, 'footer', live), join(stageDir, 'footer', version), { recursive: true });
  state.footer = { live, canary: { version, share: 50 } };
  writeSnippets(snippets, readStaged(stageDir, state, cdnUrl), ['runtime']);
  writeReleasesManifest(stageDir, state, cdnUrl);
  return { snippets, live, version };
}
