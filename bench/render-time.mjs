// Render-time harness: time from navigation start until an element's content is in its shadow
// root, and until the frame after that is painted, for a custom element and for a static-HTML
// page of the same content (declarative shadow DOM), in the same browser run, alternating, with
// the CPU slowed down 4x (CDP Emulation.setCPUThrottlingRate). Each sample is a first visit
// (fresh context, empty cache); a second navigation in the same context gives the repeat visit
// (hashed files from cache).

/**
 * Runs in the page before any of its scripts: records performance.now() (milliseconds since
 * navigation start) the first time `selector` matches inside the shadow root of the element
 * marked `data-bench-target` (`contentAt`: in the DOM, before style, layout and paint), and
 * when the frame after that has been painted (`paintedAt`: a task queued from the next
 * animation frame runs after that frame; on a busy page it may wait longer, never shorter).
 * Watches the document and every shadow root as it is attached (mutation observers run as
 * microtasks, so the time is that of the DOM change, not of a poll), and says so on the
 * console: the harness waits for that message rather than polling with `page.waitForFunction`,
 * whose injected script (~50 ms of main thread at 4x throttling) would otherwise run inside the
 * measured time of every page whose content comes after `load`.
 */
/** @param {{ selector: string, CONTENT_MESSAGE: string }} options */
function markContent({ selector, CONTENT_MESSAGE }) {
  /** @type {BenchState} */
  const state = { contentAt: null, paintedAt: null };
  Object.defineProperty(window, '__benchState', { value: state });
  const check = () => {
    if (state.contentAt !== null) return;
    const host = document.querySelector('[data-bench-target]');
    if (!host?.shadowRoot?.querySelector(selector)) return;
    state.contentAt = performance.now();
    requestAnimationFrame(() =>
      setTimeout(() => {
        state.paintedAt = performance.now();
        console.debug(CONTENT_MESSAGE);
      }),
    );
  };
  new MutationObserver(check).observe(document, { childList: true, subtree: true });
  const attachShadow = Element.prototype.attachShadow;
  /** @this {Element} @param {ShadowRootInit} init */
  Element.prototype.attachShadow = function (init) {
    const shadowRoot = attachShadow.call(this, init);
    new MutationObserver(check).observe(shadowRoot, { childList: true, subtree: true });
    return shadowRoot;
  };
  document.addEventListener('DOMContentLoaded', check);
}

const CONTENT_MESSAGE = 'bench: content shown';

/** What markContent records in the page, in milliseconds since navigation start. */
/** @typedef {{ contentAt: number | null, paintedAt: number | null }} BenchState */

/**
 * One first visit and one repeat visit of `url`.
 * @param {import('@playwright/test').Browser} browser
 * @param {string} url
 * @param {string} selector
 * @param {number} cpuRate
 */
async function sample(browser, url, selector, cpuRate) {
  const context = await browser.newContext();
  try {
    const page = await context.newPage();
    const cdp = await context.newCDPSession(page);
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: cpuRate });
    await page.addInitScript(markContent, { selector, CONTENT_MESSAGE });
    /** @type {BenchState[]} */
    const times = [];
    for (let visit = 0; visit < 2; visit++) {
      const contentShown = page.waitForEvent('console', {
        predicate: (message) => message.text() === CONTENT_MESSAGE,
        timeout: 30_000,
      });
      contentShown.catch(() => {}); // awaited below; not unhandled when goto fails first
      await page.goto(url, { waitUntil: 'load' });
      await contentShown;
      times.push(
        await page.evaluate(() => ({
          .../** @type {{ __benchState: BenchState }} */ (/** @type {unknown} */ (window)).__benchState,
        })),
      );
    }
    const [first, repeat] = /** @type {[BenchState, BenchState]} */ (times);
    // The console message is sent only once both times are set.
    return {
      first: /** @type {number} */ (first.contentAt),
      repeat: /** @type {number} */ (repeat.contentAt),
      painted: { first: /** @type {number} */ (first.paintedAt), repeat: /** @type {number} */ (repeat.paintedAt) },
    };
  } finally {
    await context.close();
  }
}

/** @type {(values: number[]) => number} */
export const median = (values) => {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  const at = (/** @type {number} */ index) => sorted[index] ?? Number.NaN;
  return sorted.length % 2 ? at(middle) : (at(middle - 1) + at(middle)) / 2;
};

/**
 * The 25th and 75th percentiles (nearest rank).
 * @type {(values: number[]) => number[]}
 */
export const quartiles = (values) => {
  const sorted = [...values].sort((a, b) => a - b);
  return [0.25, 0.75].map(
    (share) => sorted[Math.min(sorted.length - 1, Math.floor(share * sorted.length))] ?? Number.NaN,
  );
};

/**
 * `pages`: { name: url } — all pages mark the same content; measured alternately, `samples`
 * times each, after one unmeasured warm-up round (server caches, compression). `extraSamples`
 * ({ name: n }) samples a page n more times per round: a short page (the static baseline) varies
 * most under CPU throttling, and its median divides every ratio.
 * @param {import('@playwright/test').Browser} browser
 * @param {{ pages: Record<string, string>, selector: string, samples?: number, cpuRate?: number, extraSamples?: Record<string, number> }} options
 */
export async function measureRenderTimes(browser, { pages, selector, samples = 15, cpuRate = 4, extraSamples = {} }) {
  /** @typedef {{ first: number[], repeat: number[] }} Series */
  /** @type {() => Series} */
  const series = () => ({ first: [], repeat: [] });
  /** @type {Record<string, Series & { url: string, painted: Series }>} */
  const results = Object.fromEntries(
    Object.entries(pages).map(([name, url]) => [name, { url, ...series(), painted: series() }]),
  );
  // A sample that fails (e.g. a bundle being rebuilt at that moment) is retried, twice at most.
  /** @type {(url: string, tries?: number) => Promise<Awaited<ReturnType<typeof sample>>>} */
  const attempt = async (url, tries = 3) => {
    try {
      return await sample(browser, url, selector, cpuRate);
    } catch (error) {
      if (tries <= 1) throw error;
      console.warn(
        `render-time sample of ${url} failed (${(error instanceof Error ? error.message : String(error)).split('\n')[0]}); retrying`,
      );
      return attempt(url, tries - 1);
    }
  };
  for (const url of Object.values(pages)) await attempt(url);
  for (let i = 0; i < samples; i++) {
    for (const [name, url] of Object.entries(pages)) {
      for (let extra = 0; extra <= (extraSamples[name] ?? 0); extra++) {
        const { first, repeat, painted } = await attempt(url);
        const result = /** @type {Series & { painted: Series }} */ (results[name]);
        result.first.push(first);
        result.repeat.push(repeat);
        result.painted.first.push(painted.first);
        result.painted.repeat.push(painted.repeat);
      }
    }
  }
  /** @type {(series: Series) => Series & { medianFirst: number, medianRepeat: number }} */
  const medians = ({ first, repeat }) => ({ first, repeat, medianFirst: median(first), medianRepeat: median(repeat) });
  // in the DOM at the top level (medianFirst, ...); painted under `painted`
  return Object.fromEntries(
    Object.entries(results).map(([name, { url, painted, ...inDom }]) => [
      name,
      { url, ...medians(inDom), painted: medians(painted) },
    ]),
  );
}
