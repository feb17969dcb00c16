// Lighthouse (mobile defaults: simulated slow 4G, 4x CPU) on the demo pages, each against the
// same HTML without our scripts (the import map, the loader's configuration and the loader taken
// out; the prerendered widgets stay, as a page that never runs our code would show them). Each
// kind is served, gzip-compressed, at the same path by a small proxy of its own, which passes
// every other request to the demo host, so both runs load the same images and style sheets.
//   node bench/lighthouse.mjs   (starts its own demo host unless BENCH_BASE_URL is set)
// LIGHTHOUSE_RUNS=<n> (default 5) runs per page and kind, medians reported; LIGHTHOUSE_PATHS a part only.
// Writes bench/results/lighthouse.md (merged into bench/RESULTS.md by `pnpm bench`).
import { execFile } from 'node:child_process';
import { createServer, request as httpRequest } from 'node:http';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { gzipSync } from 'node:zlib';
import { benchHost } from './demo-host.mjs';
import { median } from './render-time.mjs';
import { writeResult } from './results.mjs';

const run = promisify(execFile);
const root = join(import.meta.dirname, '..');
const runs = Math.max(1, Number(process.env.LIGHTHOUSE_RUNS ?? 5) || 5);
const chromePath = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
const allPaths = [
  '/?country=DE',
  '/login?country=DE',
  '/subscribenewsletter?country=DE',
  '/footer-lab?country=DE',
  '/category?country=DE',
];
// LIGHTHOUSE_PATHS=/?country=DE,… measures a part only (while working on it).
const paths = process.env.LIGHTHOUSE_PATHS ? process.env.LIGHTHOUSE_PATHS.split(',') : allPaths;
// Issue 41: score 100, LCP within 2 % of the same HTML without our scripts (medians of 5).
const goals = { score: 100, lcpRatio: 1.02 };

/**
 * The page's HTML without anything of ours that runs: what a shopper's browser shows without our code.
 * @param {string} html
 */
