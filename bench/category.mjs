// What many small elements cost a page: the demo host's category page (`/category?tiles=N`,
// demo-host/src/pages/category.ts: N product tiles, each with a <shop-banderole> and two
// <shop-icon>s) for 0, 48, 192 and 768 tiles, in Chromium with the CPU slowed down 4x and 150 ms
// added to every request (the same harness as bench/vitals.mjs), against its static baseline:
// the same page once rendered, serialized with its shadow roots as declarative shadow DOM and
// every script stripped, served at the same URL.
//
// Per row (medians of CATEGORY_SAMPLES, default 3, element and static samples alternating):
// - long tasks in all (the sum of their durations) and the longest task, from navigation until
//   the page is quiet (bench/vitals-page.mjs);
// - final look: when every element first had its final look in a painted frame (its icon drawn
//   in its shadow root; checked once per animation frame); in view: the same for the elements
//   inside the first screen, and how long after the last script the page needed for them had
//   arrived (their code: the bundles and the icon modules);
// - main-thread time (CDP Performance.getMetrics TaskDuration over the load) above the static
//   page's, per element;
// - memory: the JS heap after forced garbage collection above the 0-tile page's, per element,
//   with the grid in the page and after the grid was removed (what removal releases), and the
//   DOM nodes per element.
//
//   node bench/category.mjs   (starts its own demo host unless BENCH_BASE_URL is set)
// CATEGORY_TILES=0,48 measures some counts only. Writes bench/results/category.md.
import { launchChromium } from './browser.mjs';
import { lastScriptBefore, longestElementScript, observeElements, taskSeconds } from './category-page.mjs';
import { uninspectedCategorySample } from './category-uninspected.mjs';
import { benchHost } from './demo-host.mjs';
import { median } from './render-time.mjs';
import { writeResult } from './results.mjs';
import { launchUninspected } from './uninspected.mjs';
import { loadUntilQuiet, openPage, serveStatic, throttleOptions } from './vitals.mjs';
import { snapshotPage } from './vitals-page.mjs';

/** @typedef {import('@playwright/test').Browser} Browser */
/** @typedef {import('@playwright/test').Page} Page */
/** @typedef {import('@playwright/test').CDPSession} CDPSession */

const samples = Math.max(1, Number(process.env.CATEGORY_SAMPLES ?? 3) || 3);
const tileCounts = (process.env.CATEGORY_TILES ?? '0,48,192,768').split(',').map(Number);
const viewport = { width: 1366, height: 768 };
const country = 'DE';
const selector = 'shop-banderole, shop-icon';

const goals = { longestTask: 50, msPerElement: 0.5, inViewAfterCode: 100 };

/** @param {CDPSession} cdp */
async function heapAndNodes(cdp) {
  await cdp.send('HeapProfiler.collectGarbage');
  await cdp.send('HeapProfiler.collectGarbage');
  const { usedSize } = await cdp.send('Runtime.getHeapUsage');
  const { nodes } = await cdp.send('Memory.getDOMCounters');
  return { heap: usedSize, nodes };
}

/**
 * Until every element has its final look (the probe says so), at most 60 s.
 * @param {Page} page
 */
async function untilFinal(page) {
  await page.waitForFunction(() => window.__category.count === 0 || window.__category.finalAt !== null, null, {
    timeout: 60_000,
    polling: 100,
  });
}

/**
 * The page as rendered, without scripts (unthrottled, once per tile count).
 * @param {Browser} browser
 * @param {string} url
 */
async function snapshot(browser, url) {
  const { context, page } = await openPage(browser, viewport, { throttle: false });
  try {
    await page.addInitScript(observeElements, { selector });
    await loadUntilQuiet(page, url);
    await untilFinal(page);
    return await page.evaluate(snapshotPage);
  } finally {
    await context.close();
  }
}

/**
 * One first visit, throttled: the element page, or (with `staticHtml`) its static baseline.
 * @param {Browser} browser
 * @param {string} url
 * @param {string | null} staticHtml
 */
