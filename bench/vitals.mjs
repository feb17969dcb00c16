// Core Web Vitals of the demo pages with our widgets, side by side in one run with a static
// baseline of the same content: per page and width, in Chromium with the CPU slowed down 4x
// (CDP Emulation.setCPUThrottlingRate) and 150 ms added to every request (CDP
// Network.emulateNetworkConditions):
// - CLS: the sum of every layout shift without recent input, until the page is quiet;
// - TBT: total blocking time, the sum over 50 ms of every long task after first contentful
//   paint (a task that began before it counts from FCP on), until the page is quiet;
// - the longest task of the whole load, and the longest from FCP on (one that ends after it): the
//   window in which the shopper sees the page and TBT counts. Before it the browser parses and
//   lays out the host page's own content at DOMContentLoaded, a task the static page has too;
// - LCP: the last largest-contentful-paint candidate before the shopper's first input;
// - DOMContentLoaded: when the host page's own handlers of it run (our scripts must not hold it);
// - INP: the longest interaction (Event Timing, durationThreshold 16 ms) while a shopper clicks
//   into the newsletter's e-mail field and types a few characters, where the page has one;
// - the longest script of the load (Long Animation Frames' script attribution: a module's
//   evaluation, a promise callback, an event listener), and of the typing: the part of a long
//   task that is ours, not the parsing, style and layout the static page pays as well.
// - script bytes (transfer) fetched before the load event, and 5 s after it with nothing touched;
// - dead time after paint: from the first frame that paints a widget's e-mail field until the
//   first in which it takes input (inside an `inert` form it takes none); 0 where it is live at once;
// - the early shopper (pages with a form, element only, one more load per sample): clicks into
//   the first e-mail field as soon as it is painted and types `early@example.com` at once: time
//   from that first intent until the widget's code has taken over, the characters kept, and the
//   interaction's INP (the one that makes the loader fetch the code).
// "Quiet": loaded, and no long task, no resource and no layout shift for VITALS_QUIET_MS.
//
// Static baseline: the same page, loaded once per width without throttling and left until
// quiet, serialized with every shadow root as declarative shadow DOM and every script, import
// map and module preload stripped (bench/vitals-page.mjs), then served at the same URL (the
// document request answered through CDP Fetch after the same added latency; its images and
// style sheets come from the demo host like the live page's).
//
// Every sample is a first visit in a fresh browser context whose renderer was started by a
// same-origin navigation just before (startRenderer): the load measures the page, not the process
// start (VITALS_WARM_UP=0 leaves it out).
// Samples alternate element / static; medians of VITALS_SAMPLES (default 3) per row.
//   node bench/vitals.mjs   (starts its own demo host unless BENCH_BASE_URL is set)
// VITALS_PATHS=/,/login and VITALS_WIDTHS=375 measure a part only (while working on it).
// Writes bench/results/vitals.md (merged into bench/RESULTS.md by `pnpm bench`).
import { enlargeWindow, launchChromium } from './browser.mjs';
import { benchHost } from './demo-host.mjs';
import { median } from './render-time.mjs';
import { writeResult } from './results.mjs';
import { answerDocument } from './static-document.mjs';
import { throttle } from './throttle.mjs';
import { launchUninspected } from './uninspected.mjs';
import { loadFigures, longestInteraction } from './vitals-load.mjs';
import { observeVitals, snapshotPage } from './vitals-page.mjs';
import { uninspectedEarlySample, uninspectedSample } from './vitals-uninspected.mjs';

/** @typedef {import('@playwright/test').Browser} Browser */
/** @typedef {import('@playwright/test').Page} Page */
/** @typedef {import('@playwright/test').CDPSession} CDPSession */
/** @typedef {{ width: number, height: number }} Viewport */
/** @typedef {import('./vitals-page.mjs').VitalsState} VitalsState */
/** @typedef {import('./vitals-page.mjs').VitalsScript} VitalsScript */
/** @typedef {import('./vitals-page.mjs').VitalsEvent} VitalsEvent */

