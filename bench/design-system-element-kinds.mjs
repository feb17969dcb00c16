// How to render many small static elements (an icon each): the three ways the design system
// could take, measured side by side in one page, Chromium at 4x CPU (CDP throttling):
// - a React root per element (what defineElement does: r2wc mounts one root per element);
// - one React root for all, each element's content a portal into its shadow root;
// - no React: plain DOM calls building the same markup (what defineStaticElement does).
// Per way and count: the main-thread time of rendering them all (one synchronous render, as
// React's flushSync does; measured in the page with performance.now), and the JS heap per
// element after garbage collection. Each way renders into fresh shadow roots of fresh hosts
// (attaching them is not timed), on a fresh page.
//
//   node bench/design-system-element-kinds.mjs   (its own demo host unless BENCH_BASE_URL is set)
// KINDS_COUNTS=144,576 sets the element counts. Writes bench/results/element-kinds.md.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { launchChromium } from './browser.mjs';
import { startDemoHost } from './demo-host.mjs';
import { median } from './render-time.mjs';
import { writeResult } from './results.mjs';

const root = join(import.meta.dirname, '..');
const counts = (process.env.KINDS_COUNTS ?? '144,576,2304').split(',').map(Number);
const samples = Math.max(1, Number(process.env.KINDS_SAMPLES ?? 3) || 3);
const cpuRate = 4;
const ways = ['a React root per element', 'one React root, a portal per element', 'plain DOM, no React'];

/**
 * What renderAll leaves in the page (`window.__kinds`): the hosts' container, their shadow roots
 * and the React roots that render into them (none for plain DOM).
 * @typedef {{ container: HTMLDivElement, shadows: ShadowRoot[], roots?: import('react-dom/client').Root[] }} KindsProbe
 */
/** @typedef {{ ms: number, bytes: number }} KindSample */

/** The shared runtime's import map as a page carries it (specifiers → /assets/runtime/<file>). */
function runtimeImportMap() {
  const { imports } = JSON.parse(readFileSync(join(root, 'packages', 'runtime', 'dist', 'importmap.json'), 'utf8'));
  return {
    imports: Object.fromEntries(Object.entries(imports).map(([name, file]) => [name, `/assets/runtime/${file}`])),
  };
}

/**
 * In the page: `count` hosts with open shadow roots, then renders an icon's markup (the coffee
 * icon: an svg with four paths, in a `.shop-root` div) into each the given way. Returns the
 * rendering's milliseconds.
 * @param {{ way: number, count: number }} options
 */
async function renderAll({ way, count }) {
  const React = await import('react');
  const { createRoot } = await import('react-dom/client');
  const { createPortal, flushSync } = await import('react-dom');
  const shapes = ['M4 9h12v5a5 5 0 0 1-5 5H9a5 5 0 0 1-5-5Z', 'M16 10h2a2 2 0 0 1 0 4h-2', 'M8 3v3M12 3v3', 'M3 21h14'];
  const h = React.createElement;
  const strokeProps = {
    fill: 'none',
    stroke: 'currentColor',
    strokeWidth: 2,
    strokeLinecap: 'round',
    strokeLinejoin: 'round',
  };
  const Icon = () =>
    h(
      'div',
      { className: 'shop-root', lang: 'de-DE' },
      h(
        'svg',
        { className: 'icon', viewBox: '0 0 24 24', width: 16, height: 16, focusable: 'false', 'aria-hidden': true },
        shapes.map((d) => h('path', { key: d, d, ...strokeProps })),
      ),
    );
  const svgNamespace = 'http://www.w3.org/2000/svg';
  const iconDom = () => {
    const div = document.createElement('div');
    div.className = 'shop-root';
    div.lang = 'de-DE';
    const svg = document.createElementNS(svgNamespace, 'svg');
    for (const [name, value] of /** @type {[string, string][]} */ ([
      ['class', 'icon'],
      ['viewBox', '0 0 24 24'],
      ['width', '16'],
      ['height', '16'],
      ['focusable', 'false'],
      ['aria-hidden', 'true'],
    ]))
      svg.setAttribute(name, value);
    for (const d of shapes) {
      const path = document.createElementNS(svgNamespace, 'path');
      for (const [name, value] of /** @type {[string, string][]} */ ([
        ['d', d],
        ['fill', 'none'],
        ['stroke', 'currentColor'],
        ['stroke-width', '2'],
        ['stroke-linecap', 'round'],
        ['stroke-linejoin', 'round'],
      ]))
        path.setAttribute(name, value);
      svg.append(path);
    }
    div.append(svg);
    return div;
  };
  const container = document.createElement('div');
  document.body.append(container);
  const shadows = Array.from({ length: count }, () => {
    const host = document.createElement('span');
    container.append(host);
    return host.attachShadow({ mode: 'open' });
  });
  window.__kinds = { container, shadows };
  const started = performance.now();
  if (way === 0) {
    window.__kinds.roots = shadows.map((shadow) => {
      const reactRoot = createRoot(shadow);
      flushSync(() => reactRoot.render(h(Icon)));
      return reactRoot;
    });
  } else if (way === 1) {
    const reactRoot = createRoot(document.createElement('div'));
    flushSync(() => reactRoot.render(shadows.map((shadow, index) => createPortal(h(Icon), shadow, String(index)))));
    window.__kinds.roots = [reactRoot];
  } else {
    for (const shadow of shadows) shadow.append(iconDom());
  }
  return performance.now() - started;
}

