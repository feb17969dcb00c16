import { spawn } from 'node:child_process';
import { createHash } from 'node:crypto';
import {
  appendFileSync,
  cpSync,
  existsSync,
  mkdirSync,
  mkdtempSync,
  readdirSync,
  readFileSync,
  readlinkSync,
  renameSync,
  rmSync,
  writeFileSync,
} from 'node:fs';
import { tmpdir } from 'node:os';
import { join, relative } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type CdnServer, serveCdn } from './cdn-server.ts';
import { defaultIo, type Io, run, workspaceRoot } from './commands.ts';
import { liveId, setDir, setId, swap } from './sets.ts';
import { openTarget } from './target.ts';

/**
 * The three commands in a temporary folder: the workspace's built packages staged as 0.1.0 (no
 * build: scripts/release.mjs --no-build), a footer "0.2.0" staged from the same build with a
 * changed entry file, a directory CDN target served by the test CDN server.
 */
const built = ['runtime', 'design-system', 'session', 'footer', 'newsletter', 'login', 'preview-panel'];
const haveBuild = built.every((pkg) =>
  existsSync(join(workspaceRoot, 'packages', pkg, 'dist', '.vite', 'manifest.json')),
);

let dir: string;
let cdn: CdnServer;
let bareCdn: CdnServer;
let lines: string[];
let errors: string[];
const versions: Record<string, string> = {};

const io: Io = {
  log: (line) => lines.push(line),
  error: (line) => errors.push(line),
  versionOf: (pkg) => versions[pkg] ?? defaultIo.versionOf(pkg),
  stage: (pkgs, stageDir, noBuild) => {
    const real = pkgs.filter((pkg) => !versions[pkg]);
    if (real.length) {
      const failed = defaultIo.stage(real, stageDir, noBuild);
      if (failed) return failed;
    }
    // A "new version": the 0.1.0 folder with a changed entry file, as a rebuilt package would be.
    for (const pkg of pkgs.filter((name) => versions[name])) {
      const to = join(stageDir, pkg, versions[pkg] as string);
      if (existsSync(to)) continue;
      cpSync(join(stageDir, pkg, '0.1.0'), to, { recursive: true });
      const manifest = JSON.parse(readFileSync(join(to, '.vite', 'manifest.json'), 'utf8'));
      appendFileSync(join(to, manifest['src/index.ts'].file), `\n// ${pkg} ${versions[pkg]}\n`);
    }
    return null;
  },
};

const config = (url: string) => {
  const path = join(dir, `release-${createHash('sha256').update(url).digest('hex').slice(0, 6)}.json`);
  writeFileSync(path, JSON.stringify({ cdn: { target: 'cdn', url }, snippets: 'snippets', stage: 'stage' }));
  return path;
};

async function command(...argv: string[]): Promise<{ code: number; line: string; errors: string[]; ms: number }> {
  lines = [];
  errors = [];
  const start = performance.now();
  const code = await run([...argv, '--config', config(cdn.url)], io);
  return { code, line: lines.join('\n'), errors, ms: performance.now() - start };
}

/** Everything below the snippets root (symlink targets as such) and the CDN's releases.json, hashed. */
function snapshot(): Record<string, string> {
  const files: Record<string, string> = {};
  const walk = (current: string) => {
    for (const entry of readdirSync(current, { withFileTypes: true })) {
      const path = join(current, entry.name);
      if (entry.isSymbolicLink()) files[relative(dir, path)] = `→ ${readlinkSync(path)}`;
      else if (entry.isDirectory()) walk(path);
      else files[relative(dir, path)] = createHash('sha256').update(readFileSync(path)).digest('hex');
    }
  };
  walk(join(dir, 'snippets'));
  const releases = join(dir, 'cdn', 'releases.json');
  if (existsSync(releases)) files['cdn/releases.json'] = readFileSync(releases, 'utf8');
  return files;
}

const liveHead = (folder: string) => readFileSync(join(dir, 'snippets', 'live', folder, 'PL', 'head.html'), 'utf8');
const loaderConfig = (head: string) =>
  JSON.parse(/data-shop-loader(?:="")?>(.*?)<\/script>/s.exec(head)?.[1] ?? '{}') as {
    bundles: { pkg: string; version?: string; src: string; canary?: { version: string; share: number; src: string } }[];
  };
const state = () => JSON.parse(readFileSync(join(dir, 'snippets', 'state.json'), 'utf8'));

