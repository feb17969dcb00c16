import { execFile } from 'node:child_process';
import { cpSync, mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type CdnServer, serveCdn } from './cdn-server.ts';
import { type CheckOptions, checkFolder } from './check.ts';
import { integrityInSnippets, sha384 } from './integrity.ts';
import { type StagedFolder, stagedFolders } from './staged.ts';

/**
 * The release check against a real HTTP server on 127.0.0.1: a staged version folder (a small
 * build of the same shape as a package's dist/: a Vite manifest, an entry, a lazy chunk) uploaded
 * to a CDN folder, served once as the README asks and once by a plain static server without the
 * CORS header. The check must pass the first and name the missing header for the second, and
 * catch a missing file, a wrong type, short caching, changed bytes and a stale integrity value.
 */

const entry = 'index-AbCd1234.js';
const chunk = 'chunks/texts-de-DE-Xy_z9876.js';
const files = {
  [entry]: "import{jsx}from'react/jsx-runtime';export const load=()=>import('./chunks/texts-de-DE-Xy_z9876.js');\n",
  [chunk]: 'export default {"hello":"Hallo"};\n',
  '.vite/manifest.json': JSON.stringify({
    'src/index.ts': { file: entry, isEntry: true, dynamicImports: ['src/locales/de-DE.json'] },
    'src/locales/de-DE.json': { file: chunk, isDynamicEntry: true },
  }),
  'preloads.json': JSON.stringify({ [entry]: { files: [entry], runtime: ['react/jsx-runtime'] } }),
};

let workdir = '';
let stage = '';
let folder: StagedFolder;
let withCors: CdnServer;
let withoutCors: CdnServer;
const origin = 'https://shop.example';
const none: CheckOptions = { origin, integrity: new Map() };

function write(dir: string, contents: Record<string, string>) {
  for (const [path, text] of Object.entries(contents)) {
    mkdirSync(join(dir, path, '..'), { recursive: true });
    writeFileSync(join(dir, path), text);
  }
}

beforeAll(async () => {
  workdir = mkdtempSync(join(tmpdir(), 'shop-release-check-'));
  stage = join(workdir, 'stage');
  write(join(stage, 'footer', '0.2.0'), files);
  // The CDN holds what was uploaded: a copy of the staged folder.
  cpSync(stage, join(workdir, 'cdn'), { recursive: true });
  [folder] = stagedFolders(stage) as [StagedFolder];
  withCors = await serveCdn(join(workdir, 'cdn'));
  withoutCors = await serveCdn(join(workdir, 'cdn'), { cors: false });
});

afterAll(async () => {
  await withCors?.close();
  await withoutCors?.close();
  if (workdir) rmSync(workdir, { recursive: true, force: true });
});

/** A fetch that answers as the CDN does, with some headers replaced (a misconfigured CDN). */
const withHeaders =
  (replace: Record<string, string | null>): typeof fetch =>
  async (input, init) => {
    const response = await fetch(input, init);
    const headers = new Headers(response.headers);
    for (const [name, value] of Object.entries(replace))
      if (value === null) headers.delete(name);
      else headers.set(name, value);
    return new Response(await response.arrayBuffer(), { status: response.status, headers });
  };

