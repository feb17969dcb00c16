import { execFileSync } from 'node:child_process';
import { cpSync, existsSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { copyWorkspace } from '../release/workspace.ts';

/**
 * "Adding a country" (docs/adding-a-country.md), done for real: in a temporary copy of the
 * workspace, two made-up sites beyond the nine (SI with a flag the design system has, MT with a
 * new one) get their rows in the sites table (@shop/sites) and the design system's flags, and
 * their data files, nothing else; the type check
 * then names the two feature tables a person has to decide (the newsletter's rules, the demo
 * host's login page texts), and once those have their rows it passes, the API generator finds its
 * files stale and rewrites them, and the packages build, every site's prerender and preload included. A missing content file is named when the footer loads.
 */

const repoRoot = join(import.meta.dirname, '..', '..');
let workspace = '';

const sites = [
  { code: 'SI', slug: 'si', locale: 'sl-SI', flag: 'flagSlovenia', label: 'Slovenija' },
  { code: 'MT', slug: 'mt', locale: 'en-MT', flag: 'flagMalta', label: 'Malta' },
] as const;

const path = (...parts: string[]) => join(workspace, ...parts);
const read = (file: string) => readFileSync(path(file), 'utf8');
const node = (args: string[]) =>
  execFileSync(process.execPath, args, { cwd: workspace, stdio: 'pipe', timeout: 300_000, encoding: 'utf8' });
/** Runs the command; its output and whether it failed. */
function attempt(args: string[]): { ok: boolean; output: string } {
  try {
    return { ok: true, output: node(args) };
  } catch (error) {
    const { stdout = '', stderr = '' } = error as { stdout?: string; stderr?: string };
    return { ok: false, output: `${stdout}${stderr}` };
  }
}
const tsx = () => join(workspace, 'node_modules', 'tsx', 'dist', 'cli.mjs');
/** The workspace's own type check (`tsc -p tsconfig.json`, as the test command's lint step runs it). */
const typeCheck = () =>
  attempt([
    join(workspace, 'node_modules', 'typescript', 'bin', 'tsc'),
    '-p',
    'tsconfig.json',
    '--incremental',
    '--tsBuildInfoFile',
    path('.tsbuildinfo'),
  ]);

/** Inserts `lines` after every line of `file` that starts a PL row; returns how many rows it extended. */
function addRowsAfterPL(file: string, rowsFor: (plLine: string) => string[]): number {
  let count = 0;
  const text = read(file)
    .split('\n')
    .flatMap((line) => {
      if (!/^ {2}PL: /.test(line)) return [line];
      count++;
      return [line, ...rowsFor(line)];
    })
    .join('\n');
  writeFileSync(path(file), text);
  return count;
}

/** Every `locales/` folder of the packages that holds one file per site locale. */
function localeFolders(dir = path('packages')): string[] {
  const found: string[] = [];
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    if (!entry.isDirectory() || ['node_modules', 'dist'].includes(entry.name)) continue;
    const full = join(dir, entry.name);
    if (entry.name === 'locales' && existsSync(join(full, 'pl-PL.json'))) found.push(full);
    else found.push(...localeFolders(full));
  }
  return found;
}

beforeAll(() => {
  // Everything the workspace's type check covers: the packages, the demo host, the e2e specs, bench, engines.
  workspace = copyWorkspace(repoRoot, {
    alsoCopy: ['demo-host', 'e2e', 'bench', 'engines', 'vite.config.ts', 'playwright.config.ts'],
  });
}, 60_000);

afterAll(() => {
  if (workspace) rmSync(workspace, { recursive: true, force: true });
});

