// Leak check: every element is mounted and removed 1000 times in Chromium, one fresh page per
// element (the `/bench/static` page, which loads no widget itself; the element's package entry is
// imported into it), and at 0, 100, 500 and 1000 iterations the script records what could pile up:
// live timers, live listeners on window/document, fetches in flight, held or pending Web Locks,
// DOM nodes and JS event listeners of the whole page (CDP Memory.getDOMCounters) and the JS heap
// after a forced garbage collection (CDP HeapProfiler.collectGarbage + Runtime.getHeapUsage).
// Odd iterations remove the element one frame after mounting (its requests still in flight: they
// must be aborted), even ones once it has rendered and its requests have settled (max 3 s).
// Mock services answer at once (QA latency 0, the demo host's default).
//
// Run by `npx -y pnpm@10 bench` (writes bench/results/leaks.md); alone:
//   BENCH_BASE_URL=http://127.0.0.1:<port> node bench/design-system-leaks.mjs
// (without BENCH_BASE_URL it starts a demo host of its own). LEAK_ITERATIONS=<n> for a quicker run.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { register } from 'tsx/esm/api';
import { launchChromium } from './browser.mjs';
import { startDemoHost } from './demo-host.mjs';
import { writeResult } from './results.mjs';

register();
const { staff, customers } = await import('../demo-host/src/mock-data/accounts.ts');
const { issueLoginToken } = await import('../demo-host/src/mock-data/tokens.ts');

const root = join(import.meta.dirname, '..');
const iterations = Math.max(10, Number(process.env.LEAK_ITERATIONS ?? 1000) || 1000);
const checkpoints = [0, iterations / 10, iterations / 2, iterations];
/** Heap growth per mount (between the 2nd and the last checkpoint) above which we call it a leak. */
/** Growth of the JS objects (heap without compiled code and native objects), per mount between the 2nd and the last checkpoint, above which we call it a leak (one retained mount, element + React tree, is several KB). */
const heapLeakBytesPerMount = 100;

/** @typedef {import('@playwright/test').Browser} Browser */
/** @typedef {import('@playwright/test').Page} Page */
/** @typedef {import('@playwright/test').CDPSession} CDPSession */
/**
 * One case: an element mounted and removed, or (`grid`) a grid of tiles put in and taken out.
 * @typedef {object} LeakCase
 * @property {string} label
 * @property {string} pkg
 * @property {string} tag
 * @property {Record<string, string>} [attributes]
 * @property {'content' | 'none'} [ready]
 * @property {string} [text]
 * @property {boolean} [loggedIn]
 * @property {boolean} [staff]
 * @property {{ tiles: number, reuse: boolean }} [grid]
 * @property {number} [iterations]
 */
/**
 * What the probe counts in the page (window.__leakProbe.counts()).
 * @typedef {object} LeakCounts
 * @property {number} timers
 * @property {number} timeouts
 * @property {number} intervals
 * @property {number} frames
 * @property {number} listeners
 * @property {Record<string, number>} listenersByKey
 * @property {number} fetchesInFlight
 * @property {number} fetchesStarted
 * @property {number} fetchesAborted
 * @property {number} dataLayer
 */
/**
 * The probe leakProbe installs as `window.__leakProbe`: its counts, and the unwrapped timer
 * functions the benchmark waits with.
 * @typedef {object} LeakProbe
 * @property {{ setTimeout: (handler: TimerHandler, timeout?: number) => number, requestAnimationFrame: (callback: FrameRequestCallback) => number }} original
 * @property {() => LeakCounts} counts
 */
/** @typedef {HTMLUListElement} LeakGrid */

/**
 * The shared runtime's import map as a page carries it (specifiers → /assets/runtime/<file>):
 * /bench/static loads no widget, so it has none of its own.
 */
function runtimeImportMap() {
  /** @type {{ imports: Record<string, string> }} */
  const { imports } = JSON.parse(readFileSync(join(root, 'packages', 'runtime', 'dist', 'importmap.json'), 'utf8'));
  return {
    imports: Object.fromEntries(Object.entries(imports).map(([name, file]) => [name, `/assets/runtime/${file}`])),
  };
}

/**
 * The entry module of a built package, as the demo host serves it.
 * @param {string} pkg
 */
function entryUrl(pkg) {
  /** @type {import('vite').Manifest} */
  const manifest = JSON.parse(readFileSync(join(root, 'packages', pkg, 'dist', '.vite', 'manifest.json'), 'utf8'));
  const file = manifest['src/index.ts']?.file;
  if (!file) throw new Error(`packages/${pkg}/dist has no entry for src/index.ts: build it first`);
  return `/assets/${pkg}/${file}`;
}

