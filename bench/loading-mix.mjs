// What each kind of visitor pays for our widgets, and how soon a widget is ready for one who
// reaches in (issue "Nothing for those who never touch", docs/decisions.md). Chromium, 4x CPU and
// 150 ms latency (as bench/vitals.mjs), 375 × 800 (touch) and 1366 × 768 (mouse), a first visit
// each, on the home page, the footer lab, a category page, the login page and the sign-up page.
// Visitors:
// - reader: loads the page, reads for READ_MS (default 30 s) without touching anything, leaves;
//   measured for the build as it is (`now`) and for every widget on `idle` without cookie checks
//   (`all idle`: the defaults before). Only bytes matter here, so a reader's samples run in
//   parallel browser contexts (all samples of a page, width and mix at once): 30 s each one
//   after the other would take too long. CPU throttling then shares the two cores, which does
//   not change what is fetched.
// - scroller: reads 2 s, scrolls to the page's end in steps of 300 px, stays 3 s (parallel too).
// - opener (375 px, where the footer's groups are disclosures): taps the footer's first group.
// - typer: moves the pointer onto the form's e-mail field (1366 px; 300 ms later it clicks) or
//   taps it (375 px), then types `anna@example.com` (one key per 120 ms).
// Figures, medians of LOADING_MIX_SAMPLES (default 5): our script (every /assets/ file, transfer)
// by the end of the visit; first sign → code ready: from the first event of the visitor inside
// the widget (pointer over, touch, focus) until its element is defined; → taken over: until its
// prerendered markup has given way (for a typer after the typing pause); INP (the
// longest interaction, Event Timing; median · worst); characters kept (the field's value after the
// take-over against what was typed, in how many samples).
// Served over HTTP/2 by default, as a shop serves our files from its CDN: the demo host behind
// bench/h2-front.mjs (TLS, HTTP/2, one connection with every request in flight), its connection
// opened by the warm-up request before the measured load as the head snippet's preconnect to the
// CDN opens it. Straight from the demo host's HTTP/1.1, Chromium's 6 connections per origin
// fetch a widget's 15-18 files in about three rounds of the 150 ms latency, which no shop's CDN
// imposes: that measured the demo host, not the widget. BENCH_HTTP=1 measures that path still
// (to compare; its tables go to loading-mix…-http1.md). Each visit checks the protocol of our
// files (nextHopProtocol) and the warm-up document's time to first byte (the emulated latency).
//   node bench/loading-mix.mjs   (starts its own demo host unless BENCH_BASE_URL is set;
//   LOADING_MIX_PATHS=/?country=DE,… and LOADING_MIX_VISITORS=opener,… run a part;
//   LOADING_MIX_LOADER_B=<loader.js of another build> compares two loaders in one run)
// Writes bench/results/loading-mix.md (merged into bench/RESULTS.md by `pnpm bench`).
import { readFileSync } from 'node:fs';
import { launchChromium } from './browser.mjs';
import { benchHost } from './demo-host.mjs';
import { startH2Front } from './h2-front.mjs';
import { median } from './render-time.mjs';
import { writeResult } from './results.mjs';
import { openPage, serveStatic } from './vitals.mjs';
import { longestInteraction } from './vitals-load.mjs';

const samples = Math.max(1, Number(process.env.LOADING_MIX_SAMPLES ?? 5) || 5);
const readMs = Math.max(1000, Number(process.env.READ_MS ?? 30_000) || 30_000);
const typed = 'anna@example.com';
/** BENCH_HTTP=1: straight from the demo host over HTTP/1.1 (the bench before the HTTP/2 front). */
const http1 = process.env.BENCH_HTTP === '1';
/** @typedef {{ path: string, form: string | null, groups: boolean }} BenchPage */
/** @type {BenchPage[]} */
const pages = [
  { path: '/?country=DE', form: 'shop-newsletter', groups: true },
  { path: '/footer-lab?country=DE', form: 'shop-newsletter', groups: true },
  { path: '/category?country=DE', form: null, groups: false },
  { path: '/login?country=DE', form: 'shop-login', groups: true },
  { path: '/subscribenewsletter?country=DE', form: 'shop-newsletter', groups: false },
].filter((page) => !process.env.LOADING_MIX_PATHS || process.env.LOADING_MIX_PATHS.split(',').includes(page.path));
/** LOADING_MIX_VISITORS=opener,typer: only these visitors (their table goes to loading-mix-<visitors>.md). */
const onlyVisitors = process.env.LOADING_MIX_VISITORS?.split(',');
const viewports = [
  { name: '375', size: { width: 375, height: 800 }, touch: true },
  { name: '1366', size: { width: 1366, height: 768 }, touch: false },
];
/** @typedef {(typeof viewports)[number]} BenchViewport */
/** @typedef {'now' | 'all idle' | 'no script' | 'loader B'} Mix */
/**
 * LOADING_MIX_LOADER_B=<file>: another build of the inline loader (dist/loader.js), whose pages
 * the opener and the typer also visit, alternating with the build's: two loaders compared in one
 * run on the same machine, the rest of the page and our files the same.
 */