describe('release check', () => {
  it('finds the staged version folders and the files a browser loads from them', () => {
    expect(stagedFolders(stage)).toEqual([{ pkg: 'footer', version: '0.2.0', dir: join(stage, 'footer', '0.2.0') }]);
  });

  it('passes a folder served with CORS, the right types and immutable caching', async () => {
    const report = await checkFolder(withCors.url, folder, none);
    expect(report).toMatchObject({ url: `${withCors.url}footer/0.2.0/`, files: 2, problems: [] });
  });

  it('says in one sentence that a folder served without the CORS header cannot be loaded by the shop', async () => {
    const report = await checkFolder(withoutCors.url, folder, none);
    expect(report.problems).toEqual([
      `footer 0.2.0: all 2 files (${chunk}, ${entry}) are served without Access-Control-Allow-Origin: ` +
        `a page on ${origin} cannot load them (browsers fetch every module script with CORS); ` +
        'send "Access-Control-Allow-Origin: *".',
    ]);
  });

  it('accepts the shop origin itself with Vary: Origin, and refuses another origin or a missing Vary', async () => {
    const own = await checkFolder(withCors.url, folder, {
      ...none,
      fetch: withHeaders({ 'access-control-allow-origin': origin, vary: 'Origin' }),
    });
    expect(own.problems).toEqual([]);
    const other = await checkFolder(withCors.url, folder, {
      ...none,
      fetch: withHeaders({ 'access-control-allow-origin': 'https://www.example.com' }),
    });
    expect(other.problems).toEqual([expect.stringContaining('allowed only to "https://www.example.com"')]);
    const noVary = await checkFolder(withCors.url, folder, {
      ...none,
      fetch: withHeaders({ 'access-control-allow-origin': origin }),
    });
    expect(noVary.problems).toEqual([expect.stringContaining('without "Vary: Origin"')]);
  });

  it('names a file missing on the CDN', async () => {
    const missing = join(workdir, 'cdn', 'footer', '0.2.0', chunk);
    rmSync(missing);
    try {
      const report = await checkFolder(withCors.url, folder, none);
      expect(report.problems).toEqual([`footer 0.2.0: ${chunk} is missing: the CDN answers 404 Not Found.`]);
    } finally {
      writeFileSync(missing, files[chunk]);
    }
  });

  it('refuses a JavaScript file served as another type, and accepts any JavaScript MIME type', async () => {
    const plain = await checkFolder(withCors.url, folder, {
      ...none,
      fetch: withHeaders({ 'content-type': 'application/octet-stream' }),
    });
    expect(plain.problems).toEqual([
      `footer 0.2.0: all 2 files (${chunk}, ${entry}) are served as "application/octet-stream", ` +
        'not text/javascript; charset=utf-8: browsers refuse a module script of any other type.',
    ]);
    const legacy = await checkFolder(withCors.url, folder, {
      ...none,
      fetch: withHeaders({ 'content-type': 'application/javascript' }),
    });
    expect(legacy.problems).toEqual([]);
  });

  it('asks for a long, immutable cache of content-hashed files', async () => {
    const report = await checkFolder(withCors.url, folder, {
      ...none,
      fetch: withHeaders({ 'cache-control': 'public, max-age=3600' }),
    });
    expect(report.problems).toEqual([
      `footer 0.2.0: all 2 files (${chunk}, ${entry}) are cached "public, max-age=3600": their names carry a ` +
        'content hash, so send "public, max-age=31536000, immutable" (else shoppers fetch or revalidate them again).',
    ]);
  });

  it('notices a deployed file whose bytes are not the staged build', async () => {
    const deployed = join(workdir, 'cdn', 'footer', '0.2.0', entry);
    writeFileSync(deployed, `${files[entry]}// another build\n`);
    try {
      const report = await checkFolder(withCors.url, folder, none);
      expect(report.problems).toEqual([expect.stringMatching(/^footer 0\.2\.0: index-AbCd1234\.js is not the staged/)]);
    } finally {
      writeFileSync(deployed, files[entry]);
    }
  });

  it('compares every file with the integrity the snippets carry for its URL (import map and tags)', async () => {
    const url = (file: string) => `${withCors.url}footer/0.2.0/${file}`;
    const snippets = join(workdir, 'snippets');
    const integrity = { [url(entry)]: sha384(Buffer.from(files[entry])), [url(chunk)]: sha384(Buffer.from('stale')) };
    write(snippets, {
      'footer/DE/head.html': `<script type="importmap">${JSON.stringify({ imports: {}, integrity })}</script>\n`,
      'pages/home/DE/head.html': `<link rel="modulepreload" href="${url(entry)}" integrity="${integrity[url(entry)]}">\n`,
    });
    const read = integrityInSnippets(snippets);
    expect(read.conflicts).toEqual([]);
    const report = await checkFolder(withCors.url, folder, { ...none, integrity: read.byUrl });
    expect(report.withIntegrity).toBe(2);
    expect(report.problems).toEqual([
      `footer 0.2.0: ${chunk} is not matching the integrity the snippets give it: browsers refuse to run it ` +
        '(the snippets were written for other files than this folder holds).',
    ]);
  });

  it('exits 1 with the sentence for a CDN without CORS, 0 with it (npx -y pnpm@10 release:check)', async () => {
    const cli = (base: string) =>
      promisify(execFile)(
        process.execPath,
        [join('node_modules', 'tsx', 'dist', 'cli.mjs'), join('tooling', 'release', 'cli.ts'), base, '--stage', stage],
        { cwd: join(import.meta.dirname, '..', '..') },
      ).then(
        ({ stdout }) => ({ code: 0, stdout }),
        (error: { code: number; stdout: string }) => ({ code: error.code, stdout: error.stdout }),
      );
    const bad = await cli(withoutCors.url);
    expect(bad.code).toBe(1);
    expect(bad.stdout).toContain(`✗ footer 0.2.0: ${withoutCors.url}footer/0.2.0/ (2 files)`);
    expect(bad.stdout).toContain('served without Access-Control-Allow-Origin');
    expect(bad.stdout).toMatch(/1 problem\.\n$/);
    const good = await cli(withCors.url);
    expect(good).toEqual({ code: 0, stdout: expect.stringContaining('No problems.') });
  }, 30_000);
});