/**
 * ready: 'content' = its shadow root (or a nested one) shows content; 'none' = renders nothing
 * (headless, or the preview gate of a shopper).
 */
/**
 * A widget package's element on a German page, shown with content unless `extra` says otherwise.
 * @type {(label: string, pkg: string, extra?: Partial<LeakCase>) => LeakCase}
 */
const widget = (label, pkg, extra = {}) => ({
  label,
  pkg,
  tag: `shop-${pkg}`,
  attributes: { country: 'DE' },
  ready: 'content',
  ...extra,
});
/**
 * An element of the design system's own bundle.
 * @type {(tag: string, attributes: Record<string, string>, extra?: Partial<LeakCase>) => LeakCase}
 */
const designSystem = (tag, attributes, extra = {}) => ({
  label: `<${tag}>`,
  pkg: 'design-system',
  tag,
  attributes: { country: 'DE', ...attributes },
  ready: 'content',
  ...extra,
});
/** One product tile of the category page (demo-host/src/pages/category.ts): a banderole and two icons. */
const tileMarkup =
  '<li class="tile"><shop-banderole variant="loyalty-card" icon="loyalty-card" text="Card price −10 %" country="DE"></shop-banderole>' +
  '<h2>Espresso beans</h2><p><shop-icon name="coffee" label="Coffee" country="DE"></shop-icon><shop-icon name="wishlist" label="On the wish list" country="DE"></shop-icon></p></li>';
/**
 * A whole grid of `tiles` tiles put into the page and taken out again, as an infinite list or a
 * filter does: a fresh grid each time, or (`reuse`) the same one removed and re-inserted. Fewer
 * iterations than the single elements (each is 3 elements a tile).
 * @type {(label: string, tiles: number, reuse: boolean) => LeakCase}
 */
const grid = (label, tiles, reuse) => ({
  label,
  pkg: 'design-system',
  tag: 'shop-banderole',
  grid: { tiles, reuse },
  iterations: Math.max(10, Math.round(iterations / 10)),
});
const cases = [
  widget('<shop-footer>', 'footer'),
  widget('<shop-newsletter>', 'newsletter'),
  widget('<shop-newsletter> (logged in: prefill request)', 'newsletter', { loggedIn: true }),
  widget('<shop-login>', 'login'),
  widget('<shop-preview-panel> (shopper, no staff cookie)', 'preview-panel', { ready: 'none' }),
  widget('<shop-preview-panel> (staff cookie)', 'preview-panel', { staff: true }),
  widget('<shop-session>', 'session', { attributes: {}, ready: 'none' }),
  widget('<shop-session> (logged in)', 'session', { attributes: {}, ready: 'none', loggedIn: true }),
  designSystem('shop-notification', { variant: 'information' }, { text: 'Frischer Kaffee aus der Rösterei.' }),
  designSystem('shop-banderole', { variant: 'loyalty-card', icon: 'loyalty-card', text: 'Kundenkarte' }),
  designSystem('shop-icon', { name: 'coffee', size: '24', label: 'Kaffee' }),
  grid('a grid of 48 tiles (144 elements), a fresh one each time', 48, false),
  grid('the same grid of 48 tiles (144 elements) removed and re-inserted', 48, true),
];
/** @type {(spec: { iterations?: number }) => number[]} */
const checkpointsOf = (spec) => {
  const count = spec.iterations ?? iterations;
  return [0, count / 10, count / 2, count];
};

/**
 * In the page: mounts and removes the element for iterations [from, to); returns how many never settled.
 * @param {{ tag: string, attributes: Record<string, string>, text: string, ready: LeakCase['ready'], from: number, to: number }} options
 */