const loaderB = process.env.LOADING_MIX_LOADER_B ? readFileSync(process.env.LOADING_MIX_LOADER_B, 'utf8').trim() : null;
/** The build's inline loader, which loader B replaces (read only for that comparison). */
const loaderNow = loaderB
  ? readFileSync(new URL('../packages/design-system/dist/loader.js', import.meta.url), 'utf8').trim()
  : '';
/** The mixes each visitor is measured with: what a reader pays, and the floor under an interaction's INP. @type {(visitor: string) => Mix[]} */
const mixesOf = (visitor) =>
  visitor === 'reader'
    ? ['now', 'all idle']
    : visitor === 'scroller'
      ? ['now']
      : ['now', ...(loaderB ? /** @type {Mix[]} */ (['loader B']) : []), 'no script'];

/**
 * The page's HTML as the build writes it; with every widget on `idle` and no cookie checks; or
 * without any script (the prerendered markup alone: the same tap or typing on the same boxes,
 * so its INP is what the page costs without us, measured in the same run).
 * @type {(html: string, mix: Mix) => string}
 */
const withMix = (html, mix) =>
  mix === 'now'
    ? html
    : mix === 'loader B'
      ? html.replace(loaderNow, () => loaderB ?? '')
      : mix === 'no script'
        ? html.replaceAll(/<script\b[\s\S]*?<\/script>/g, '')
        : html.replaceAll(/"when":"\w+"/g, '"when":"idle"').replaceAll(/"cookies":\[[^\]]*\],/g, '');

/**
 * In the page: bytes of our scripts so far, as their files came (brotli bodies; the demo host's
 * HTTP/1.1 headers, about 300 B a file, left out: a CDN's HTTP/2 compresses them).
 */
function ourScriptBytes() {
  return /** @type {PerformanceResourceTiming[]} */ (performance.getEntriesByType('resource'))
    .filter((entry) => /\/assets\/.*\.m?js(\?|$)/.test(entry.name))
    .reduce((total, entry) => total + entry.encodedBodySize, 0);
}

/**
 * In the page: the protocol of the document now shown and its time from request to response end.
 * Not to its first byte: Chromium's latency emulation holds a response back after the network
 * has received it, and Resource Timing stamps responseStart at that receipt (the demo host
 * answers in 1-20 ms), so the added latency shows between responseStart and responseEnd.
 */
function warmUpDocument() {
  const [navigation] = /** @type {PerformanceNavigationTiming[]} */ (performance.getEntriesByType('navigation'));
  return {
    protocol: navigation?.nextHopProtocol ?? '',
    time: navigation ? navigation.responseEnd - navigation.requestStart : 0,
  };
}

/** In the page: the protocols our files came over and the shortest of their times from request to response end. */
function ourFilesProtocol() {
  const files = /** @type {PerformanceResourceTiming[]} */ (performance.getEntriesByType('resource')).filter(
    (entry) => /\/assets\//.test(entry.name) && entry.responseEnd > 0,
  );
  return {
    protocols: [...new Set(files.map((entry) => entry.nextHopProtocol))],
    count: files.length,
    time: files.length ? Math.min(...files.map((entry) => entry.responseEnd - entry.requestStart)) : null,
  };
}

/**
 * In the page, from its start: the time of the visitor's first event inside `tag` and the time
 * its prerendered markup was gone.
 * @param {string} tag
 */