const samples = Math.max(1, Number(process.env.VITALS_SAMPLES ?? 3) || 3);
const quietMs = Math.max(500, Number(process.env.VITALS_QUIET_MS ?? 1500) || 1500);
const cpuRate = 4;
const latencyMs = 150;
const country = 'DE';
const paths = process.env.VITALS_PATHS?.split(',') ?? ['/', '/login', '/subscribenewsletter', '/footer-lab'];
const viewports = [
  { width: 1366, height: 768 },
  { width: 375, height: 812 },
].filter(
  (viewport) => !process.env.VITALS_WIDTHS || process.env.VITALS_WIDTHS.split(',').includes(String(viewport.width)),
);
/** What the shopper types into the newsletter's e-mail field (one interaction per key). */
const typed = 'anna@';
const QUIET_MESSAGE = 'vitals: quiet';
/** Start each sample's renderer before its load (startRenderer); VITALS_WARM_UP=0 measures cold starts. */
const warmUp = process.env.VITALS_WARM_UP !== '0';
/** How long a started renderer is left idle before the measured load. */
const warmUpMs = 400;
/**
 * The slow-down, latency, quiet and warm-up of every sample, for the bench clients without an
 * inspector (bench/vitals-uninspected.mjs, bench/category-uninspected.mjs).
 * @type {import('./vitals-uninspected.mjs').ThrottleOptions}
 */
export const throttleOptions = { cpuRate, latencyMs, quietMs, QUIET_MESSAGE, warmUpMs: warmUp ? warmUpMs : null };
const emailField = 'shop-newsletter input[type="email"]';
/** The first e-mail field of a prerendered form (login or newsletter) the early shopper types into. */
const earlyField = ':is(shop-login, shop-newsletter) input[type="email"]';
const earlyTyped = 'early@example.com';
/** How long the page is left untouched after its load before its script bytes are counted again. */
const untouchedMs = 5000;

const goals = {
  cls: 0.01,
  addedTbtHome: 10,
  longestTask: 50,
  inp: 100,
  lcpRatio: 1.05,
  scriptBeforeLoad: 15 * 1024,
};

/**
 * @param {Browser} browser
 * @param {Viewport} viewport
 * @param {{ throttle: boolean, warmUpAt?: string | null, hasTouch?: boolean }} options
 */
export async function openPage(browser, viewport, { throttle: throttled, warmUpAt = null, hasTouch = false }) {
  const context = await browser.newContext({ viewport, hasTouch });
  const page = await context.newPage();
  const cdp = await context.newCDPSession(page);
  await enlargeWindow(browser, cdp, viewport);
  if (throttled) await throttle(cdp, { cpuRate, latencyMs });
  if (warmUpAt) await startRenderer(page, warmUpAt);
  await page.addInitScript(observeVitals, { quietMs, QUIET_MESSAGE });
  return { context, page, cdp };
}

/**
 * Starts the renderer process a sample's page will use, before the measured load: a same-origin
 * navigation to a JSON answer of the demo host (read-only, and nothing the measured page loads),
 * then a pause until it is idle. Otherwise a new context's first renderer starts up while it
 * parses the measured page, which on a two-core machine moves that load's first paint at random:
 * FCP over 20 loads of the footer lab at 375 px had a standard deviation of 62-68 ms cold and
 * 16-17 ms warmed, and the cold spread was larger than the 10 % LCP goal it was to judge. The
 * static page and the demo page are warmed alike.
 */
/**
 * @param {Page} page
 * @param {string} origin
 */
async function startRenderer(page, origin) {
  await page.goto(`${origin}/__qa/state`);
  await page.waitForTimeout(warmUpMs);
}

/**
 * Loads `url` and resolves once the page said it is quiet.
 * @param {Page} page
 * @param {string} url
 */
export async function loadUntilQuiet(page, url) {
  const quiet = page.waitForEvent('console', {
    predicate: (message) => message.text() === QUIET_MESSAGE,
    timeout: 60_000,
  });
  quiet.catch(() => {}); // awaited below; not unhandled when goto fails first
  await page.goto(url, { waitUntil: 'load', timeout: 60_000 });
  await quiet;
}

/**
 * The static baseline of one page at one width.
 * @param {Browser} browser
 * @param {string} url
 * @param {Viewport} viewport
 */
export async function snapshot(browser, url, viewport) {
  const { context, page } = await openPage(browser, viewport, { throttle: false });
  try {
    await loadUntilQuiet(page, url);
    return await page.evaluate(snapshotPage);
  } finally {
    await context.close();
  }
}

/**
 * Answers the document request of `url` with `html`, after the added latency the network would have.
 * @param {CDPSession} cdp
 * @param {string} url
 * @param {string} html
 */
