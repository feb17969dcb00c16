import { execFile } from 'node:child_process';
import { existsSync, mkdirSync, readdirSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { serveCdn } from '../tooling/release/cdn-server.ts';
import { homeTemplate, templatePolicy } from '../tooling/release/template.ts';

/**
 * The widgets loaded from a CDN on another origin, for the engine suite: at start-up, every built
 * package is staged into `<package>/<version>/` folders (`node scripts/release.mjs … --no-build
 * --out`), served on another port of 127.0.0.1 as the README asks a CDN to answer (CORS,
 * caching, types), and the home page's snippets are written for it
 * (`tooling/snippets/cli.ts --assets`). `page(country)` is then the legacy template of those
 * includes, with its policy, for the host to serve on its own origin.
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
  return {
    url: cdn.url,
    page(country: string): { html: string; policy: string } | null {
      const lang = langs[country];
      if (!lang) return null;
      const template = homeTemplate(snippets, country, lang);
      return { html: template.html, policy: templatePolicy(template.csp, cdn.url) };
    },
  };
}