function watchWidget(tag) {
  const inside = (/** @type {Event} */ event) =>
    event.composedPath().some((node) => node instanceof Element && node.localName === tag);
  for (const name of ['pointerover', 'pointerdown', 'touchstart', 'focusin'])
    document.addEventListener(
      name,
      (event) => {
        if (window.__firstSign === undefined && inside(event)) window.__firstSign = performance.now();
      },
      { capture: true },
    );
  void customElements.whenDefined(tag).then(() => {
    window.__definedAt = performance.now();
  });
  const watch = () => {
    const root = document.querySelector(tag)?.shadowRoot;
    if (root && !root.querySelector('[data-shop-prerendered]')) window.__liveAt = performance.now();
    else setTimeout(watch, 5);
  };
  watch();
}

/**
 * One visit: the page served with `mix`, then what `visit` does; returns the figures.
 * @param {import('@playwright/test').Browser} browser
 * @param {string} url
 * @param {string} html
 * @param {Mix} mix
 * @param {BenchViewport} viewport
 * @param {string | null} tag the widget whose readiness is measured
 * @param {(page: import('@playwright/test').Page) => Promise<string | null>} visit returns the field's expected value, if any
 */
async function sampleVisit(browser, url, html, mix, viewport, tag, visit) {
  const { context, page, cdp } = await openPage(browser, viewport.size, {
    throttle: true,
    warmUpAt: new URL(url).origin,
    hasTouch: viewport.touch,
  });
  try {
    // The warm-up left the page on a document fetched through the network under the emulated latency.
    const warmUp = await page.evaluate(warmUpDocument);
    await serveStatic(cdp, url, withMix(html, mix));
    if (tag) await page.addInitScript(watchWidget, tag);
    await page.goto(url, { waitUntil: 'load', timeout: 60_000 });
    const expected = await visit(page);
    let ready = null;
    let live = null;
    let kept = null;
    /** @type {string | null} what kept the widget from being taken over within 30 s, if it was not */
    let stuck = null;
    if (tag && mix === 'no script') {
      // Nothing to wait for: no code comes. What the shopper typed is still in the field.
      await page.waitForTimeout(500);
      if (expected !== null)
        kept = (await page.locator(`${tag} input[type="email"]`).first().inputValue()) === expected;
    } else if (tag) {
      // A visit whose widget is not taken over is a finding, not a reason to lose the whole run:
      // it is left out of the medians and listed under the table with what the page showed.
      await page
        .waitForFunction(() => window.__liveAt !== undefined, null, { timeout: 30_000 })
        .catch(async (/** @type {Error} */ error) => {
          if (error.name !== 'TimeoutError') throw error;
          stuck = await page.evaluate(
            (name) =>
              `defined: ${customElements.get(name) ? 'yes' : 'no'}, first sign seen: ${window.__firstSign === undefined ? 'no' : 'yes'}`,
            tag,
          );
        });
      const { liveAt, definedAt, firstSign } = await page.evaluate(() => ({
        liveAt: window.__liveAt,
        definedAt: window.__definedAt,
        firstSign: window.__firstSign,
      }));
      // As before the stuck case: a widget live before the first sign (its code there already) counts 0.
      if (stuck === null || definedAt !== undefined) ready = Math.max(0, (definedAt ?? 0) - (firstSign ?? 0));
      if (stuck === null) live = Math.max(0, (liveAt ?? 0) - (firstSign ?? 0));
      await page.waitForTimeout(500);
      if (expected !== null && stuck === null)
        kept = (await page.locator(`${tag} input[type="email"]`).first().inputValue()) === expected;
    }
    const { events } = await page.evaluate(() => window.__vitals);
    return {
      bytes: await page.evaluate(ourScriptBytes),
      warmUp,
      files: await page.evaluate(ourFilesProtocol),
      ready,
      live,
      inp: tag ? (longestInteraction(events) ?? 0) : null,
      kept,
      stuck,
    };
  } finally {
    await context.close();
  }
}

