// What the static elements themselves cost, apart from the frames their slices take: a category
// page's elements (tiles of a `<shop-banderole>` and two `<shop-icon>`s) all in view, so that the
// render queue renders every one at once, against the same shadow trees parsed by the browser as
// declarative shadow DOM (their adopted sheets as a `<style>` each, as bench/category.mjs's static
// page has them), in Chromium at 4x CPU, on one page of the demo host:
// - element: the tiles' light DOM set with innerHTML and inserted; the elements render in the
//   microtask after that; then the page's style and layout are forced;
// - static: the serialized shadow trees set with setHTMLUnsafe (their hosts renamed, so nothing
//   upgrades) and inserted; then style and layout are forced.
// Per count: script, style and layout until that point, and until the next frame has painted,
// medians of samples alternating the two ways; the difference per element is what our code adds
// to what a page without it pays for the same content. bench/category.mjs measures whole loads,
// where the frames of the sliced rendering below the fold come on top and the machine's noise
// hides differences of this size.
//
//   node bench/design-system-one-go.mjs   (its own demo host unless BENCH_BASE_URL is set)
// ONE_GO_TILES=48,192 and ONE_GO_SAMPLES=15 set the tile counts and samples.
// Writes bench/results/one-go.md.
import { launchChromium } from './browser.mjs';
import { benchHost } from './demo-host.mjs';
import { median } from './render-time.mjs';
import { writeResult } from './results.mjs';

const tileCounts = (process.env.ONE_GO_TILES ?? '48,192').split(',').map(Number);
const samples = Math.max(1, Number(process.env.ONE_GO_SAMPLES ?? 15) || 15);
const cpuRate = 4;
const elementsPerTile = 3;
// Four tiles a row, each a line high: 192 tiles fit in a viewport this tall, so all are in view.
const viewport = { width: 1366, height: 2000 };

/** @typedef {{ styled: number, painted: number }} OneGoSample */

/**
 * In the page: the tiles' markup, rendered by our elements or parsed as declarative shadow DOM,
 * timed from the markup's insertion until style and layout are done and until the next paint.
 * @param {{ tiles: number, parsed: boolean }} options
 * @returns {Promise<OneGoSample>}
 */
async function renderTiles({ tiles, parsed }) {
  const tile = () =>
    `<div style="display:flex;gap:4px;align-items:center"><shop-banderole variant="loyalty-card" icon="loyalty-card" text="Card price −10 %" country="DE"></shop-banderole><shop-icon name="coffee" label="Coffee" country="DE"></shop-icon><shop-icon name="wishlist" label="On the wish list" country="DE"></shop-icon></div>`;
  const grid = () => {
    const box = document.createElement('div');
    box.style.cssText = 'position:absolute;top:0;left:0;right:0;display:grid;grid-template-columns:repeat(4,1fr)';
    return box;
  };
  /** @type {(box: HTMLElement, tags: string) => number} */
  const rendered = (box, tags) =>
    [...box.querySelectorAll(tags)].filter((element) => element.shadowRoot?.querySelector('.shop-root')).length;
  const nextPaint = () => new Promise((resolve) => requestAnimationFrame(() => setTimeout(resolve, 0)));
  let markup = Array.from({ length: tiles }, tile).join('');
  if (parsed) {
    // One tile rendered by our elements, serialized with its shadow roots and their styles.
    const probe = grid();
    probe.innerHTML = tile();
    document.body.prepend(probe);
    await nextPaint();
    const shadowRoots = [...probe.querySelectorAll('shop-banderole, shop-icon')].flatMap((host) =>
      host.shadowRoot ? [host.shadowRoot] : [],
    );
    for (const root of shadowRoots) {
      const style = document.createElement('style');
      style.textContent = root.adoptedStyleSheets
        .flatMap((sheet) => [...sheet.cssRules].map((rule) => rule.cssText))
        .join('\n');
      root.prepend(style);
    }
    // Other tag names, so that nothing upgrades; the classes inside stay as they are.
    const serialized = probe.getHTML({ shadowRoots }).replaceAll('<shop-', '<still-').replaceAll('</shop-', '</still-');
    probe.remove();
    markup = Array.from({ length: tiles }, () => serialized).join('');
  }
  const box = grid();
  const start = performance.now();
  if (parsed) box.setHTMLUnsafe(markup);
  else box.innerHTML = markup;
  document.body.prepend(box);
  // The render queue's in-view pass is a microtask queued as the elements connected.
  await Promise.resolve();
  box.getBoundingClientRect();
  const styled = performance.now() - start;
  const shown = rendered(box, parsed ? 'still-banderole, still-icon' : 'shop-banderole, shop-icon');
  await nextPaint();
  const painted = performance.now() - start;
  box.remove();
  if (shown !== tiles * 3) throw new Error(`${shown} of ${tiles * 3} elements had their markup when timed`);
  return { styled, painted };
}