describe.skipIf(!haveBuild)('release, promote, rollback', () => {
  beforeAll(async () => {
    dir = mkdtempSync(join(tmpdir(), 'shop-release-commands-'));
    mkdirSync(join(dir, 'cdn'));
    cdn = await serveCdn(join(dir, 'cdn'));
    bareCdn = await serveCdn(join(dir, 'cdn'), { cors: false });
  });
  afterAll(async () => {
    await cdn?.close();
    await bareCdn?.close();
    rmSync(dir, { recursive: true, force: true });
  });

  it('the first release of every package stages, uploads, checks and makes the first set live', async () => {
    const started = performance.now();
    const first = await command('release', ...built, '--no-build');
    expect(first.errors).toEqual([]);
    expect(first.code).toBe(0);
    expect(first.line).toMatch(/^release: runtime 0\.1\.0 \(its first version\); .*snippets → sets\/\w{8}, live now/);
    const id = liveId(join(dir, 'snippets'));
    expect(first.line).toContain(`sets/${id}`);
    console.log(
      `first release of ${built.length} packages with their set: ${Math.round(performance.now() - started)} ms`,
    );
    expect(loaderConfig(liveHead('footer')).bundles[0]).toMatchObject({ pkg: 'footer', version: '0.1.0' });
    expect(loaderConfig(liveHead('footer')).bundles[0]?.src).toMatch(new RegExp(`^${cdn.url}footer/0\\.1\\.0/index-`));
    const releases = JSON.parse(readFileSync(join(dir, 'cdn', 'releases.json'), 'utf8'));
    expect(Object.keys(releases.packages).sort()).toEqual(built.filter((pkg) => pkg !== 'runtime').sort());
    const footer = releases.packages.footer['0.1.0'];
    expect(footer.tags).toEqual(['shop-footer']);
    // Every file the loader fetches for a site has its integrity (what the override module requires).
    for (const site of Object.values(footer.countries) as { src: string; files: string[]; shared?: string[] }[])
      for (const url of [site.src, ...site.files, ...(site.shared ?? [])])
        expect(footer.integrity[url]).toMatch(/^sha384-/);
  });

  it('release of a new version writes its set beside the live one, as a 0 % candidate, and says what a promote changes', async () => {
    const live = liveId(join(dir, 'snippets'));
    versions.footer = '0.2.0';
    const released = await command('release', 'footer', '--no-build');
    expect(released.errors).toEqual([]);
    expect(released.line).toMatch(
      /^release: footer 0\.2\.0 is the candidate at 0 % beside 0\.1\.0; uploaded to .*cdn, checked \(\d+ files\); snippets → sets\/\w{8}, not live yet: promote changes footer, pages\/home, pages\/login$/,
    );
    expect(liveId(join(dir, 'snippets'))).toBe(live);
    expect(state().footer).toEqual({ live: '0.1.0', canary: { version: '0.2.0', share: 0 } });
    expect(existsSync(join(dir, 'cdn', 'footer', '0.2.0', 'custom-elements.json'))).toBe(true);
    const releases = JSON.parse(readFileSync(join(dir, 'cdn', 'releases.json'), 'utf8'));
    expect(Object.keys(releases.packages.footer)).toEqual(['0.1.0', '0.2.0']);
  });

  it('promote changes the share in the live snippets (both versions named, with the integrity of both)', async () => {
    const promoted = await command('promote', 'footer', '25');
    expect(promoted.errors).toEqual([]);
    expect(promoted.line).toMatch(
      /^promote: footer 0\.2\.0 now at 25 % \(0\.1\.0 for the rest\); snippets → sets\/\w{8}$/,
    );
    for (const folder of ['footer', 'pages/home', 'pages/login']) {
      const head = liveHead(folder);
      const footer = loaderConfig(head).bundles.find((bundle) => bundle.pkg === 'footer');
      expect(footer).toMatchObject({ version: '0.1.0', canary: { version: '0.2.0', share: 25 } });
      expect(head).toContain(`"${footer?.canary?.src}":"sha384-`);
      expect(head).toContain(`"${footer?.src}":"sha384-`);
    }
    // Other widgets' snippets are those of the first set, byte for byte.
    expect(liveHead('login')).not.toContain('0.2.0');
    expect(state().footer).toEqual({ live: '0.1.0', canary: { version: '0.2.0', share: 25 } });
  });

  it('refuses bad input with one sentence and exit 1, writing nothing', async () => {
    const before = snapshot();
    const refusals: [string[], RegExp][] = [
      [['promote', 'header', '5'], /^promote: "header" is not a package of this shop \(runtime, /],
      [['rollback', 'header'], /^rollback: "header" is not a package/],
      [['release', 'header', '--no-build'], /^release: "header" is not a package/],
      [['promote', 'footer', '101'], /^promote: 101 % is outside 0-100/],
      [['promote', 'footer', '-5'], /^promote: "-5" is not a percentage/],
      [['promote', 'footer', 'half'], /^promote: "half" is not a percentage/],
      [['promote', 'footer', '2.5'], /^promote: "2\.5" is not a percentage/],
      [['promote', 'footer'], /^promote: Say which share of shoppers/],
      [['promote', 'footer', '25'], /^promote: Nothing to promote: footer is already so \(0\.2\.0 at 25 %/],
      [['promote', 'login', '50'], /^promote: login has no candidate to promote \(0\.1\.0 is live\)/],
      [['rollback', 'session'], /^rollback: session has nothing to roll back: 0\.1\.0 is its first version/],
      [['release', 'footer', '--no-build'], /^release: footer 0\.2\.0 is already the candidate \(at 25 %\)\.$/],
      [['release', '--no-build'], /^release: Say which package/],
      [['publish', 'footer'], /^publish: usage: release <package…>/],
    ];
    for (const [argv, sentence] of refusals) {
      const refused = await command(...argv);
      expect(refused.code, argv.join(' ')).toBe(1);
      expect(refused.line).toBe('');
      expect(refused.errors.at(-1)).toMatch(sentence);
    }
    // The version folder a promote needs is missing (and its set was never written).
    const staged = join(dir, 'stage', 'footer', '0.2.0');
    renameSync(staged, `${staged}.away`);
    const missing = await command('promote', 'footer', '50');
    renameSync(`${staged}.away`, staged);
    expect(missing.code).toBe(1);
    expect(missing.errors.at(-1)).toMatch(/^promote: The version folder of footer 0\.2\.0 is missing from .*stage/);
    // The release check fails (a CDN without CORS): nothing is released.
    versions.newsletter = '0.2.0';
    lines = [];
    errors = [];
    const code = await run(['release', 'newsletter', '--no-build', '--config', config(bareCdn.url)], io);
    delete versions.newsletter;
    expect(code).toBe(1);
    expect(errors.at(-1)).toMatch(
      /^release: The release check of http:\/\/127\.0\.0\.1:\d+\/ failed \(1 problem above\): nothing was released/,
    );
    expect(errors.join('\n')).toContain('Access-Control-Allow-Origin');
    expect(snapshot()).toEqual(before);
  });

  it('promote 100 makes the candidate live; rollback, one command, brings 0.1.0 back in well under 5 s, reusing the kept set', async () => {
    const first = readdirSync(join(dir, 'snippets', 'sets')).filter((name) => !name.startsWith('.'));
    const all = await command('promote', 'footer', '100');
    expect(all.line).toMatch(
      /^promote: footer 0\.2\.0 now live for everyone \(0\.1\.0 kept for a rollback\); snippets → sets\/\w{8}$/,
    );
    expect(loaderConfig(liveHead('footer')).bundles[0]).toMatchObject({ version: '0.2.0' });
    expect(loaderConfig(liveHead('footer')).bundles[0]?.canary).toBeUndefined();
    expect(state().footer).toEqual({ live: '0.2.0', previous: ['0.1.0'] });

    const back = await command('rollback', 'footer');
    expect(back.errors).toEqual([]);
    expect(back.line).toMatch(
      /^rollback: footer back to 0\.1\.0 for everyone \(0\.2\.0 withdrawn\); snippets → sets\/\w{8} \(kept set, nothing rebuilt\)$/,
    );
    console.log(`rollback (kept set): ${back.ms.toFixed(0)} ms`);
    expect(back.ms).toBeLessThan(5000);
    expect(loaderConfig(liveHead('footer')).bundles[0]).toMatchObject({ version: '0.1.0' });
    expect(state().footer).toEqual({ live: '0.1.0' });
    // The set of the first release, reused: no set was added by the rollback.
    expect(first).toContain(liveId(join(dir, 'snippets')));
  });

  it('a rollback whose set was never written writes it from the staged folders, still under 5 s', async () => {
    await command('release', 'footer', '--no-build'); // 0.2.0 again, a candidate at 0 %
    await command('promote', 'footer', '10');
    const sets = join(dir, 'snippets', 'sets');
    // The set of "0.1.0 for everyone" is gone (as if written for another CDN URL): the rollback writes it.
    const { canary: _, ...withoutCanary } = state().footer;
    const plain = setId({ ...state(), footer: withoutCanary }, cdn.url);
    expect(readdirSync(sets)).toContain(plain);
    rmSync(setDir(join(dir, 'snippets'), plain), { recursive: true });
    const back = await command('rollback', 'footer');
    expect(back.line).toMatch(
      /^rollback: footer candidate 0\.2\.0 dropped \(was at 10 %\), 0\.1\.0 for everyone; snippets → sets\/\w{8}$/,
    );
    console.log(`rollback writing its set: ${back.ms.toFixed(0)} ms`);
    expect(back.ms).toBeLessThan(5000);
    expect(readdirSync(sets)).toContain(plain);
    const size = (path: string): number =>
      readdirSync(path, { withFileTypes: true }).reduce(
        (sum, entry) =>
          sum + (entry.isDirectory() ? size(join(path, entry.name)) : readFileSync(join(path, entry.name)).length),
        0,
      );
    console.log(`one set: ${(size(setDir(join(dir, 'snippets'), plain)) / 1024).toFixed(0)} KiB`);
  });

  it('swap replaces live in one rename: a reader never misses a file while sets alternate', async () => {
    const root = join(dir, 'snippets');
    const sets = readdirSync(join(root, 'sets')).filter((name) => !name.startsWith('.'));
    expect(sets.length).toBeGreaterThan(1);
    // Another process swaps back and forth for a second while this one reads.
    const swapper = spawn(
      join(workspaceRoot, 'node_modules', '.bin', 'tsx'),
      [
        '-e',
        `import { swap } from ${JSON.stringify(join(import.meta.dirname, 'sets.ts'))};
         const end = Date.now() + 1500; let n = 0;
         while (Date.now() < end) { swap(${JSON.stringify(root)}, ${JSON.stringify(sets)}[n++ % 2]); }
         console.log(n);`,
      ],
      { stdio: ['ignore', 'pipe', 'inherit'] },
    );
    let swaps = '';
    swapper.stdout.on('data', (chunk) => {
      swaps += chunk;
    });
    const exited = new Promise((resolve) => swapper.on('exit', resolve));
    let reads = 0;
    let misses = 0;
    while (swapper.exitCode === null) {
      for (let i = 0; i < 200; i++) {
        try {
          readFileSync(join(root, 'live', 'footer', 'PL', 'head.html'));
          reads++;
        } catch {
          misses++;
        }
      }
      await new Promise((resolve) => setImmediate(resolve));
    }
    await exited;
    console.log(`swaps: ${swaps.trim()}, reads: ${reads}, misses: ${misses}`);
    expect(Number(swaps)).toBeGreaterThan(10);
    expect(reads).toBeGreaterThan(100);
    expect(misses).toBe(0);
    expect(readdirSync(root).filter((name) => name.startsWith('live.tmp'))).toEqual([]);
    // A live folder copied by hand is not replaced.
    const other = mkdtempSync(join(tmpdir(), 'shop-release-swap-'));
    mkdirSync(join(other, 'live'));
    cpSync(join(root, 'sets', sets[0] as string), join(other, 'sets', sets[0] as string), { recursive: true });
    expect(() => swap(other, sets[0] as string)).toThrow(/is a folder, not the symlink a release swaps/);
    rmSync(other, { recursive: true });
  });
});

describe('the directory target', () => {
  it('copies a version folder once, finds an identical one already there, and never overwrites a differing one', async () => {
    const base = mkdtempSync(join(tmpdir(), 'shop-release-target-'));
    const from = join(base, 'stage', 'footer', '0.1.0');
    mkdirSync(join(from, 'chunks'), { recursive: true });
    writeFileSync(join(from, 'index-AbCdEf12.js'), 'export {};\n');
    writeFileSync(join(from, 'chunks', 'a-AbCdEf12.js'), 'export const a = 1;\n');
    const target = openTarget('cdn', base);
    expect(await target.uploadVersion(from, 'footer', '0.1.0')).toBe('uploaded');
    expect(readFileSync(join(base, 'cdn', 'footer', '0.1.0', 'chunks', 'a-AbCdEf12.js'), 'utf8')).toBe(
      'export const a = 1;\n',
    );
    expect(await target.uploadVersion(from, 'footer', '0.1.0')).toBe('already there');
    writeFileSync(join(from, 'chunks', 'a-AbCdEf12.js'), 'export const a = 2;\n');
    await expect(target.uploadVersion(from, 'footer', '0.1.0')).rejects.toThrow(
      /already exists with other files: a released version is never overwritten/,
    );
    expect(readFileSync(join(base, 'cdn', 'footer', '0.1.0', 'chunks', 'a-AbCdEf12.js'), 'utf8')).toBe(
      'export const a = 1;\n',
    );
    writeFileSync(join(base, 'releases.json'), '{"v":1}');
    await target.uploadFile(join(base, 'releases.json'), 'releases.json');
    expect(readFileSync(join(base, 'cdn', 'releases.json'), 'utf8')).toBe('{"v":1}');
    expect(readdirSync(join(base, 'cdn')).filter((name) => name.includes('.tmp-'))).toEqual([]);
    rmSync(base, { recursive: true });
  });
});
