// What the category bench (bench/category.mjs) records of a page, shared by its Playwright
// samples and its samples without an inspector (bench/category-uninspected.mjs).

/**
 * What observeElements records in the page (`window.__category`), in ms since navigation start.
 * @typedef {{ count: number, inView: number, finalAt: number | null, inViewFinalAt: number | null }} CategoryState
 */

/**
 * Installed before the page's scripts: once per animation frame, whether every element (and
 * every element of the first screen) has its final look, i.e. its icon in its shadow root. The
 * elements are listed once the page is parsed; the check walks on from the first element not
 * yet final, so its cost does not grow with the frames.
 * @param {{ selector: string }} options
 */
export function observeElements({ selector }) {
  /** @type {CategoryState} */
  const state = { count: 0, inView: 0, finalAt: null, inViewFinalAt: null };
  Object.defineProperty(window, '__category', { value: state });
  /** @param {Element} element */
  const isFinal = (element) => element.shadowRoot?.querySelector('svg') != null;
  /** @type {Element[] | null} */
  let elements = null;
  /** @type {Element[]} */
  let inView = [];
  let next = 0;
  /** @param {number} now */
  const frame = (now) => {
    if (!elements && document.readyState !== 'loading') {
      elements = [...document.querySelectorAll(selector)];
      inView = elements.filter((element) => {
        const box = element.getBoundingClientRect();
        return box.bottom > 0 && box.top < innerHeight && box.right > 0 && box.left < innerWidth;
      });
      state.count = elements.length;
      state.inView = inView.length;
    }
    if (elements) {
      if (state.inViewFinalAt === null && inView.every(isFinal)) state.inViewFinalAt = now;
      while (next < elements.length && isFinal(/** @type {Element} */ (elements[next]))) next += 1;
      if (next === elements.length) {
        state.finalAt = now;
        return;
      }
    }
    requestAnimationFrame(frame);
  };
  requestAnimationFrame(frame);
}

/**
 * The end of the last script response before `before` (ms since navigation start).
 * @param {number} before
 */
export function lastScriptBefore(before) {
  return /** @type {PerformanceResourceTiming[]} */ (performance.getEntriesByType('resource'))
    .filter((entry) => /\.js(\?|$)/.test(entry.name) && entry.responseEnd <= before)
    .reduce((last, entry) => Math.max(last, entry.responseEnd), 0);
}

/**
 * The longest script of the design system's files in a long animation frame, after its module
 * graph was evaluated: the elements' own work (their upgrade, rendering, slices), not the page's
 * parsing and layout, nor the evaluation of the bundles (React's among them), which a page with
 * no element pays too.
 * @param {import('./vitals-page.mjs').VitalsScript[]} scripts
 */
export function longestElementScript(scripts) {
  return scripts
    .filter((script) => script.source.startsWith('design-system/') && !script.source.endsWith('(module-script)'))
    .reduce((max, script) => Math.max(max, script.duration), 0);
}

/**
 * The renderer's main-thread task time so far (CDP Performance.getMetrics `TaskDuration`, after
 * Performance.enable), in seconds: through a Playwright CDPSession or bench/uninspected.mjs's page.
 * @param {{ send: (method: 'Performance.getMetrics') => Promise<{ metrics: { name: string, value: number }[] }> }} session
 */
export async function taskSeconds(session) {
  const { metrics } = await session.send('Performance.getMetrics');
  return metrics.find((metric) => metric.name === 'TaskDuration')?.value ?? 0;
}
