// Which loading mix serves shoppers best (issue "Live from the first frame", README "Live from
// the first frame"): every widget `idle` (its code fetched once the page has loaded and the
// browser is idle) against every widget `intent` (fetched only when the shopper reaches into
// it), on the pages with a form, at 375 px, 4x CPU and 150 ms latency (as bench/vitals.mjs).
// Per sample, a first visit: the page loads, the shopper reads for READ_MS, then clicks into the
// form's e-mail field and types `anna@` (one key per 120 ms). Figures:
// - script bytes (transfer) fetched by the time of that click: what a visitor who leaves
//   without touching anything has paid;
// - time from the click until the widget's code has taken over (0 when it already had);
// - INP of that interaction and the typing (Event Timing), the first interaction included.
// The `intent` page is the demo page with its loader configuration rewritten, served at the same
// URL. Medians of LOADING_MIX_SAMPLES (default 5) per row.
//   node bench/loading-mix.mjs   (starts its own demo host unless BENCH_BASE_URL is set)
// Writes bench/results/loading-mix.md (merged into bench/RESULTS.md by `pnpm bench`).
import { launchChromium } from './browser.mjs';
import { benchHost } from './demo-host.mjs';
import { median } from './render-time.mjs';
import { writeResult } from './results.mjs';
import { openPage, scriptBytes, serveStatic } from './vitals.mjs';
import { longestInteraction } from './vitals-load.mjs';

const samples = Math.max(1, Number(process.env.LOADING_MIX_SAMPLES ?? 5) || 5);
const paths = ['/login?country=DE', '/subscribenewsletter?country=DE'];
const viewport = { width: 375, height: 800 };
const readMs = 3000;
const field = ':is(shop-login, shop-newsletter) input[type="email"]';
const mixes = /** @type {const} */ (['idle', 'intent']);
/** @typedef {(typeof mixes)[number]} Mix */

/** The page's HTML with every widget set to load as `mix`. @type {(html: string, mix: Mix) => string} */
const withMix = (html, mix) => html.replaceAll('"when":"idle"', `"when":"${mix}"`);

/**
 * @param {import('@playwright/test').Browser} browser
 * @param {string} url
 * @param {string} html
 * @param {Mix} mix
 */
async function sampleMix(browser, url, html, mix) {
  const { context, page, cdp } = await openPage(browser, viewport, { throttle: true, warmUpAt: new URL(url).origin });
  try {
    await serveStatic(cdp, url, withMix(html, mix));
    await page.goto(url, { waitUntil: 'load', timeout: 60_000 });
    await page.waitForTimeout(readMs);
    const bytesBeforeTouch = await page.evaluate(scriptBytes, 'all');
    // Watched from before the click, so that the typing's own time does not count.
    const clickAt = await page.evaluate(() => {
      const watch = () => {
        const host = document.querySelector('shop-login, shop-newsletter');
        if (host?.shadowRoot && !host.shadowRoot.querySelector('[data-shop-prerendered]'))
          window.__liveAt = performance.now();
        else setTimeout(watch, 5);
      };
      watch();
      return performance.now();
    });
    await page.locator(field).first().click();
    await page.keyboard.type('anna@', { delay: 120 });
    await page.waitForFunction(() => window.__liveAt !== undefined, null, { timeout: 30_000 });
    const liveAt = await page.evaluate(() => window.__liveAt ?? 0);
    await page.waitForTimeout(500);
    const { events } = await page.evaluate(() => window.__vitals);
    return { bytesBeforeTouch, clickToLive: Math.max(0, liveAt - clickAt), inp: longestInteraction(events) ?? 0 };
  } finally {
    await context.close();
  }
}

const host = await benchHost();
const browser = await launchChromium();
/** @typedef {Awaited<ReturnType<typeof sampleMix>>} MixSample */
/** @type {{ path: string, mix: Mix, bytes: number, clickToLive: number, inp: number, worstInp: number }[]} */
const rows = [];
try {
  for (const path of paths) {
    const url = `${host.baseUrl}${path}`;
    const html = await (await fetch(url)).text();
    const byMix = /** @type {Record<Mix, MixSample[]>} */ (
      Object.fromEntries(mixes.map((mix) => [mix, /** @type {MixSample[]} */ ([])]))
    );
    // Alternating, so that a busy moment of the machine falls on both alike.
    for (let index = 0; index < samples; index++)
      for (const mix of mixes) byMix[mix].push(await sampleMix(browser, url, html, mix));
    for (const mix of mixes) {
      const list = byMix[mix];
      const row = {
        path,
        mix,
        bytes: median(list.map((item) => item.bytesBeforeTouch)),
        clickToLive: median(list.map((item) => item.clickToLive)),
        inp: median(list.map((item) => item.inp)),
        worstInp: Math.max(...list.map((item) => item.inp)),
      };
      console.log(row);
      rows.push(row);
    }
  }
} finally {
  await browser.close();
  await host.stop();
}

const lines = [
  '#### Loading mix: every widget `idle` against every widget `intent`',
  '',
  `Chromium, 375 px, CPU 4x, 150 ms latency; a first visit, the shopper reads for ${readMs / 1000} s, then clicks into the`,
  'e-mail field and types `anna@`. **script before the touch**: transferred by then (what a visitor who leaves untouched',
  'pays); **click → live**: until the widget has taken over (the form takes input meanwhile); **INP**: of that click and',
  `the typing. Medians of ${samples} alternating samples (INP: median · worst). Command: \`node bench/loading-mix.mjs\`.`,
  '',
  '| page | mix | script before the touch | click → live ms | INP ms (median · worst) |',
  '| --- | --- | ---: | ---: | ---: |',
  ...rows.map(
    (row) =>
      `| \`${row.path}\` | ${row.mix} | ${(row.bytes / 1024).toFixed(1)} KiB | ${Math.round(row.clickToLive)} | ${Math.round(row.inp)} · ${Math.round(row.worstInp)} |`,
  ),
];
writeResult('loading-mix.md', `${lines.join('\n')}\n`);