/** @param {import('@playwright/test').CDPSession} cdp */
async function heapUsed(cdp) {
  await cdp.send('HeapProfiler.collectGarbage');
  await cdp.send('HeapProfiler.collectGarbage');
  return (await cdp.send('Runtime.getHeapUsage')).usedSize;
}

/**
 * @param {import('@playwright/test').Browser} browser
 * @param {string} baseUrl
 * @param {number} way
 * @param {number} count
 * @returns {Promise<KindSample>}
 */
async function sample(browser, baseUrl, way, count) {
  const context = await browser.newContext({ bypassCSP: true });
  try {
    const page = await context.newPage();
    await page.goto(`${baseUrl}/bench/static?country=DE`);
    await page.evaluate((importMap) => {
      const script = document.createElement('script');
      script.type = 'importmap';
      script.textContent = JSON.stringify(importMap);
      document.head.append(script);
      return Promise.all([import('react'), import('react-dom/client'), import('react-dom')]);
    }, runtimeImportMap());
    const cdp = await context.newCDPSession(page);
    const before = await heapUsed(cdp);
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: cpuRate });
    const ms = await page.evaluate(renderAll, { way, count });
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: 1 });
    const after = await heapUsed(cdp);
    return { ms, bytes: (after - before) / count };
  } finally {
    await context.close();
  }
}

const ownHost = process.env.BENCH_BASE_URL ? null : await startDemoHost();
// ownHost is started exactly when BENCH_BASE_URL is unset.
const baseUrl = process.env.BENCH_BASE_URL ?? /** @type {NonNullable<typeof ownHost>} */ (ownHost).baseUrl;
const browser = await launchChromium();
/** @type {{ count: number, way: string | undefined, ms: number, perElement: number, kb: number }[]} */
const rows = [];
try {
  for (const count of counts) {
    const results = ways.map(() => /** @type {KindSample[]} */ ([]));
    for (let i = 0; i < samples; i += 1) {
      // Rotate the order, so that drift on a shared machine hits every way alike.
      for (let k = 0; k < ways.length; k += 1) {
        const way = (i + k) % ways.length;
        /** @type {KindSample[]} */ (results[way]).push(await sample(browser, baseUrl, way, count));
      }
    }
    for (const [way, list] of results.entries()) {
      const ms = median(list.map((item) => item.ms));
      const bytes = median(list.map((item) => item.bytes));
      rows.push({ count, way: ways[way], ms, perElement: ms / count, kb: bytes / 1024 });
      console.log(`  ${count} × ${ways[way]}: ${ms.toFixed(0)} ms, ${(bytes / 1024).toFixed(2)} KB per element`);
    }
  }
} finally {
  await browser.close();
  await ownHost?.stop();
}

const report = [
  '## Many small elements: a React root each, one root with portals, or plain DOM',
  '',
  `The same icon markup (a \`.shop-root\` div, an svg of four paths) rendered into N fresh shadow roots, in Chromium at ${cpuRate}× CPU:`,
  "a React root per element (defineElement's way), one React root with a portal per element, or plain DOM calls",
  "(defineStaticElement's way). One synchronous render of all (React's `flushSync`), timed in the page; the JS heap after",
  `garbage collection above the page's before, per element. Medians of ${samples} samples, each way on a fresh page.`,
  'Command: `node bench/design-system-element-kinds.mjs` (`KINDS_COUNTS`, `KINDS_SAMPLES`).',
  '',
  '| elements | way | render ms | ms per element | JS heap KB per element |',
  '| ---: | --- | ---: | ---: | ---: |',
  ...rows.map(
    (row) =>
      `| ${row.count} | ${row.way} | ${row.ms.toFixed(0)} | ${row.perElement.toFixed(3)} | ${row.kb.toFixed(2)} |`,
  ),
  '',
].join('\n');
writeResult('element-kinds.md', report);
console.log(`\n${report}`);