describe('a new site', () => {
  it('is a row in the sites table plus its data files; the type check names the two tables to decide; the API generator rewrites its files; then it builds', () => {
    // 1. The row: one entry in each column of the sites table, and its flag in the design system's column of flags.
    const sitesFile = 'packages/sites/src/sites.ts';
    const columns = addRowsAfterPL(sitesFile, (pl) =>
      sites.map(({ code, slug, locale, label }) => {
        if (pl.includes("'pl-PL'")) return `  ${code}: '${locale}',`;
        if (pl.includes("'PLN'")) return `  ${code}: 'EUR',`;
        if (pl.includes('label:'))
          return `  ${code}: { label: '${label}', href: 'https://www.shop.${slug}/', flagName: '${label}' },`;
        if (pl.includes('before:')) return `  ${code}: { before: '', after: '\\u00a0%' },`;
        throw new Error(`sites.ts has a column this test does not fill: ${pl}`);
      }),
    );
    expect(columns).toBe(4);
    const flagsFile = 'packages/design-system/src/icons/siteFlags.ts';
    expect(addRowsAfterPL(flagsFile, () => sites.map(({ code, flag }) => `  ${code}: ${flag},`))).toBe(1);
    writeFileSync(
      path(flagsFile),
      sites.map(({ flag }) => `import { ${flag} } from './${flag}.ts';\n`).join('') + read(flagsFile),
    );

    // 2. Its data files: a flag icon where it is new, a locale file in every locale folder, the footer's content.
    writeFileSync(
      path('packages/design-system/src/icons/flagMalta.ts'),
      [
        "import type { IconDefinition } from './types.ts';",
        '',
        'export const flagMalta: IconDefinition = {',
        "  name: 'flag-malta',",
        '  shapes: [',
        "    { d: 'M0 4h12v16H0Z', fill: '#FFFFFF' },",
        "    { d: 'M12 4h12v16H12Z', fill: '#CF142B' },",
        "    { d: 'M0 4h24v16H0Z M0.5 4.5v15h23v-15Z', fill: '#8c959f', evenOdd: true },",
        '  ],',
        '};',
        '',
      ].join('\n'),
    );
    const folders = localeFolders();
    expect(folders.map((folder) => relative(workspace, folder)).sort()).toEqual([
      'packages/design-system/src/locales',
      'packages/element/src/early/locales',
      'packages/footer/src/locales',
      'packages/login/src/locales',
      'packages/newsletter/src/locales',
    ]);
    for (const folder of folders)
      for (const { locale } of sites) cpSync(join(folder, 'de-DE.json'), join(folder, `${locale}.json`));
    const contentDir = 'packages/footer/src/content/sites';
    cpSync(path(contentDir, 'de.ts'), path(contentDir, 'si.ts'));

    // A site without its footer content: loading the footer's content names the missing file.
    const load = `import('@shop/footer').then(() => console.log('loaded'))`;
    const withoutContent = attempt([tsx(), '--eval', load]);
    expect(withoutContent.ok).toBe(false);
    expect(withoutContent.output).toContain('sites/mt.ts');
    cpSync(path(contentDir, 'de.ts'), path(contentDir, 'mt.ts'));
    expect(attempt([tsx(), '--eval', load]).output).toContain('loaded');

    // 3. The type check names exactly the tables a person decides per site, and those only.
    const before = typeCheck();
    expect(before.ok).toBe(false);
    const failing = [...new Set([...before.output.matchAll(/^([\w./-]+)\(\d+,\d+\): error/gm)].map((m) => m[1]))];
    expect(failing.sort(), before.output).toEqual([
      'demo-host/src/pages/login.ts',
      'packages/newsletter/src/domain/countryRules.ts',
    ]);
    // "… is missing the following properties …: SI, MT", once per table.
    expect(before.output.split(`: ${sites.map(({ code }) => code).join(', ')}\n`)).toHaveLength(3);

    const rules = read('packages/newsletter/src/domain/countryRules.ts').replace(
      '  DE: { ...base, links: germanLinks },',
      [
        '  DE: { ...base, links: germanLinks },',
        ...sites.map(({ code }) => `  ${code}: { ...base, links: germanLinks },`),
      ].join('\n'),
    );
    writeFileSync(path('packages/newsletter/src/domain/countryRules.ts'), rules);
    const login = read('demo-host/src/pages/login.ts').replace(
      '  DE: german,',
      ['  DE: german,', ...sites.map(({ code }) => `  ${code}: german,`)].join('\n'),
    );
    writeFileSync(path('demo-host/src/pages/login.ts'), login);
    const after = typeCheck();
    expect(after.output).toBe('');
    expect(after.ok).toBe(true);

    // 4. The generated API files (manifests, host types, README tables) list the sites: stale, and
    //    named, until the generator (`npx -y pnpm@10 api`, i.e. tooling/api/write.ts) rewrites them.
    const stale = attempt([tsx(), 'tooling/api/write.ts', '--check']);
    expect(stale.ok).toBe(false);
    expect(stale.output).toContain('custom-elements.json');
    expect(attempt([tsx(), 'tooling/api/write.ts']).ok).toBe(true);
    const fresh = attempt([tsx(), 'tooling/api/write.ts', '--check']);
    expect(fresh.output).toContain('API files are up to date');
    expect(fresh.ok).toBe(true);

    // 5. It builds: the packages that render per site (the footer's prerender holds the newsletter's),
    //    with the new sites' prerenders and preloads.
    node(['scripts/build.mjs', 'footer', 'login']);
    for (const { code } of sites) {
      const footer = read(`packages/footer/dist/prerender/${code}.html`);
      expect(footer).toContain(`lang="${sites.find((site) => site.code === code)?.locale}"`);
      expect(footer).toContain('data-icon="flag-malta"');
      expect(footer).toContain('data-icon="flag-slovenia"');
      expect(footer).toContain(`<shop-newsletter slot="newsletter" country="${code}"`);
      expect(existsSync(path(`packages/login/dist/prerender/${code}.html`))).toBe(true);
      const preloads = JSON.parse(read('packages/footer/dist/preloads.json')) as Record<string, unknown>;
      expect(Object.keys(preloads)).toContain(`country:${code}`);
    }
    const labels = JSON.parse(read('packages/login/dist/preloads.json')) as Record<string, unknown>;
    for (const { locale } of sites)
      expect(Object.keys(labels)).toEqual(expect.arrayContaining([`texts:${locale}`, `labels:${locale}`]));
  }, 600_000);
});