async function sample(browser, url, staticHtml) {
  const { context, page, cdp } = await openPage(browser, viewport, { throttle: true, warmUpAt: new URL(url).origin });
  try {
    await page.addInitScript(observeElements, { selector });
    if (staticHtml) await serveStatic(cdp, url, staticHtml);
    await cdp.send('Performance.enable');
    const taskBefore = await taskSeconds(cdp);
    await loadUntilQuiet(page, url);
    await untilFinal(page);
    const taskMs = ((await taskSeconds(cdp)) - taskBefore) * 1000;
    const { longTasks, scripts } = await page.evaluate(() => window.__vitals);
    const probe = await page.evaluate(() => ({ ...window.__category }));
    const codeAt = probe.inViewFinalAt === null ? null : await page.evaluate(lastScriptBefore, probe.inViewFinalAt);
    const result = {
      elements: probe.count,
      inView: probe.inView,
      longTasks: longTasks.reduce((sum, task) => sum + task.duration, 0),
      longest: longTasks.reduce((max, task) => Math.max(max, task.duration), 0),
      ourScript: longestElementScript(scripts),
      finalAt: probe.count ? probe.finalAt : null,
      inViewFinalAt: probe.inView ? probe.inViewFinalAt : null,
      // codeAt is null where inViewFinalAt is
      inViewAfterCode: probe.inView && codeAt !== null ? /** @type {number} */ (probe.inViewFinalAt) - codeAt : null,
      taskMs,
    };
    if (staticHtml) return result;
    // Memory with the grid, then after removing it (what an infinite list or a filter does).
    const withGrid = await heapAndNodes(cdp);
    await page.evaluate(async () => {
      document.querySelector('.category-grid')?.remove();
      for (let i = 0; i < 3; i += 1) await new Promise((resolve) => requestAnimationFrame(resolve));
    });
    const removed = await heapAndNodes(cdp);
    return { ...result, heap: withGrid.heap, nodes: withGrid.nodes, heapRemoved: removed.heap };
  } finally {
    await context.close();
  }
}

/** @typedef {Awaited<ReturnType<typeof sample>>} Sample */
/**
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
const summaryKeys = /** @type {const} */ ([
  'elements',
  'inView',
  'longTasks',
  'longest',
  'ourScript',
  'finalAt',
  'inViewFinalAt',
  'inViewAfterCode',
  'taskMs',
  'heap',
  'nodes',
  'heapRemoved',
]);
/** @typedef {Record<(typeof summaryKeys)[number], number | null>} Summary */
/** @typedef {{ tiles: number, element: Summary, static: Summary, uninspected: { element: Summary, static: Summary } | null }} CategoryRow */
/** @type {(list: Sample[]) => Summary} */
const summary = (list) =>
  /** @type {Summary} */ (Object.fromEntries(summaryKeys.map((key) => [key, medianOf(list, key)])));

/**
 * Every tile count: its static baseline, then alternating element and static samples, through
 * Playwright and (with `uninspected`) without an inspector.
 * @param {Browser} browser
 * @param {string} baseUrl
 * @param {(line: string) => void} [log]
 * @param {Awaited<ReturnType<typeof launchUninspected>> | null} [uninspected] a browser without inspector domains
 */
export async function measureCategory(browser, baseUrl, log = console.log, uninspected = null) {
  /** @type {CategoryRow[]} */
  const rows = [];
  for (const tiles of tileCounts) {
    const url = `${baseUrl}/category?tiles=${tiles}&country=${country}`;
    const started = Date.now();
    const baseline = await snapshot(browser, url);
    /** @type {Record<'element' | 'static' | 'uninspectedElement' | 'uninspectedStatic', Sample[]>} */
    const taken = { element: [], static: [], uninspectedElement: [], uninspectedStatic: [] };
    for (let i = 0; i < samples; i += 1) {
      const order = i % 2 === 0 ? [null, baseline.html] : [baseline.html, null];
      for (const html of order) taken[html ? 'static' : 'element'].push(await sample(browser, url, html));
      for (const html of uninspected ? order : []) {
        const taking = uninspectedCategorySample(
          /** @type {Awaited<ReturnType<typeof launchUninspected>>} */ (uninspected),
          url,
          viewport,
          selector,
          html,
          throttleOptions,
        );
        taken[html ? 'uninspectedStatic' : 'uninspectedElement'].push(await taking);
      }
    }
    rows.push({
      tiles,
      element: summary(taken.element),
      static: summary(taken.static),
      uninspected: uninspected
        ? { element: summary(taken.uninspectedElement), static: summary(taken.uninspectedStatic) }
        : null,
    });
    log(`  ${tiles} tiles (${((Date.now() - started) / 1000).toFixed(0)} s): ${JSON.stringify(taken)}`);
  }
  return rows;
}

/** @type {(digits: number) => (value: number | null | undefined) => string} */
const fixed = (digits) => (value) => (value === null || value === undefined ? '–' : value.toFixed(digits));
const ms = fixed(0);
/** @type {(value: number | null) => string} */
const thousands = (value) => (value === null ? '–' : Math.round(value).toLocaleString('en-US'));

/**
 * Per-element figures of a row, against the static page and the 0-tile page.
 * Number(): what the arithmetic does with a figure no sample had (null counts as 0), spelt out.
 * @param {CategoryRow} row
 * @param {CategoryRow | null} zero
 */