export async function serveStatic(cdp, url, html) {
  await answerDocument(/** @type {import('./static-document.mjs').FetchSession} */ (cdp), url, html, latencyMs);
}

/**
 * The longest of the scripts Long Animation Frames attributed, or null.
 * @param {VitalsScript[]} scripts
 */
function longestOf(scripts) {
  return scripts.reduce((a, b) => (b.duration > (a?.duration ?? 0) ? b : a), /** @type {VitalsScript | null} */ (null));
}

/**
 * In the page: transfer bytes of the scripts fetched before the load event ('before-load') or so far ('all').
 * @param {string} which 'before-load' or 'all'
 */
export function scriptBytes(which) {
  const [navigation] = /** @type {PerformanceNavigationTiming[]} */ (performance.getEntriesByType('navigation'));
  const loadStart = navigation?.loadEventStart || Number.POSITIVE_INFINITY;
  return /** @type {PerformanceResourceTiming[]} */ (performance.getEntriesByType('resource'))
    .filter((entry) => /\.m?js(\?|$)/.test(entry.name) && (which === 'all' || entry.startTime < loadStart))
    .reduce((total, entry) => total + entry.transferSize, 0);
}

/**
 * The early shopper: a first visit that clicks into the form's e-mail field as soon as it is
 * painted and types at once. Returns the time from that click until the widget's code took over
 * (its prerendered markup replaced), whether every character was kept, and the longest interaction.
 * @param {Browser} browser
 * @param {string} url
 * @param {Viewport} viewport
 */
export async function earlySample(browser, url, viewport) {
  const { context, page } = await openPage(browser, viewport, {
    throttle: true,
    warmUpAt: warmUp ? new URL(url).origin : null,
  });
  try {
    await page.goto(url, { waitUntil: 'commit', timeout: 60_000 });
    const field = page.locator(earlyField).first();
    await field.waitFor({ state: 'visible', timeout: 30_000 });
    const intentAt = await page.evaluate(() => performance.now());
    await field.click();
    await page.keyboard.type(earlyTyped, { delay: 60 });
    const liveAt = await page.evaluate(
      () =>
        /** @type {Promise<number>} */ (
          new Promise((resolve) => {
            const check = () => {
              const host = document.querySelector('shop-login, shop-newsletter');
              if (host?.shadowRoot && !host.shadowRoot.querySelector('[data-shop-prerendered]'))
                resolve(performance.now());
              else setTimeout(check, 10);
            };
            check();
          })
        ),
    );
    await page.waitForTimeout(800);
    const value = await field.inputValue();
    const { events } = await page.evaluate(() => window.__vitals);
    return {
      intentToLive: liveAt - intentAt,
      kept: value === earlyTyped ? earlyTyped.length : commonPrefix(value, earlyTyped),
      inp: longestInteraction(events),
    };
  } finally {
    await context.close();
  }
}

/** @type {(a: string, b: string) => number} */
const commonPrefix = (a, b) => {
  let i = 0;
  while (i < a.length && a[i] === b[i]) i++;
  return i;
};

/**
 * One first visit (fresh context): the load's figures and, where there is a field, INP.
 * @param {Browser} browser
 * @param {string} url
 * @param {Viewport} viewport
 * @param {string | null} staticHtml
 */