async function mountAndRemove({ tag, attributes, text, ready, from, to }) {
  const probe = window.__leakProbe;
  const nextTask = () => new Promise((resolve) => probe.original.setTimeout(resolve, 0));
  const nextFrame = () =>
    /** @type {Promise<void>} */ (new Promise((resolve) => probe.original.requestAnimationFrame(() => resolve())));
  /** @param {Element} element */
  const rendered = (element) => {
    const roots = [element.shadowRoot];
    while (roots.length) {
      const shadow = roots.pop();
      if (!shadow) continue;
      if ((shadow.querySelector('.shop-root')?.childElementCount ?? 0) > 0) return true;
      for (const child of shadow.querySelectorAll('*')) if (child.shadowRoot) roots.push(child.shadowRoot);
    }
    return false;
  };
  // Settled: rendered (unless headless), nothing in flight, and no new request for `quietMs`
  // (some elements load their data layer lazily after the first render, then fetch).
  const quietMs = 25;
  /** @type {(element: Element, maxMs: number) => Promise<boolean>} */
  const settle = async (element, maxMs) => {
    const deadline = performance.now() + maxMs;
    let started = probe.counts().fetchesStarted;
    let quietSince = performance.now();
    while (performance.now() < deadline) {
      await nextTask();
      const counts = probe.counts();
      const idle = (ready === 'none' || rendered(element)) && counts.fetchesInFlight === 0;
      if (!idle || counts.fetchesStarted !== started) {
        started = counts.fetchesStarted;
        quietSince = performance.now();
      } else if (performance.now() - quietSince >= quietMs) return true;
    }
    return false;
  };
  let unsettled = 0;
  for (let i = from; i < to; i += 1) {
    const element = document.createElement(tag);
    for (const [name, value] of Object.entries(attributes)) element.setAttribute(name, value);
    if (text) element.textContent = text;
    document.body.append(element);
    if (i % 2 === 1) await nextFrame();
    else if (!(await settle(element, 3000))) unsettled += 1;
    element.remove();
  }
  // Let the removals finish: aborted requests reject, unmount effects run.
  for (let i = 0; i < 3; i += 1) await nextFrame();
  const deadline = performance.now() + 2000;
  while (probe.counts().fetchesInFlight > 0 && performance.now() < deadline) await nextTask();
  return unsettled;
}

/**
 * In the page: puts a grid of tiles in and takes it out for iterations [from, to); odd ones one
 * frame after inserting (its elements partly rendered), even ones once every element shows its
 * icon (at most 3 s). Returns how many never got there, and the time from inserting to that.
 * @param {{ tileMarkup: string, tiles: number, reuse: boolean, from: number, to: number }} options
 */
async function gridInAndOut({ tileMarkup, tiles, reuse, from, to }) {
  const probe = window.__leakProbe;
  const nextTask = () => new Promise((resolve) => probe.original.setTimeout(resolve, 0));
  const nextFrame = () =>
    /** @type {Promise<void>} */ (new Promise((resolve) => probe.original.requestAnimationFrame(() => resolve())));
  const build = () => {
    const list = document.createElement('ul');
    list.innerHTML = tileMarkup.repeat(tiles);
    return list;
  };
  // The re-inserted grid lives across calls (it is part of the page, as a filtered-out list is).
  if (reuse) window.__leakGrid ??= build();
  const kept = window.__leakGrid;
  let unsettled = 0;
  /** @type {number[]} */
  const times = [];
  for (let i = from; i < to; i += 1) {
    // kept is the grid built above whenever reuse is set
    const list = reuse ? /** @type {LeakGrid} */ (kept) : build();
    const started = performance.now();
    document.body.append(list);
    if (i % 2 === 1) await nextFrame();
    else {
      const elements = [...list.querySelectorAll('shop-banderole, shop-icon')];
      let next = 0;
      const deadline = started + 3000;
      while (performance.now() < deadline) {
        while (next < elements.length && /** @type {Element} */ (elements[next]).shadowRoot?.querySelector('svg'))
          next += 1;
        if (next === elements.length) break;
        await nextTask();
      }
      if (next === elements.length) times.push(performance.now() - started);
      else unsettled += 1;
    }
    list.remove();
  }
  for (let i = 0; i < 3; i += 1) await nextFrame();
  return { unsettled, times };
}

/**
 * Self size of the JavaScript objects in a heap snapshot: without compiled code (V8 keeps
 * compiling and optimising the elements' functions over the first few hundred mounts) and
 * without native (browser) objects: the performance timeline's resource-timing and layout-shift
 * entries and the DevTools network log grow with every request and layout, up to the browser's
 * own buffer limits, whatever the element does. Detached DOM, the native thing an element could
 * leak, is counted apart (DOM nodes).
 * @param {CDPSession} cdp
 */