function perElement(row, zero) {
  const { element: e, static: s } = row;
  const count = e.elements || 0;
  if (!count) return { ms: null, kb: null, kbRemoved: null, nodes: null, staticNodes: null };
  return {
    // What grows with the elements: the load's time above the static page's, less the same
    // difference of the 0-tile page (the bundles' evaluation, which a page with no element pays).
    ms: zero
      ? (Number(e.taskMs) - Number(s.taskMs) - (Number(zero.element.taskMs) - Number(zero.static.taskMs))) / count
      : null,
    kb: zero ? (Number(e.heap) - Number(zero.element.heap)) / count / 1024 : null,
    kbRemoved: zero ? (Number(e.heapRemoved) - Number(zero.element.heapRemoved)) / count / 1024 : null,
    nodes: zero ? (Number(e.nodes) - Number(zero.element.nodes)) / count : null,
  };
}

/**
 * The goals a row's element page misses.
 * @param {Summary} e
 */
function missed(e) {
  const misses = [];
  if (Number(e.ourScript) > goals.longestTask) misses.push(`script ${ms(e.ourScript)} ms`);
  if (e.inViewAfterCode !== null && e.inViewAfterCode > goals.inViewAfterCode)
    misses.push(`in view ${ms(e.inViewAfterCode)} ms after code`);
  return misses;
}

/**
 * Main-thread time per element as the page grows: the slope of a least-squares line through the
 * element page's task time above the static page's, against the number of elements, over every
 * tile count measured. The bundles' evaluation (the same at every count) is its intercept; one
 * noisy row moves it far less than the difference of two rows would.
 * @param {CategoryRow[]} rows
 * @param {(row: CategoryRow) => { element: Summary, static: Summary } | null} pick
 */
export function msPerElement(rows, pick) {
  const points = rows.flatMap((row) => {
    const pair = pick(row);
    if (!pair || pair.element.taskMs === null || pair.static.taskMs === null) return [];
    return [{ x: Number(pair.element.elements), y: pair.element.taskMs - pair.static.taskMs }];
  });
  if (new Set(points.map((point) => point.x)).size < 2) return null;
  const meanX = points.reduce((sum, point) => sum + point.x, 0) / points.length;
  const meanY = points.reduce((sum, point) => sum + point.y, 0) / points.length;
  const covariance = points.reduce((sum, point) => sum + (point.x - meanX) * (point.y - meanY), 0);
  const variance = points.reduce((sum, point) => sum + (point.x - meanX) ** 2, 0);
  return covariance / variance;
}

/**
 * @param {CategoryRow[]} rows
 * @param {string} [title]
 */
export function categorySection(rows, title = 'Many small elements: the category page') {
  const zero = rows.find((row) => row.tiles === 0) ?? null;
  /** @type {(format: (value: number | null) => string, key: keyof Summary) => (row: CategoryRow) => string} */
  const pair = (format, key) => (row) => `${format(row.element[key])} · ${format(row.static[key])}`;
  return [
    `# ${title}`,
    '',
    '`/category?tiles=N` (three elements a tile: a `<shop-banderole>` with its icon and two `<shop-icon>`s), Chromium,',
    `CPU throttled 4×, 150 ms added to every request, ${viewport.width}×${viewport.height}, first visits (renderer started`,
    `just before), \`?country=${country}\`. Cells with two figures: **element** (the demo page) · **static** (the same page once`,
    `rendered, serialized with its shadow roots as declarative shadow DOM, every script stripped), medians of ${samples} alternating`,
    'samples. Command: `node bench/category.mjs` (`CATEGORY_SAMPLES=<n>`, `CATEGORY_TILES=0,48`).',
    '',
    '- **Long tasks in all**: the sum of every long task from navigation until quiet; **longest task** of that load (the',
    "  page's own parsing and layout included: compare with the static page); **longest script of the design system**: the",
    "  longest script of its files in a long animation frame (Long Animation Frames' attribution): what the elements",
    "  themselves run in one go (their upgrade, rendering, slices), without the evaluation of the bundles and the page's own",
    '  work (–: none in a frame over 50 ms).',
    '- **Final look**: the first frame in which every element has its icon drawn (ms since navigation); **in view**: the',
    '  same for the elements of the first screen, and how long after the last script they needed had arrived (the bundles',
    '  and the icon modules).',
    "- **Main thread per element**: the renderer's main-thread task time of the load (CDP `TaskDuration`) above the static",
    "  page's, less that difference on the 0-tile page (the bundles' own evaluation), divided by the elements: one row against",
    '  another, so a few elements make it noisy; the goal is judged on the slope over every row (below the tables).',
    "  **Memory per element**: the JS heap after garbage collection above the 0-tile page's, with the grid, and after removing",
    '  the grid (left behind); DOM nodes per element (with their shadow roots).',
    '',
    '| tiles (elements) | long tasks in all ms | longest task ms | longest script of the design system ms | final look ms | in view: final ms | in view: after their code ms | main thread ms per element | JS heap KB per element (after removal) | DOM nodes per element | goals missed |',
    '| --- | ---: | ---: | ---: | ---: | ---: | ---: | ---: | ---: | ---: | --- |',
    ...rows.map((row) => {
      const each = perElement(row, zero);
      const heap =
        each.kb === null ? '–' : `${each.kb.toFixed(2)} (${/** @type {number} */ (each.kbRemoved).toFixed(2)})`;
      return `| ${row.tiles} (${thousands(row.element.elements ?? 0)}) | ${pair(ms, 'longTasks')(row)} | ${pair(ms, 'longest')(row)} | ${row.element.ourScript ? ms(row.element.ourScript) : '–'} | ${pair(ms, 'finalAt')(row)} | ${pair(ms, 'inViewFinalAt')(row)} | ${ms(row.element.inViewAfterCode)} | ${fixed(3)(each.ms)} | ${heap} | ${fixed(1)(each.nodes)} | ${missed(row.element).join(', ') || 'none'} |`;
    }),
    '',
    ...uninspectedTable(rows),
    `**Main thread per element as the page grows** (the slope of the element page's task time above the static page's against`,
    `the number of elements, least squares over the ${rows.length} rows): ${perElementLine(rows)}.`,
    '',
    `Goals: no task over ${goals.longestTask} ms from the elements (judged by their longest script); at most ${goals.msPerElement} ms main-thread time per element; the elements in view`,
    `final within ${goals.inViewAfterCode} ms of their code; memory per element bounded and released on removal.`,
    '',
  ].join('\n');
}