export async function sample(browser, url, viewport, staticHtml) {
  const { context, page, cdp } = await openPage(browser, viewport, {
    throttle: true,
    warmUpAt: warmUp ? new URL(url).origin : null,
  });
  try {
    if (staticHtml) await serveStatic(cdp, url, staticHtml);
    await loadUntilQuiet(page, url);
    /** @type {VitalsState} */
    const load = await page.evaluate(() => JSON.parse(JSON.stringify(window.__vitals)));
    const domContentLoaded = await page.evaluate(
      () =>
        /** @type {PerformanceNavigationTiming[]} */ (performance.getEntriesByType('navigation'))[0]
          ?.domContentLoadedEventStart ?? null,
    );
    const shifts = load.shifts.filter((shift) => !shift.hadRecentInput);
    const largestShift = shifts.reduce(
      (a, b) => (b.value > (a?.value ?? 0) ? b : a),
      /** @type {VitalsState['shifts'][number] | null} */ (null),
    );
    const longestScript = longestOf(load.scripts);
    const deadAfterPaint = load.liveAt === null || load.paintedAt === null ? null : load.liveAt - load.paintedAt;
    const scriptBytesBeforeLoad = await page.evaluate(scriptBytes, 'before-load');
    await page.waitForTimeout(untouchedMs);
    const scriptBytesUntouched = await page.evaluate(scriptBytes, 'all');
    /** @type {number | null} */
    let inp = null;
    /** @type {VitalsScript | null} */
    let inputScript = null;
    const field = page.locator(emailField).first();
    if (await field.count()) {
      await field.scrollIntoViewIfNeeded();
      await page.waitForTimeout(300);
      await field.click();
      await page.keyboard.type(typed, { delay: 120 });
      await page.waitForTimeout(800); // Event Timing entries arrive after the next paint
      const { events, scripts } = await page.evaluate(() => window.__vitals);
      inp = longestInteraction(events);
      inputScript = longestOf(scripts.slice(load.scripts.length));
    }
    return {
      cls: shifts.reduce((total, shift) => total + shift.value, 0),
      shiftedBy: largestShift?.sources.join(', ') ?? '',
      ...loadFigures(load),
      script: longestScript?.duration ?? 0,
      scriptSource: longestScript?.source ?? '',
      inputScriptSource: inputScript ? `${inputScript.source} ${Math.round(inputScript.duration)} ms` : '',
      fcp: load.fcp,
      dcl: domContentLoaded,
      inp,
      deadAfterPaint,
      scriptBytesBeforeLoad,
      scriptBytesUntouched,
    };
  } finally {
    await context.close();
  }
}

/**
 * One sample's figures; the element samples of a page with a form get the early shopper's too.
 * @typedef {Awaited<ReturnType<typeof sample>> & { intentToLive?: number, kept?: number, earlyInp?: number | null }} Sample
 */
/** @typedef {ReturnType<typeof summary>} Summary */
/** @typedef {Awaited<ReturnType<typeof uninspectedSample>> & { earlyInp?: number | null, kept?: number | null }} UninspectedSample */
/**
 * @typedef {{ tbt: number | null, longestFromFcp: number | null, lcp: number | null, inp: number | null, earlyInp: number | null, keptMin: number | null }} UninspectedSummary
 */
/**
 * @typedef {{ path: string, width: number, element: Summary, static: Summary, uninspected?: { element: UninspectedSummary, static: UninspectedSummary } }} VitalsRow
 */

/**
 * A sample's figures for the log: all but the shifted nodes (the summary lists those).
 * @param {Sample} sample
 */
const figuresOf = ({ shiftedBy, ...figures }) => figures;

/**
 * One figure of every sample that has it.
 * @template {string} Key
 * @param {{ [key in Key]?: number | null }[]} list
 * @param {Key} key
 */
const valuesOf = (list, key) => list.map((item) => item[key]).filter((value) => value !== null && value !== undefined);
/**
 * @template {string} Key
 * @param {{ [key in Key]?: number | null }[]} list
 * @param {Key} key
 */
const medianOf = (list, key) => {
  const values = valuesOf(list, key);
  return values.length ? median(values) : null;
};
/**
 * The sample standard deviation of one figure, in whole ms ('–' for fewer than two samples).
 * @template {string} Key
 * @param {{ [key in Key]?: number | null }[]} list
 * @param {Key} key
 */
const spreadOf = (list, key) => {
  const values = valuesOf(list, key);
  if (values.length < 2) return '–';
  const mean = values.reduce((a, b) => a + b, 0) / values.length;
  const variance = values.reduce((sum, value) => sum + (value - mean) ** 2, 0) / (values.length - 1);
  return Math.sqrt(variance).toFixed(0);
};
/** @param {Sample[]} list */
const summary = (list) => ({
  cls: medianOf(list, 'cls'),
  tbt: medianOf(list, 'tbt'),
  longest: medianOf(list, 'longest'),
  longestFromFcp: medianOf(list, 'longestFromFcp'),
  script: medianOf(list, 'script'),
  scriptSources: [...new Set(list.map((item) => item.scriptSource).filter(Boolean))].join('; '),
  inputScriptSources: [...new Set(list.map((item) => item.inputScriptSource).filter(Boolean))].join('; '),
  lcp: medianOf(list, 'lcp'),
  dcl: medianOf(list, 'dcl'),
  inp: medianOf(list, 'inp'),
  deadAfterPaint: medianOf(list, 'deadAfterPaint'),
  scriptBytesBeforeLoad: medianOf(list, 'scriptBytesBeforeLoad'),
  scriptBytesUntouched: medianOf(list, 'scriptBytesUntouched'),
  intentToLive: medianOf(list, 'intentToLive'),
  earlyInp: medianOf(list, 'earlyInp'),
  keptMin: valuesOf(list, 'kept').length ? Math.min(...valuesOf(list, 'kept')) : null,
  clsMax: Math.max(...list.map((item) => item.cls)),
  shiftedBy: [...new Set(list.map((item) => item.shiftedBy).filter(Boolean))].join('; '),
});