/**
 * One sample on a fresh page of the demo host (the design system's bundle loaded, no tiles).
 * @param {import('@playwright/test').Browser} browser
 * @param {string} baseUrl
 * @param {number} tiles
 * @param {boolean} parsed
 * @returns {Promise<OneGoSample>}
 */
async function sample(browser, baseUrl, tiles, parsed) {
  // The demo host's pages require Trusted Types for innerHTML; the bench sets its own markup.
  const context = await browser.newContext({ viewport, bypassCSP: true });
  try {
    const page = await context.newPage();
    await page.goto(`${baseUrl}/category?tiles=0&country=DE`);
    await page.waitForFunction(() => customElements.get('shop-icon') && customElements.get('shop-banderole'));
    // The icons' modules loaded before timing, as on a category page once the tags are registered.
    await page.evaluate(async () => {
      const warm = document.createElement('div');
      warm.innerHTML = ['loyalty-card', 'coffee', 'wishlist']
        .map((name) => `<shop-icon name="${name}"></shop-icon>`)
        .join('');
      document.body.append(warm);
      await new Promise((resolve) => setTimeout(resolve, 300));
      warm.remove();
    });
    const cdp = await context.newCDPSession(page);
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: cpuRate });
    return await page.evaluate(renderTiles, { tiles, parsed });
  } finally {
    await context.close();
  }
}

const host = await benchHost();
const browser = await launchChromium();
/** @type {{ tiles: number, element: OneGoSample, parsed: OneGoSample }[]} */
const rows = [];
try {
  for (const tiles of tileCounts) {
    /** @type {{ element: OneGoSample[], parsed: OneGoSample[] }} */
    const taken = { element: [], parsed: [] };
    for (let i = 0; i < samples; i += 1) {
      // Alternating, so that drift on a shared machine hits both alike.
      for (const parsed of i % 2 ? [true, false] : [false, true]) {
        taken[parsed ? 'parsed' : 'element'].push(await sample(browser, host.baseUrl, tiles, parsed));
      }
    }
    /** @type {(list: OneGoSample[]) => OneGoSample} */
    const medians = (list) => ({
      styled: median(list.map((item) => item.styled)),
      painted: median(list.map((item) => item.painted)),
    });
    rows.push({ tiles, element: medians(taken.element), parsed: medians(taken.parsed) });
    console.log(`  ${tiles} tiles: ${JSON.stringify(rows.at(-1))}`);
  }
} finally {
  await browser.close();
  await host.stop();
}

/** @type {(ms: number) => string} */
const fixed = (ms) => ms.toFixed(1);
/** @type {(element: number, parsed: number, count: number) => string} */
const perElement = (element, parsed, count) => ((element - parsed) / count).toFixed(3);
const report = [
  '## The static elements in one go, against the same content parsed',
  '',
  `A category page's tiles (a \`<shop-banderole>\` with its icon and two \`<shop-icon>\`s), all in view, so that every element`,
  'renders at once, in Chromium at 4× CPU: **element**: their light DOM inserted, our elements render it; **parsed**: the',
  'same shadow trees as declarative shadow DOM (their styles as a `<style>` each), parsed by the browser. Timed in the page',
  'from the insertion until style and layout are done, and until the next frame has painted; medians of',
  `${samples} samples each, alternating. **Added per element**: element minus parsed, divided by the elements: what our code`,
  "costs beyond the content itself (bench/category.mjs's goal: 0.5 ms an element in all). Command: `node",
  'bench/design-system-one-go.mjs` (`ONE_GO_TILES`, `ONE_GO_SAMPLES`).',
  '',
  '| tiles (elements) | to style and layout ms: element · parsed | added per element ms | to paint ms: element · parsed | added per element ms |',
  '| ---: | ---: | ---: | ---: | ---: |',
  ...rows.map((row) => {
    const count = row.tiles * elementsPerTile;
    return `| ${row.tiles} (${count}) | ${fixed(row.element.styled)} · ${fixed(row.parsed.styled)} | ${perElement(row.element.styled, row.parsed.styled, count)} | ${fixed(row.element.painted)} · ${fixed(row.parsed.painted)} | ${perElement(row.element.painted, row.parsed.painted, count)} |`;
  }),
  '',
].join('\n');
writeResult('one-go.md', report);
console.log(`\n${report}`);
