// One first visit of the category page as a shopper's browser runs it: no inspector domain that
// changes how scripts run (bench/uninspected.mjs says why), with the CPU slow-down, latency, warm
// renderer and observers of bench/vitals-uninspected.mjs. The figures of bench/category.mjs's
// Playwright samples that do not need the inspector: long tasks, the elements' longest script,
// final look, main-thread time.
import { lastScriptBefore, longestElementScript, observeElements, taskSeconds } from './category-page.mjs';
import { answerDocument } from './static-document.mjs';
import { openThrottled } from './vitals-uninspected.mjs';

/** @type {(ms: number) => Promise<void>} */
const sleep = (ms) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * @param {import('./vitals-uninspected.mjs').UninspectedBrowser} browser
 * @param {string} url
 * @param {{ width: number, height: number }} viewport
 * @param {string} selector the elements whose final look is awaited
 * @param {string | null} staticHtml the static baseline's document, answered at `url`; null for the live page
 * @param {import('./vitals-uninspected.mjs').ThrottleOptions} options
 */
export async function uninspectedCategorySample(browser, url, viewport, selector, staticHtml, options) {
  const page = await openThrottled(browser, url, viewport, options);
  try {
    await page.send('Page.addScriptToEvaluateOnNewDocument', {
      source: `(${observeElements})(${JSON.stringify({ selector })})`,
    });
    if (staticHtml) await answerDocument(page, url, staticHtml, options.latencyMs);
    await page.send('Performance.enable');
    const taskBefore = await taskSeconds(page);
    await page.send('Page.navigate', { url });
    // Asked twice a second, as bench/vitals-uninspected.mjs does: quiet, and every element final.
    const done =
      'window.__vitals?.quietAt != null && window.__category !== undefined && (window.__category.count === 0 || window.__category.finalAt !== null)';
    const deadline = Date.now() + 90_000;
    while (!(await page.evaluate(done).catch(() => false)) && Date.now() < deadline) await sleep(500);
    const taskMs = ((await taskSeconds(page)) - taskBefore) * 1000;
    /** @type {import('./vitals-page.mjs').VitalsState} */
    const load = await page.evaluate('JSON.parse(JSON.stringify(window.__vitals))');
    /** @type {import('./category-page.mjs').CategoryState} */
    const probe = await page.evaluate('({ ...window.__category })');
    const codeAt =
      probe.inViewFinalAt === null ? null : await page.evaluate(`(${lastScriptBefore})(${probe.inViewFinalAt})`);
    return {
      elements: probe.count,
      inView: probe.inView,
      longTasks: load.longTasks.reduce((sum, task) => sum + task.duration, 0),
      longest: load.longTasks.reduce((max, task) => Math.max(max, task.duration), 0),
      ourScript: longestElementScript(load.scripts),
      finalAt: probe.count ? probe.finalAt : null,
      inViewFinalAt: probe.inView ? probe.inViewFinalAt : null,
      inViewAfterCode:
        probe.inView && codeAt !== null && probe.inViewFinalAt !== null ? probe.inViewFinalAt - codeAt : null,
      taskMs,
    };
  } finally {
    await page.close();
  }
}