/** @type {Record<string, (page: import('@playwright/test').Page, viewport: BenchViewport, form: string | null) => Promise<string | null>>} */
const visitors = {
  reader: async (page) => {
    await page.waitForTimeout(readMs);
    return null;
  },
  scroller: async (page) => {
    await page.waitForTimeout(2000);
    const height = await page.evaluate(() => document.documentElement.scrollHeight);
    for (let y = 0; y < height; y += 300) {
      await page.mouse.wheel(0, 300);
      await page.waitForTimeout(100);
    }
    await page.waitForTimeout(3000);
    return null;
  },
  opener: async (page) => {
    await page.waitForTimeout(2000);
    await page.locator('shop-footer summary').first().tap();
    return null;
  },
  typer: async (page, viewport, form) => {
    await page.waitForTimeout(2000);
    const field = page.locator(`${form} input[type="email"]`).first();
    if (viewport.touch) await field.tap();
    else {
      await field.hover();
      await page.waitForTimeout(300);
      await field.click();
    }
    await page.keyboard.type(typed, { delay: 120 });
    return typed;
  },
};

/** @typedef {Awaited<ReturnType<typeof sampleVisit>>} VisitSample */
/** @type {{ path: string, width: string, visitor: string, mix: Mix, list: VisitSample[] }[]} */
const rows = [];
const host = await benchHost();
const front = http1 ? null : await startH2Front(host.baseUrl);
const browser = await launchChromium(front?.chromiumArgs);
try {
  for (const benchPage of pages) {
    const url = `${front?.baseUrl ?? host.baseUrl}${benchPage.path}`;
    // The page's HTML straight from the demo host (the same bytes the front would pass on).
    const html = await (await fetch(`${host.baseUrl}${benchPage.path}`)).text();
    if (loaderB && !html.includes(loaderNow))
      throw new Error(`${benchPage.path}: its inline loader is not dist/loader.js`);
    for (const viewport of viewports) {
      for (const [visitor, visit] of Object.entries(visitors)) {
        if (onlyVisitors && !onlyVisitors.includes(visitor)) continue;
        if (visitor === 'opener' && (!benchPage.groups || !viewport.touch)) continue;
        if (visitor === 'typer' && !benchPage.form) continue;
        const parallel = visitor === 'reader' || visitor === 'scroller';
        const tag = visitor === 'opener' ? 'shop-footer' : visitor === 'typer' ? benchPage.form : null;
        const run = (/** @type {Mix} */ mix) =>
          sampleVisit(browser, url, html, mix, viewport, tag, (page) => visit(page, viewport, benchPage.form));
        /** @type {Map<Mix, VisitSample[]>} */
        const lists = new Map(mixesOf(visitor).map((mix) => [mix, []]));
        if (parallel)
          for (const [mix, list] of lists)
            list.push(...(await Promise.all(Array.from({ length: samples }, () => run(mix)))));
        // One visit of each mix in turn, so that a machine getting slower or faster meets them alike.
        else for (let index = 0; index < samples; index++) for (const [mix, list] of lists) list.push(await run(mix));
        for (const [mix, list] of lists) {
          console.log(benchPage.path, viewport.name, visitor, mix, JSON.stringify(list));
          rows.push({ path: benchPage.path, width: viewport.name, visitor, mix, list });
        }
      }
    }
  }
} finally {
  await browser.close();
  await front?.stop();
  await host.stop();
}