/**
 * Whether the page shows a prerendered form the early shopper can type into.
 * @param {Browser} browser
 * @param {string} url
 * @param {Viewport} viewport
 */
async function hasEarlyField(browser, url, viewport) {
  const { context, page } = await openPage(browser, viewport, { throttle: false });
  try {
    await page.goto(url, { waitUntil: 'domcontentloaded' });
    return (await page.locator(earlyField).count()) > 0;
  } finally {
    await context.close();
  }
}

/** @param {UninspectedSample[]} list */
const uninspectedSummary = (list) => ({
  tbt: medianOf(list, 'tbt'),
  longestFromFcp: medianOf(list, 'longestFromFcp'),
  lcp: medianOf(list, 'lcp'),
  inp: medianOf(list, 'inp'),
  earlyInp: medianOf(list, 'earlyInp'),
  keptMin: valuesOf(list, 'kept').length ? Math.min(...valuesOf(list, 'kept')) : null,
});

/**
 * @param {Browser} browser
 * @param {string} baseUrl
 * @param {(line: string) => void} [log]
 * @param {Awaited<ReturnType<typeof launchUninspected>> | null} [uninspected] a browser without inspector domains, for the load figures as a shopper's browser runs it
 */
export async function measureVitals(browser, baseUrl, log = console.log, uninspected = null) {
  const uninspectedOptions = {
    ...throttleOptions,
    typing: { selector: 'input[type="email"]', text: typed, delayMs: 120, afterMs: untouchedMs },
    early: { hosts: 'shop-login, shop-newsletter', selector: 'input[type="email"]', text: earlyTyped, delayMs: 60 },
  };
  /** @type {VitalsRow[]} */
  const rows = [];
  for (const path of paths) {
    const url = `${baseUrl}${path}?country=${country}`;
    for (const viewport of viewports) {
      const started = Date.now();
      const baseline = await snapshot(browser, url, viewport);
      /** @type {Sample[]} */
      const element = [];
      /** @type {Sample[]} */
      const staticPage = [];
      for (let i = 0; i < samples; i++) {
        // alternate which goes first, so that drift on a shared machine hits both alike
        if (i % 2 === 0) {
          element.push(await sample(browser, url, viewport, null));
          staticPage.push(await sample(browser, url, viewport, baseline.html));
        } else {
          staticPage.push(await sample(browser, url, viewport, baseline.html));
          element.push(await sample(browser, url, viewport, null));
        }
      }
      const hasForm = await hasEarlyField(browser, url, viewport);
      if (hasForm) {
        for (const item of element) {
          const early = await earlySample(browser, url, viewport);
          Object.assign(item, { intentToLive: early.intentToLive, kept: early.kept, earlyInp: early.inp });
        }
      }
      /** @type {UninspectedSample[]} */
      const uninspectedElement = [];
      /** @type {UninspectedSample[]} */
      const uninspectedStatic = [];
      for (let i = 0; uninspected && i < samples; i++) {
        const live = () => uninspectedSample(uninspected, url, viewport, null, uninspectedOptions);
        const still = () => uninspectedSample(uninspected, url, viewport, baseline.html, uninspectedOptions);
        if (i % 2 === 0) {
          uninspectedElement.push(await live());
          uninspectedStatic.push(await still());
        } else {
          uninspectedStatic.push(await still());
          uninspectedElement.push(await live());
        }
      }
      /** @type {VitalsRow} */
      const row = { path, width: viewport.width, element: summary(element), static: summary(staticPage) };
      if (uninspected) {
        // The early shopper on the static page too: its form takes typing without script, and
        // what the page itself does while it loads delays that typing as much.
        if (hasForm)
          for (const [list, html] of /** @type {const} */ ([
            [uninspectedElement, null],
            [uninspectedStatic, baseline.html],
          ]))
            for (const item of list) {
              const early = await uninspectedEarlySample(uninspected, url, viewport, html, uninspectedOptions);
              Object.assign(item, { earlyInp: early.inp, kept: early.kept });
            }
        row.uninspected = {
          element: uninspectedSummary(uninspectedElement),
          static: uninspectedSummary(uninspectedStatic),
        };
      }
      rows.push(row);
      log(
        `  ${path} ${viewport.width}px (${baseline.shadowRoots} shadow roots, ${((Date.now() - started) / 1000).toFixed(0)} s, ` +
          `LCP standard deviation ${spreadOf(element, 'lcp')} · ${spreadOf(staticPage, 'lcp')} ms): ` +
          `element ${JSON.stringify(element.map(figuresOf))}; static ${JSON.stringify(staticPage.map(figuresOf))}; ` +
          `uninspected element ${JSON.stringify(uninspectedElement)}; static ${JSON.stringify(uninspectedStatic)}`,
      );
    }
  }
  return rows;
}