async function heapSnapshotSizes(cdp) {
  /** @type {string[]} */
  const chunks = [];
  /** @param {{ chunk: string }} event */
  const onChunk = (event) => chunks.push(event.chunk);
  cdp.on('HeapProfiler.addHeapSnapshotChunk', onChunk);
  await cdp.send('HeapProfiler.takeHeapSnapshot', { reportProgress: false, captureNumericValue: false });
  cdp.off('HeapProfiler.addHeapSnapshotChunk', onChunk);
  const { snapshot, nodes } = JSON.parse(chunks.join(''));
  const fields = snapshot.meta.node_fields;
  const typeNames = snapshot.meta.node_types[0];
  const typeAt = fields.indexOf('type');
  const sizeAt = fields.indexOf('self_size');
  let objects = 0;
  for (let i = 0; i < nodes.length; i += fields.length) {
    const type = typeNames[nodes[i + typeAt]];
    if (type !== 'code' && type !== 'native') objects += nodes[i + sizeAt];
  }
  return objects;
}

/**
 * @param {Page} page
 * @param {CDPSession} cdp
 */
async function measure(page, cdp) {
  await cdp.send('HeapProfiler.collectGarbage');
  await cdp.send('HeapProfiler.collectGarbage');
  const { usedSize } = await cdp.send('Runtime.getHeapUsage');
  const dom = await cdp.send('Memory.getDOMCounters');
  const objects = await heapSnapshotSizes(cdp);
  const counts = await page.evaluate(async () => {
    const locks = await navigator.locks.query();
    // Chromium always lists both (the DOM types have them optional)
    const held = /** @type {LockInfo[]} */ (locks.held);
    const pending = /** @type {LockInfo[]} */ (locks.pending);
    return { ...window.__leakProbe.counts(), locks: held.length + pending.length };
  });
  return {
    ...counts,
    heap: usedSize,
    objects,
    nodes: dom.nodes,
    jsEventListeners: dom.jsEventListeners,
  };
}

/**
 * @param {Browser} browser
 * @param {string} baseUrl
 * @param {LeakCase} spec
 */
async function runCase(browser, baseUrl, spec) {
  // The page's CSP allows no inline script: the import map below is inserted by this script.
  const context = await browser.newContext({ bypassCSP: true });
  try {
    if (spec.staff) {
      const login = await context.request.post(`${baseUrl}/service/preview/api/auth/login`, {
        data: { username: staff.username, password: staff.password },
      });
      if (!login.ok()) throw new Error(`staff login failed: ${login.status()}`);
    }
    if (spec.loggedIn) {
      const customer = customers[0];
      if (!customer) throw new Error('no seeded customer');
      const { token } = issueLoginToken(customer.id);
      await context.addCookies([{ name: 'LoginToken', value: token, url: baseUrl }]);
    }
    const page = await context.newPage();
    /** @type {string[]} */
    const problems = [];
    page.on('pageerror', (error) => problems.push(`uncaught: ${error.message}`));
    page.on('console', (message) => {
      if (message.type() === 'error' && !/net::ERR_ABORTED|status of 4\d\d/.test(message.text()))
        problems.push(`console: ${message.text()}`);
    });
    await page.addInitScript(leakProbe);
    await page.goto(`${baseUrl}/bench/static?country=DE`);
    await page.evaluate(
      ({ url, importMap }) => {
        const script = document.createElement('script');
        script.type = 'importmap';
        script.textContent = JSON.stringify(importMap);
        document.head.append(script);
        return import(url);
      },
      { url: entryUrl(spec.pkg), importMap: runtimeImportMap() },
    );
    await page.waitForFunction((tag) => customElements.get(tag) !== undefined, spec.tag);
    const cdp = await context.newCDPSession(page);
    /** @type {(LeakCounts & { locks: number, heap: number, objects: number, nodes: number, jsEventListeners: number, iteration: number })[]} */
    const rows = [];
    let unsettled = 0;
    const started = Date.now();
    const checkpoints = checkpointsOf(spec);
    /** @type {number[][]} */
    const insertTimes = [];
    for (let k = 0; k < checkpoints.length; k += 1) {
      const from = /** @type {number} */ (checkpoints[k - 1]);
      const to = /** @type {number} */ (checkpoints[k]);
      if (k > 0 && spec.grid) {
        const chunk = await page.evaluate(gridInAndOut, {
          tileMarkup,
          ...spec.grid,
          from,
          to,
        });
        unsettled += chunk.unsettled;
        insertTimes.push(chunk.times);
      } else if (k > 0) {
        unsettled += await page.evaluate(mountAndRemove, {
          tag: spec.tag,
          // every element case (not a grid) has its attributes
          attributes: /** @type {Record<string, string>} */ (spec.attributes),
          text: spec.text ?? '',
          ready: spec.ready,
          from,
          to,
        });
      }
      rows.push({ iteration: to, ...(await measure(page, cdp)) });
    }
    const left = await page.evaluate((tag) => document.querySelectorAll(tag).length, spec.tag);
    return { spec, rows, unsettled, problems, left, insertTimes, seconds: (Date.now() - started) / 1000 };
  } finally {
    await context.close();
  }
}

