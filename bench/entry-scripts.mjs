// Our entry scripts `async` (as the snippets write them) against the same page with them deferred
// (plain `type="module"`), in one run: the demo page's HTML fetched once, then served at its URL
// in both forms (bench/vitals.mjs `sample`: 4x CPU, 150 ms per request, a warmed renderer,
// alternating), medians.
// A deferred module script holds the page's DOMContentLoaded back until its graph has arrived
// and run; the figures show what that costs the host page and what `async` changes otherwise.
//   node bench/entry-scripts.mjs   (starts its own demo host unless BENCH_BASE_URL is set)
// ENTRY_SAMPLES (default 7) and ENTRY_ROWS (default /login:1366,/:1366,/footer-lab:375).
import { launchChromium } from './browser.mjs';
import { startDemoHost } from './demo-host.mjs';
import { median } from './render-time.mjs';
import { sample } from './vitals.mjs';

const samples = Math.max(1, Number(process.env.ENTRY_SAMPLES ?? 7) || 7);
const rows = (process.env.ENTRY_ROWS ?? '/login:1366,/:1366,/footer-lab:375').split(',').map((row) => row.split(':'));
const figures = ['dcl', 'fcp', 'lcp', 'tbt', 'longest', 'longestFromFcp', 'script', 'inp'];

const host = process.env.BENCH_BASE_URL
  ? { baseUrl: process.env.BENCH_BASE_URL, stop: async () => {} }
  : await startDemoHost();
const browser = await launchChromium();
try {
  console.log(
    `| page | width | scripts | ${figures.join(' | ')} |\n| --- | ---: | --- |${' ---: |'.repeat(figures.length)}`,
  );
  for (const [path, width] of rows) {
    const url = `${host.baseUrl}${path}?country=DE`;
    const viewport = { width: Number(width), height: width === '375' ? 812 : 768 };
    const html = await (await fetch(url)).text();
    const deferred = html.replaceAll(' async fetchpriority="low"></script>', ' fetchpriority="low"></script>');
    if (deferred === html) throw new Error(`${url}: no async entry script`);
    const forms = { async: html, deferred };
    const results = { async: [], deferred: [] };
    for (let i = 0; i < samples; i++) {
      for (const form of i % 2 ? ['deferred', 'async'] : ['async', 'deferred'])
        results[form].push(await sample(browser, url, viewport, forms[form]));
    }
    for (const [form, list] of Object.entries(results)) {
      const cells = figures.map((key) => Math.round(median(list.map((item) => item[key] ?? 0))));
      console.log(`| \`${path}\` | ${width} | ${form} | ${cells.join(' | ')} |`);
    }
  }
} finally {
  await browser.close();
  await host.stop();
}