/** @type {(digits: number) => (value: number | null) => string} */
const fixed = (digits) => (value) => (value === null ? '–' : value.toFixed(digits));
const ms = fixed(0);
const score = fixed(3);
/** @type {(bytes: number | null) => string} */
const kib = (bytes) => (bytes === null ? '–' : `${(bytes / 1024).toFixed(1)} KiB`);

/**
 * Which goals a row misses (a row of another page than home has no TBT goal).
 * @param {VitalsRow} row
 */
function missed(row) {
  const { element: e, static: s } = row;
  const misses = [];
  // Number(): what the comparison does with a figure no sample had (null counts as 0), spelt out.
  if (Number(e.cls) > goals.cls) misses.push(`CLS ${score(e.cls)}`);
  if (Number(e.tbt) - Number(s.tbt) > goals.addedTbtHome) misses.push(`TBT +${ms(Number(e.tbt) - Number(s.tbt))} ms`);
  if (Number(e.scriptBytesBeforeLoad) > goals.scriptBeforeLoad)
    misses.push(`script before load ${kib(e.scriptBytesBeforeLoad)}`);
  if (e.earlyInp !== null && e.earlyInp > Math.max(goals.inp, Number(s.earlyInp)))
    misses.push(`early INP ${ms(e.earlyInp)} ms`);
  if (Number(e.longestFromFcp) > goals.longestTask) misses.push(`task ${ms(e.longestFromFcp)} ms`);
  if (e.inp !== null && e.inp > goals.inp) misses.push(`INP ${ms(e.inp)} ms`);
  if (e.lcp !== null && s.lcp && e.lcp > s.lcp * goals.lcpRatio) misses.push(`LCP +${ms((e.lcp / s.lcp - 1) * 100)} %`);
  return misses;
}

/**
 * Which load goals the uninspected figures miss.
 * @param {{ element: UninspectedSummary, static: UninspectedSummary }} figures
 */
function missedUninspected({ element: e, static: s }) {
  const misses = [];
  if (Number(e.tbt) - Number(s.tbt) > goals.addedTbtHome) misses.push(`TBT +${ms(Number(e.tbt) - Number(s.tbt))} ms`);
  if (Number(e.longestFromFcp) > goals.longestTask) misses.push(`task ${ms(e.longestFromFcp)} ms`);
  if (e.lcp !== null && s.lcp && e.lcp > s.lcp * goals.lcpRatio) misses.push(`LCP +${ms((e.lcp / s.lcp - 1) * 100)} %`);
  if (e.inp !== null && e.inp > goals.inp) misses.push(`INP ${ms(e.inp)} ms`);
  if (e.earlyInp !== null && e.earlyInp > Math.max(goals.inp, Number(s.earlyInp)))
    misses.push(`early INP ${ms(e.earlyInp)} ms`);
  return misses;
}

/** @param {{ lcp: number | null }} e @param {{ lcp: number | null }} s */
const lcpPair = ({ lcp: e }, { lcp: s }) => {
  const delta = e !== null && s ? ` (${e >= s ? '+' : ''}${((e / s - 1) * 100).toFixed(0)} %)` : '';
  return `${ms(e)} · ${ms(s)}${delta}`;
};