/** @typedef {Awaited<ReturnType<typeof runCase>>} CaseResult */
/** @typedef {CaseResult['rows'][number]} CheckpointRow */

/** @type {(bytes: number) => string} */
const kb = (bytes) => (bytes / 1024).toFixed(0);
const countKeys = /** @type {const} */ ([
  'timers',
  'listeners',
  'fetchesInFlight',
  'locks',
  'nodes',
  'jsEventListeners',
]);

/** @param {CaseResult} result */
function verdict(result) {
  const { rows } = result;
  // a row per checkpoint: four
  const second = /** @type {CheckpointRow} */ (rows[1]);
  const last = /** @type {CheckpointRow} */ (rows[rows.length - 1]);
  const grown = countKeys.filter((key) => last[key] > second[key]);
  const heapPerMount = (last.objects - second.objects) / (last.iteration - second.iteration);
  const heapLeak = heapPerMount > heapLeakBytesPerMount;
  return { bounded: grown.length === 0 && !heapLeak && last.fetchesInFlight === 0, grown, heapPerMount };
}

/**
 * Window/document listeners present at `last` beyond the ones at `first`, as "target type (capture) ×n".
 * @param {CheckpointRow} first
 * @param {CheckpointRow} last
 */
function addedListeners(first, last) {
  return Object.entries(last.listenersByKey)
    .filter(([key, n]) => n > (first.listenersByKey[key] ?? 0))
    .map(([key, n]) => {
      const [target, type, capture] = key.split('|');
      return `${target} ${type}${capture === 'true' ? ' (capture)' : ''} ×${n - (first.listenersByKey[key] ?? 0)}`;
    });
}

/**
 * The median of a list of numbers (null for none).
 * @param {number[]} values
 * @returns {number | null}
 */
function medianOf(values) {
  if (!values.length) return null;
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  /** @type {(index: number) => number} */
  const at = (index) => /** @type {number} */ (sorted[index]);
  return sorted.length % 2 ? at(middle) : (at(middle - 1) + at(middle)) / 2;
}

/**
 * For a grid case: how long an insertion took until every element showed its icon, first and last stretch.
 * @param {CaseResult} result
 */
function insertionCost(result) {
  if (!result.insertTimes?.length) return '';
  const [first, ...rest] = /** @type {[number[], ...number[][]]} */ (result.insertTimes);
  const last = rest.at(-1) ?? first;
  /** @type {(values: number[]) => string} */
  const ms = (values) =>
    medianOf(values) === null ? '–' : `${/** @type {number} */ (medianOf(values)).toFixed(1)} ms`;
  // a row per checkpoint: four
  return ` Inserting the grid until every element shows its icon (median, unthrottled): ${ms(first)} over the first ${/** @type {CheckpointRow} */ (result.rows[1]).iteration} insertions, ${ms(last)} over the last ${/** @type {CheckpointRow} */ (result.rows.at(-1)).iteration - /** @type {CheckpointRow} */ (result.rows.at(-2)).iteration}.`;
}

/** @param {CaseResult} result */
function section(result) {
  const { spec, unsettled, problems, left, seconds } = result;
  const rows = /** @type {[CheckpointRow, CheckpointRow, CheckpointRow, CheckpointRow]} */ (result.rows);
  const { bounded, grown, heapPerMount } = verdict(result);
  const last = /** @type {CheckpointRow} */ (rows[rows.length - 1]);
  const lines = [
    `### ${spec.label.replace(/</g, '`<').replace(/>/g, '>`')}`,
    '',
    '| mounts | live timers (timeouts / intervals / frames) | listeners on window + document | fetches in flight | fetches started (aborted) | Web Locks held + pending | DOM nodes | JS event listeners (page) | JS heap used (KB) | JS objects (KB) | tracking events in `window.dataLayer` |',
    '|---:|---:|---:|---:|---:|---:|---:|---:|---:|---:|---:|',
    ...rows.map(
      (r) =>
        `| ${r.iteration} | ${r.timers} (${r.timeouts} / ${r.intervals} / ${r.frames}) | ${r.listeners} | ${r.fetchesInFlight} | ${r.fetchesStarted} (${r.fetchesAborted}) | ${r.locks} | ${r.nodes} | ${r.jsEventListeners} | ${kb(r.heap)} | ${kb(r.objects)} | ${r.dataLayer} |`,
    ),
    '',
    `${bounded ? '**Bounded**' : '**NOT bounded**'}: ${
      grown.length ? `grew from ${rows[1].iteration} to ${last.iteration} mounts: ${grown.join(', ')}; ` : ''
    }JS objects ${heapPerMount >= 0 ? '+' : ''}${heapPerMount.toFixed(0)} bytes per mount between ${rows[1].iteration} and ${last.iteration} mounts (limit ${heapLeakBytesPerMount}).` +
      ` ${unsettled} of ${last.iteration / 2} settle-waits hit the 3 s limit; ${left} element(s) left in the page; ${seconds.toFixed(0)} s.` +
      insertionCost(result) +
      (addedListeners(rows[0], last).length
        ? ` Listeners on window/document added since the first mount and still there (once per page, not per mount): ${addedListeners(rows[0], last).join(', ')}.`
        : '') +
      (problems.length ? ` Console problems: ${[...new Set(problems)].slice(0, 3).join(' / ')}.` : ''),
    '',
  ];
  return lines.join('\n');
}