export function withoutOurScripts(html) {
  return html
    .replace(/<script type="importmap">[\s\S]*?<\/script>\s*/g, '')
    .replace(/<script type="application\/json" data-shop-loader="">[\s\S]*?<\/script>\s*/g, '')
    .replace(/<script>\(\(\)=>\{[\s\S]*?<\/script>\s*/g, '');
}

/**
 * A proxy to `upstream` that answers the pages of `paths` with `page(html)`, gzip-compressed as a
 * shop's server sends its pages (the demo host sends them uncompressed: there the 7-14 KB of our
 * head alone moved a document over a TCP round trip in Lighthouse's simulation), and passes every
 * other request on as it is, its encoding included. Both kinds of run go through one: `ours`
 * with the page as it is, `without` with `withoutOurScripts`.
 * @param {string} upstream
 * @param {(html: string) => string} page
 */
async function startPageProxy(upstream, page) {
  /** @type {Map<string, Buffer>} */
  const copies = new Map();
  for (const path of paths) {
    const answer = await fetch(new URL(path, upstream));
    copies.set(path, gzipSync(page(await answer.text())));
  }
  const target = new URL(upstream);
  const server = createServer((request, response) => {
    const copy = copies.get(request.url ?? '');
    if (copy !== undefined) {
      response.writeHead(200, {
        'content-type': 'text/html; charset=utf-8',
        'content-encoding': 'gzip',
        'cache-control': 'no-store',
      });
      response.end(copy);
      return;
    }
    const forwarded = httpRequest(
      {
        host: target.hostname,
        port: target.port,
        path: request.url,
        method: request.method,
        headers: { ...request.headers, host: target.host },
      },
      (answer) => {
        response.writeHead(answer.statusCode ?? 502, answer.headers);
        answer.pipe(response);
      },
    );
    forwarded.on('error', () => response.destroy());
    request.pipe(forwarded);
  });
  await /** @type {Promise<void>} */ (new Promise((resolve) => server.listen(0, '127.0.0.1', resolve)));
  const { port } = /** @type {import('node:net').AddressInfo} */ (server.address());
  return { origin: `http://127.0.0.1:${port}`, close: () => server.close() };
}

/**
 * The parts of a Lighthouse report read here.
 * @typedef {object} LighthouseReport
 * @property {{ performance: { score: number | null } }} categories
 * @property {{ 'largest-contentful-paint': { numericValue: number }, 'total-blocking-time': { numericValue: number } }} audits
 */
/** @typedef {{ score: number, lcp: number, tbt: number }} LighthouseFigures */

/**
 * One Lighthouse run (performance only, mobile defaults): score, LCP, TBT.
 * @param {string} url
 * @returns {Promise<LighthouseFigures>}
 */
async function lighthouse(url) {
  const { stdout } = await run(
    join(root, 'node_modules', '.bin', 'lighthouse'),
    [
      url,
      `--chrome-path=${chromePath}`,
      '--chrome-flags=--headless=new --no-sandbox --disable-gpu',
      '--only-categories=performance',
      '--output=json',
      '--output-path=stdout',
      '--quiet',
    ],
    { maxBuffer: 64 * 1024 * 1024, env: { ...process.env, CHROME_PATH: chromePath } },
  );
  /** @type {LighthouseReport} */
  const report = JSON.parse(stdout);
  return {
    score: Math.round((report.categories.performance.score ?? 0) * 100),
    lcp: report.audits['largest-contentful-paint'].numericValue,
    tbt: report.audits['total-blocking-time'].numericValue,
  };
}

/** @param {LighthouseFigures[]} list @returns {LighthouseFigures} */
const medians = (list) => ({
  score: median(list.map((item) => item.score)),
  lcp: median(list.map((item) => item.lcp)),
  tbt: median(list.map((item) => item.tbt)),
});

/** @typedef {{ path: string, ours: LighthouseFigures, plain: LighthouseFigures }} LighthouseRow */

/**
 * @param {string} baseUrl
 * @param {(line: string) => void} [log]
 */
export async function measureLighthouse(baseUrl, log = console.log) {
  const oursProxy = await startPageProxy(baseUrl, (html) => html);
  const proxy = await startPageProxy(baseUrl, withoutOurScripts);
  /** @type {LighthouseRow[]} */
  const rows = [];
  try {
    for (const path of paths) {
      /** @type {LighthouseFigures[]} */
      const ours = [];
      /** @type {LighthouseFigures[]} */
      const plain = [];
      for (let i = 0; i < runs; i++) {
        ours.push(await lighthouse(new URL(path, oursProxy.origin).href));
        plain.push(await lighthouse(new URL(path, proxy.origin).href));
      }
      const row = { path, ours: medians(ours), plain: medians(plain) };
      log(`  ${path}: ${JSON.stringify(ours)} · ${JSON.stringify(plain)}`);
      rows.push(row);
    }
  } finally {
    oursProxy.close();
    proxy.close();
  }
  return rows;
}

/** @param {LighthouseRow[]} rows */
export function lighthouseSection(rows) {
  /** @type {(value: number) => string} */
  const s = (value) => (value / 1000).toFixed(2);
  return [
    '# Lighthouse (mobile): the pages against the same HTML without our scripts',
    '',
    'Lighthouse 12 with its mobile defaults (simulated slow 4G, 4× CPU, Moto G Power screen), performance category,',
    `Debian's Chromium headless; medians of ${runs} runs each. **ours**: the demo page; **without**: the same HTML with the`,
    'import map, the loader configuration and the loader removed. Both documents gzip-compressed, as a shop serves its',
    'pages, by a proxy at the same path that passes everything else on as the demo host sends it. Command:',
    '`node bench/lighthouse.mjs` (`LIGHTHOUSE_RUNS=<n>`).',
    '',
    '| page | score (ours · without) | LCP s (ours · without) | TBT ms (ours · without) | goals missed |',
    '| --- | ---: | ---: | ---: | --- |',
    ...rows.map((row) => {
      const misses = [];
      if (row.ours.score < goals.score) misses.push(`score ${row.ours.score}`);
      if (row.ours.lcp > row.plain.lcp * goals.lcpRatio)
        misses.push(`LCP +${Math.round((row.ours.lcp / row.plain.lcp - 1) * 100)} %`);
      const delta = Math.round((row.ours.lcp / row.plain.lcp - 1) * 100);
      return `| \`${row.path}\` | ${row.ours.score} · ${row.plain.score} | ${s(row.ours.lcp)} · ${s(row.plain.lcp)} (${delta >= 0 ? '+' : ''}${delta} %) | ${Math.round(row.ours.tbt)} · ${Math.round(row.plain.tbt)} | ${misses.join(', ') || 'none'} |`;
    }),
    '',
    `Goals: score ${goals.score} and LCP within ${Math.round((goals.lcpRatio - 1) * 100)} % of the same HTML without our scripts.`,
    '',
  ].join('\n');
}

if (import.meta.main || process.argv[1] === import.meta.filename) {
  const host = await benchHost();
  try {
    console.log(`▶ lighthouse, ${runs} runs per page and kind`);
    const markdown = lighthouseSection(await measureLighthouse(host.baseUrl));
    writeResult('lighthouse.md', markdown);
    console.log(markdown);
  } finally {
    await host.stop();
  }
}