/** @param {VitalsRow[]} rows */
export function vitalsSection(rows) {
  /** @type {(format: (value: number | null) => string, key: keyof Summary & ('cls' | 'tbt' | 'longest' | 'longestFromFcp' | 'inp' | 'dcl')) => (row: VitalsRow) => string} */
  const pair = (format, key) => (row) => `${format(row.element[key])} · ${format(row.static[key])}`;
  /** @param {VitalsRow} row */
  const lcp = (row) => lcpPair(row.element, row.static);
  const lines = [
    '# Core Web Vitals: widgets against a static page of the same content',
    '',
    `Chromium, CPU throttled ${cpuRate}× (CDP \`Emulation.setCPUThrottlingRate\`), ${latencyMs} ms added to every request`,
    `(CDP \`Network.emulateNetworkConditions\`), first visits (${warmUp ? 'each in a fresh context whose renderer a same-origin request started just before' : 'each in a fresh context with a cold renderer, `VITALS_WARM_UP=0`'}),`,
    '`?country=DE`. Each cell: **element** (the demo page) · **static**',
    '(the same page once rendered, serialized with its shadow roots as declarative shadow DOM, every script stripped, served at',
    `the same URL), medians of ${samples} alternating samples each. Command: \`node bench/vitals.mjs\` (\`VITALS_SAMPLES=<n>\`).`,
    'The machine is shared with other work: times vary between runs; compare within one run.',
    '',
    '- **CLS**: sum of all layout shifts without recent input until the page is quiet (no long task, resource or shift for',
    `  ${quietMs} ms after load). **TBT**: sum over 50 ms of each long task after first contentful paint, until quiet.`,
    '  **Longest task**: of the whole load, and from FCP on (a task that ends after it; before it the browser lays out the',
    "  host page's content at DOMContentLoaded, in the static page too; the goal is judged from FCP on, like TBT).",
    '  **Longest script**: the longest script of the load in a long animation frame',
    "  (Long Animation Frames' attribution: a module's evaluation, a promise callback, a listener), the widgets' own part of a",
    '  long task; the static page runs none. **LCP**: the last candidate before input. **DOMContentLoaded**: when the',
    "  host page's own DOMContentLoaded handlers run (Navigation Timing `domContentLoadedEventStart`).",
    `- **INP**: the longest interaction (Event Timing, \`durationThreshold\` 16 ms) while clicking into the newsletter's`,
    `  e-mail field and typing \`${typed}\` (one key per 120 ms), after the page is quiet; – where the page shows no form.`,
    '',
    '| page | width | CLS | TBT ms | longest task ms | from FCP ms | longest script ms | LCP ms (element vs static) | INP ms | DOMContentLoaded ms | goals missed |',
    '| --- | ---: | ---: | ---: | ---: | ---: | ---: | ---: | ---: | ---: | --- |',
    ...rows.map(
      (row) =>
        `| \`${row.path}\` | ${row.width} | ${pair(score, 'cls')(row)} | ${pair(ms, 'tbt')(row)} | ${pair(ms, 'longest')(row)} | ${pair(ms, 'longestFromFcp')(row)} | ${ms(row.element.script)} | ${lcp(row)} | ${pair(ms, 'inp')(row)} | ${pair(ms, 'dcl')(row)} | ${missed(row).join(', ') || 'none'} |`,
    ),
    '',
    ...uninspectedLines(rows),
    '**Before our code arrives** (element pages; the static page has no script): **dead time** from the first frame that paints',
    "  a widget's e-mail field until the first in which it takes input; **script** transferred before the load event, and after 5 s untouched; the **early shopper**: clicks",
    `  into the e-mail field as soon as it is painted and types \`${earlyTyped}\` at once: time from that click until the`,
    '  widget has taken over, characters kept (of 17; the worst sample), and the INP of that typing (which makes the loader',
    '  fetch the code).',
    '',
    '| page | width | dead time after paint ms | script before load | script after 5 s untouched | first intent → live ms | characters kept | early INP ms |',
    '| --- | ---: | ---: | ---: | ---: | ---: | ---: | ---: |',
    ...rows.map(
      (row) =>
        `| \`${row.path}\` | ${row.width} | ${ms(row.element.deadAfterPaint)} | ${kib(row.element.scriptBytesBeforeLoad)} | ${kib(row.element.scriptBytesUntouched)} | ${ms(row.element.intentToLive)} | ${row.element.keptMin === null ? '–' : `${row.element.keptMin} of ${earlyTyped.length}`} | ${ms(row.element.earlyInp)} |`,
    ),
    '',
    `Goals: CLS ≤ ${goals.cls} everywhere; the widgets add ≤ ${goals.addedTbtHome} ms TBT; no task over ${goals.longestTask} ms from FCP on;`,
    `INP ≤ ${goals.inp} ms (the early shopper's too); LCP within ${Math.round((goals.lcpRatio - 1) * 100)} % of the static page; at most ${kib(goals.scriptBeforeLoad)} of script before the load event.`,
    '',
  ];
  const shifted = rows.flatMap((row) =>
    /** @type {const} */ (['element', 'static'])
      .filter((kind) => row[kind].shiftedBy)
      .map(
        (kind) =>
          `- \`${row.path}\` ${row.width} px, ${kind} (max CLS ${score(row[kind].clsMax)}): ${row[kind].shiftedBy}`,
      ),
  );
  const scripts = rows.map(
    (row) =>
      `- \`${row.path}\` ${row.width} px: ${row.element.scriptSources || '–'}` +
      (row.element.inputScriptSources ? `; while typing: ${row.element.inputScriptSources}` : ''),
  );
  lines.push('The longest script of each sample (file without its hash, and what ran it):', '', ...scripts, '');
  if (shifted.length) {
    lines.push('What moved in the largest shift of each sample:', '', ...shifted, '');
  }
  return lines.join('\n');
}