const ownHost = process.env.BENCH_BASE_URL ? null : await startDemoHost();
// ownHost is started exactly when BENCH_BASE_URL is unset.
const baseUrl = process.env.BENCH_BASE_URL ?? /** @type {NonNullable<typeof ownHost>} */ (ownHost).baseUrl;
const browser = await launchChromium();
// Cases run side by side in separate browser contexts (each page its own renderer, its own heap):
// most of a case's time is waiting for frames and for the element to settle.
const concurrency = Math.max(1, Number(process.env.LEAK_CONCURRENCY ?? 3) || 3);
const only = process.env.LEAK_ONLY;
const selected = cases.filter((spec) => !only || spec.label.includes(only));
/** @type {CaseResult[]} */
const results = new Array(selected.length);
try {
  let next = 0;
  const worker = async () => {
    while (next < selected.length) {
      const index = next;
      next += 1;
      const spec = /** @type {LeakCase} */ (selected[index]);
      console.log(`▶ ${spec.label}: ${checkpointsOf(spec)[3]} mounts`);
      const result = await runCase(browser, baseUrl, spec);
      const { bounded, heapPerMount } = verdict(result);
      console.log(
        `  ${spec.label}: ${bounded ? 'bounded' : 'NOT bounded'}, JS objects ${heapPerMount.toFixed(0)} B/mount, ${result.seconds} s`,
      );
      results[index] = result;
    }
  };
  await Promise.all(Array.from({ length: concurrency }, worker));
} finally {
  await browser.close();
  await ownHost?.stop();
}

const summary = results.map((result) => {
  const { bounded, heapPerMount } = verdict(result);
  const first = /** @type {CheckpointRow} */ (result.rows[0]);
  const last = /** @type {CheckpointRow} */ (result.rows[result.rows.length - 1]);
  /** @type {(key: 'timers' | 'listeners' | 'fetchesInFlight' | 'nodes') => string} */
  const pair = (key) => `${first[key]} → ${last[key]}`;
  return `| ${result.spec.label.replace(/</g, '`<').replace(/>/g, '>`')} | ${pair('timers')} | ${pair('listeners')} | ${pair('fetchesInFlight')} | ${pair('nodes')} | ${kb(first.heap)} → ${kb(last.heap)} | ${kb(first.objects)} → ${kb(last.objects)} | ${heapPerMount.toFixed(0)} | ${bounded ? 'yes' : '**no**'} |`;
});