/** @param {(number | null)[]} values */
const numbers = (values) => /** @type {number[]} */ (values.filter((value) => value !== null));
const visits = rows.flatMap((row) => row.list);
const protocols = [...new Set(visits.flatMap((visit) => visit.files.protocols))];
const warmUpProtocols = [...new Set(visits.map((visit) => visit.warmUp.protocol))];
const fileTimes = numbers(visits.map((visit) => visit.files.time));
const warmUpTimes = visits.map((visit) => visit.warmUp.time);
// The front is there to measure HTTP/2: a run where anything came otherwise says so and fails.
const expected = http1 ? 'http/1.1' : 'h2';
if ([...protocols, ...warmUpProtocols].some((protocol) => protocol !== expected)) {
  console.error(`loading-mix: expected ${expected} only, got ${[...protocols, ...warmUpProtocols].join(', ')}`);
  process.exitCode = 1;
}
/** The command that made the table, with the switches it ran under. */
const command = [
  ...[
    'BENCH_HTTP',
    'LOADING_MIX_PATHS',
    'LOADING_MIX_VISITORS',
    'LOADING_MIX_SAMPLES',
    'LOADING_MIX_LOADER_B',
    'READ_MS',
  ]
    .filter((name) => process.env[name])
    .map((name) => `${name}=${process.env[name]}`),
  'node bench/loading-mix.mjs',
].join(' ');
const lines = [
  `#### Loading: what each visitor pays, and first sign → ready (${http1 ? 'HTTP/1.1' : 'HTTP/2'})`,
  '',
  http1
    ? 'Our files straight from the demo host over HTTP/1.1 (`BENCH_HTTP=1`): at most 6 connections, so a widget’s files come in rounds.'
    : 'Our files over HTTP/2 as from a CDN (`bench/h2-front.mjs` in front of the demo host; its connection opened by the warm-up, as a preconnect would).',
  `Checked in every visit: our files came over ${protocols.map((protocol) => `\`${protocol}\``).join(', ') || 'nothing'} (nextHopProtocol),`,
  `${visits.reduce((total, visit) => total + visit.files.count, 0)} files; the shortest from request to response end ${
    fileTimes.length ? Math.round(Math.min(...fileTimes)) : '–'
  } ms (the emulated latency: Chromium holds each response back by it). The warm-up document: ${warmUpProtocols
    .map((protocol) => `\`${protocol}\``)
    .join(
      ', ',
    )}, ${Math.round(Math.min(...warmUpTimes))}-${Math.round(Math.max(...warmUpTimes))} ms from request to response end.`,
  '',
  `Chromium, CPU 4x, 150 ms latency, first visits; 375 × 800 with touch, 1366 × 768 with a mouse. **reader**: ${readMs / 1000} s`,
  'on the page untouched (its samples in parallel browser contexts); **scroller**: to the page’s end; **opener**: taps the',
  'footer’s first group (375 px); **typer**: pointer onto the e-mail field (1366 px, clicks 300 ms later) or a tap (375 px),',
  `then \`${typed}\`. **now**: the build’s defaults; **all idle**: every widget once the page is idle, without cookie checks`,
  `(the defaults before);${loaderB ? ` **loader B**: the same page with the inline loader of \`${process.env.LOADING_MIX_LOADER_B}\`;` : ''} **no script**: the same HTML without any script (the prerendered markup alone, visits alternating`,
  'with **now**): the INP the same tap or typing costs without us. **script**: our files (`/assets/`, transfer) by the end of the visit. **first sign → code ready**: from',
  'the first event inside the widget until its element is defined (its code has run); **→ taken over**: until its',
  'prerendered markup has given way (a typing shopper’s take-over waits for a pause in the typing). INP: median · worst. **kept**: samples whose field held every',
  `character. Medians of ${samples}. Command: \`${command}\`.`,
  '',
  '| page | width | visitor | mix | script | first sign → code ready ms | → taken over ms | INP ms | kept |',
  '| --- | ---: | --- | --- | ---: | ---: | ---: | ---: | ---: |',
  ...rows.map(({ path, width, visitor, mix, list }) => {
    const ready = numbers(list.map((item) => item.ready));
    const live = numbers(list.map((item) => item.live));
    const inp = numbers(list.map((item) => item.inp));
    const kept = list.filter((item) => item.kept !== null);
    return `| \`${path}\` | ${width} | ${visitor} | ${mix} | ${(median(list.map((item) => item.bytes)) / 1024).toFixed(1)} KiB | ${
      ready.length ? Math.round(median(ready)) : '–'
    } | ${live.length ? Math.round(median(live)) : '–'} | ${inp.length ? `${Math.round(median(inp))} · ${Math.round(Math.max(...inp))}` : '–'} | ${
      kept.length ? `${kept.filter((item) => item.kept).length}/${kept.length}` : '–'
    } |`;
  }),
  ...rows.flatMap(({ path, width, visitor, list }) => {
    const stuck = list.filter((item) => item.stuck !== null);
    return stuck.length
      ? [
          '',
          `\`${path}\` ${width} ${visitor}: ${stuck.length} of ${list.length} samples not taken over within 30 s (left out of → taken over and kept; ${stuck.map((item) => item.stuck).join('; ')}).`,
        ]
      : [];
  }),
];
writeResult(
  `${onlyVisitors ? `loading-mix-${onlyVisitors.join('-')}` : 'loading-mix'}${http1 ? '-http1' : ''}.md`,
  `${lines.join('\n')}\n`,
);