/**
 * The load as a shopper's browser runs it, where the rows have it.
 * @param {VitalsRow[]} rows
 */
function uninspectedLines(rows) {
  const measured = rows.flatMap((row) => (row.uninspected ? [{ row, figures: row.uninspected }] : []));
  if (!measured.length) return [];
  return [
    "**As a shopper's browser runs it**: the same loads (same CPU slow-down, latency, warm renderer, observers and static",
    '  page) in Chromium driven over a bare DevTools pipe without the Runtime domain (`bench/uninspected.mjs`). Playwright',
    '  and Lighthouse enable that domain, and its stack capture makes the evaluation of a large module (React DOM) several',
    `  times slower than in a browser no inspector is attached to. INP and the early shopper: the same typing, its input`,
    `  dispatched through CDP's Input domain (INP on the element page only; the early shopper on both: the static page's`,
    `  form takes typing without script, and what the page itself does while it loads delays that typing too: early INP is`,
    `  judged against ${goals.inp} ms or the static page's, whichever is more). Medians of ${samples} alternating samples.`,
    '',
    '| page | width | TBT ms | TBT added ms | longest task from FCP ms | LCP ms (element vs static) | INP ms | early INP ms | characters kept | goals missed |',
    '| --- | ---: | ---: | ---: | ---: | ---: | ---: | ---: | ---: | --- |',
    ...measured.map(
      ({ row, figures: { element: e, static: s } }) =>
        `| \`${row.path}\` | ${row.width} | ${ms(e.tbt)} · ${ms(s.tbt)} | ${ms(Number(e.tbt) - Number(s.tbt))} | ${ms(e.longestFromFcp)} · ${ms(s.longestFromFcp)} | ${lcpPair(e, s)} | ${ms(e.inp)} | ${ms(e.earlyInp)} · ${ms(s.earlyInp)} | ${e.keptMin === null ? '–' : `${e.keptMin} of ${earlyTyped.length}`} | ${missedUninspected({ element: e, static: s }).join(', ') || 'none'} |`,
    ),
    '',
  ];
}

if (import.meta.main || process.argv[1] === import.meta.filename) {
  const host = await benchHost();
  const browser = await launchChromium();
  const uninspected = await launchUninspected();
  try {
    console.log(`▶ vitals, ${samples} samples per page and width, CPU ${cpuRate}×, +${latencyMs} ms per request`);
    const markdown = vitalsSection(await measureVitals(browser, host.baseUrl, console.log, uninspected));
    writeResult('vitals.md', markdown);
    console.log(markdown);
  } finally {
    await browser.close();
    await uninspected.close();
    await host.stop();
  }
}