const report = [
  `## Leaks: each element mounted and removed ${iterations} times (Chromium)`,
  '',
  `One fresh page per element (\`/bench/static\`, no widget of its own; the element's package entry imported into it),`,
  `mock services at QA latency 0. Odd iterations remove the element one frame after mounting (requests still in flight`,
  'must be aborted), even ones after it has rendered and its requests have settled. Counted by a probe injected before',
  'any page script: live timers (setTimeout/setInterval/requestAnimationFrame not yet fired or cleared), live listeners',
  'on window and document, fetches in flight; from CDP after two forced garbage collections: DOM nodes and JS event',
  'listeners of the whole page, the JS heap used, and from a heap snapshot the JS objects: without compiled code (V8',
  "keeps optimising the elements' functions over the first few hundred mounts) and without native browser objects (the",
  'performance timeline and the DevTools network log grow with every request up to their own buffer limits; detached',
  `DOM is the DOM nodes column). "Bounded" = no count grows between ${checkpoints[1]} and ${iterations} mounts, nothing is in`,
  `flight at the end, and the JS objects grow by at most ${heapLeakBytesPerMount} bytes per mount over that stretch (one retained`,
  `mount, element + React tree, is several KB; the first ${checkpoints[1]} mounts load lazy chunks, texts and icons once).`,
  `A logged-in case has a valid \`LoginToken\` cookie (seeded customer); the staff case a preview session cookie.`,
  "Tracking events an element pushes to `window.dataLayer` (e.g. the login form's page view, once per shown form) stay",
  "there by design: the page's tag manager owns that queue; they are counted in the last column and are part of the JS objects.",
  `The grid cases put a list of product tiles (the category page's: a \`<shop-banderole>\` and two \`<shop-icon>\`s each) into`,
  `the page and take it out ${checkpointsOf(cases.find((spec) => spec.grid) ?? {})[3]} times, a fresh one each time or the same one again (as an infinite list or a filter`,
  'does); a "mount" there is one grid, and the same limit holds per grid.',
  `Command: \`node bench/design-system-leaks.mjs\` (run by \`npx -y pnpm@10 bench\`; \`LEAK_ONLY=grid\` for the grids alone).`,
  '',
  `| element | live timers 0 → last | listeners window+document | fetches in flight | DOM nodes | JS heap KB | JS objects KB | their growth, bytes / mount (from the 2nd checkpoint to the last) | bounded |`,
  '|---|---:|---:|---:|---:|---:|---:|---:|---|',
  ...summary,
  '',
  ...results.map(section),
].join('\n');

const written = writeResult('leaks.md', report);
console.log(`\n${report}\nWritten to ${written}`);
process.exit(results.every((result) => verdict(result).bounded) ? 0 : 1);