/**
 * The slope through Playwright's samples and through those without an inspector, against the goal.
 * @param {CategoryRow[]} rows
 */
function perElementLine(rows) {
  /** @type {(value: number | null) => string} */
  const judged = (value) =>
    value === null ? '–' : `${value.toFixed(3)} ms${value > goals.msPerElement ? ' (goal missed)' : ''}`;
  const through = judged(msPerElement(rows, (row) => row));
  const without = rows.some((row) => row.uninspected) ? judged(msPerElement(rows, (row) => row.uninspected)) : null;
  return without === null
    ? `${through} through Playwright`
    : `${through} through Playwright, ${without} without an inspector`;
}

/**
 * The same loads without an inspector (bench/category-uninspected.mjs): none where not measured.
 * @param {CategoryRow[]} rows
 */
function uninspectedTable(rows) {
  if (!rows.some((row) => row.uninspected)) return [];
  /** @type {(format: (value: number | null) => string, key: keyof Summary) => (pair: { element: Summary, static: Summary }) => string} */
  const both = (format, key) => (pair) => `${format(pair.element[key])} · ${format(pair.static[key])}`;
  return [
    '**Without an inspector** (bench/uninspected.mjs: Chromium over a bare DevTools pipe, no Runtime domain, whose stack',
    "capture makes V8 parse a large module's functions again; the same loads, samples alternating with the ones above):",
    '',
    '| tiles (elements) | long tasks in all ms | longest task ms | longest script of the design system ms | final look ms | in view: final ms | in view: after their code ms | goals missed |',
    '| --- | ---: | ---: | ---: | ---: | ---: | ---: | --- |',
    ...rows.flatMap((row) => {
      const pair = row.uninspected;
      if (!pair) return [];
      return [
        `| ${row.tiles} (${thousands(pair.element.elements ?? 0)}) | ${both(ms, 'longTasks')(pair)} | ${both(ms, 'longest')(pair)} | ${pair.element.ourScript ? ms(pair.element.ourScript) : '–'} | ${both(ms, 'finalAt')(pair)} | ${both(ms, 'inViewFinalAt')(pair)} | ${ms(pair.element.inViewAfterCode)} | ${missed(pair.element).join(', ') || 'none'} |`,
      ];
    }),
    '',
  ];
}

if (import.meta.main || process.argv[1] === import.meta.filename) {
  const host = await benchHost();
  const browser = await launchChromium();
  const uninspected = await launchUninspected();
  try {
    console.log(`▶ category page, tiles ${tileCounts.join(', ')}, ${samples} samples each`);
    const markdown = categorySection(await measureCategory(browser, host.baseUrl, console.log, uninspected));
    writeResult('category.md', markdown);
    console.log(markdown);
  } finally {
    await browser.close();
    await uninspected.close();
    await host.stop();
  }
}