// The probe, injected into every page of this script before any page script runs (as a
// Playwright init script, so the elements' modules capture the wrapped functions). Counts what an
// element could leave behind after it is removed:
// - live timers: setTimeout/setInterval/requestAnimationFrame ids that have neither fired (for the
//   one-shot kinds) nor been cleared;
// - live event listeners on window and document (same (type, listener, capture) counted once, as
//   the DOM does; `once` listeners that fired and listeners whose `signal` aborted are gone);
// - fetches in flight (started, not yet answered or failed), and fetches started / aborted in all.
// window.__leakProbe.counts() reads them; window.__leakProbe.original holds the unwrapped timer
// functions for the benchmark's own waiting (so it never counts itself).
function leakProbe() {
  const original = {
    setTimeout: window.setTimeout.bind(window),
    clearTimeout: window.clearTimeout.bind(window),
    setInterval: window.setInterval.bind(window),
    clearInterval: window.clearInterval.bind(window),
    requestAnimationFrame: window.requestAnimationFrame.bind(window),
    cancelAnimationFrame: window.cancelAnimationFrame.bind(window),
    fetch: window.fetch.bind(window),
    addEventListener: EventTarget.prototype.addEventListener,
    removeEventListener: EventTarget.prototype.removeEventListener,
  };
  /** @type {Set<number>} */
  const timeouts = new Set();
  /** @type {Set<number>} */
  const intervals = new Set();
  /** @type {Set<number>} */
  const frames = new Set();
  const fetches = { inFlight: 0, started: 0, aborted: 0 };
  /**
   * `${target}|${type}|${capture}` → Map(listener → the helper that forgets a `once` listener).
   * @type {Map<string, Map<EventListenerOrEventListenerObject, (() => boolean) | null>>}
   */
  const listeners = new Map();

  // The casts: the DOM's timer functions, as Node's types add __promisify__ to the global ones.
  window.setTimeout = /** @type {typeof window.setTimeout} */ (
    /**
     * @param {TimerHandler} handler
     * @param {number} [delay]
     * @param {...unknown} args
     */
    function setTimeout(handler, delay, ...args) {
      if (typeof handler !== 'function') return original.setTimeout(handler, delay, ...args);
      const id = original.setTimeout(
        /**
         * @this {unknown}
         * @param {...unknown} callArgs
         */
        function (...callArgs) {
          timeouts.delete(id);
          return handler.apply(this, callArgs);
        },
        delay,
        ...args,
      );
      timeouts.add(id);
      return id;
    }
  );
  window.setInterval = /** @type {typeof window.setInterval} */ (
    /**
     * @param {TimerHandler} handler
     * @param {number} [delay]
     * @param {...unknown} args
     */
    function setInterval(handler, delay, ...args) {
      const id = original.setInterval(handler, delay, ...args);
      intervals.add(id);
      return id;
    }
  );
  // clearTimeout and clearInterval share one id space (HTML spec): either clears either.
  /** @param {number | undefined} id */
  const clear = (id) => {
    // (an undefined id is in neither set)
    timeouts.delete(/** @type {number} */ (id));
    intervals.delete(/** @type {number} */ (id));
  };
  window.clearTimeout = /** @type {typeof window.clearTimeout} */ (
    /** @param {number | undefined} id */
    function clearTimeout(id) {
      clear(id);
      original.clearTimeout(id);
    }
  );
  window.clearInterval = /** @type {typeof window.clearInterval} */ (
    /** @param {number | undefined} id */
    function clearInterval(id) {
      clear(id);
      original.clearInterval(id);
    }
  );
  /** @param {FrameRequestCallback} callback */
  window.requestAnimationFrame = function requestAnimationFrame(callback) {
    const id = original.requestAnimationFrame((time) => {
      frames.delete(id);
      callback(time);
    });
    frames.add(id);
    return id;
  };
  /** @param {number} id */
  window.cancelAnimationFrame = function cancelAnimationFrame(id) {
    frames.delete(id);
    original.cancelAnimationFrame(id);
  };

  /** @param {[input: RequestInfo | URL, init?: RequestInit]} args */
  window.fetch = function fetch(...args) {
    fetches.started += 1;
    fetches.inFlight += 1;
    let answer;
    try {
      answer = original.fetch(...args);
    } catch (error) {
      fetches.inFlight -= 1;
      throw error;
    }
    answer.then(
      () => {
        fetches.inFlight -= 1;
      },
      (error) => {
        fetches.inFlight -= 1;
        if (error?.name === 'AbortError' || error?.name === 'TimeoutError') fetches.aborted += 1;
      },
    );
    return answer;
  };

  /** @type {(target: unknown) => string | null} */
  const targetName = (target) => (target === window ? 'window' : target === document ? 'document' : null);
  /** @type {(name: string, type: string, options: boolean | EventListenerOptions | undefined) => string} */
  const keyOf = (name, type, options) =>
    `${name}|${type}|${typeof options === 'boolean' ? options : Boolean(options?.capture)}`;

  /**
   * @this {EventTarget}
   * @param {string} type
   * @param {EventListenerOrEventListenerObject | null} listener
   * @param {boolean | AddEventListenerOptions} [options]
   */
  EventTarget.prototype.addEventListener = function addEventListener(type, listener, options) {
    const name = targetName(this);
    const signal = typeof options === 'object' && options !== null ? options.signal : undefined;
    if (name && listener && !signal?.aborted) {
      const key = keyOf(name, type, options);
      const live = listeners.get(key) ?? new Map();
      listeners.set(key, live);
      if (!live.has(listener)) {
        /** @type {(() => boolean) | null} */
        let forget = null;
        if (typeof options === 'object' && options?.once) {
          forget = () => live.delete(listener);
          original.addEventListener.call(this, type, forget, { once: true, capture: options.capture });
        }
        live.set(listener, forget);
        signal?.addEventListener('abort', () => live.delete(listener), { once: true });
      }
    }
    return original.addEventListener.call(this, type, listener, options);
  };
  /**
   * @this {EventTarget}
   * @param {string} type
   * @param {EventListenerOrEventListenerObject | null} listener
   * @param {boolean | EventListenerOptions} [options]
   */
  EventTarget.prototype.removeEventListener = function removeEventListener(type, listener, options) {
    const name = targetName(this);
    if (name && listener) {
      const live = listeners.get(keyOf(name, type, options));
      const forget = live?.get(listener);
      if (forget) original.removeEventListener.call(this, type, forget, options);
      live?.delete(listener);
    }
    return original.removeEventListener.call(this, type, listener, options);
  };

  window.__leakProbe = {
    original,
    counts() {
      /** @type {Record<string, number>} */
      const byKey = {};
      let total = 0;
      for (const [key, live] of listeners) {
        if (live.size) byKey[key] = live.size;
        total += live.size;
      }
      return {
        timers: timeouts.size + intervals.size + frames.size,
        timeouts: timeouts.size,
        intervals: intervals.size,
        frames: frames.size,
        listeners: total,
        listenersByKey: byKey,
        fetchesInFlight: fetches.inFlight,
        fetchesStarted: fetches.started,
        fetchesAborted: fetches.aborted,
        dataLayer: Array.isArray(window.dataLayer) ? window.dataLayer.length : 0,
      };
    },
  };
}
