// One load of a page as a shopper's browser runs it: no inspector domain that changes how scripts
// run (bench/uninspected.mjs says why), the same CPU slow-down, added latency, warm renderer,
// observers, static baseline and typing as the Playwright samples of bench/vitals.mjs: TBT, long
// tasks and LCP of the load, and INP of the typing (input dispatched by CDP's Input domain).
import { loadFigures, longestInteraction } from './vitals-load.mjs';
import { observeVitals } from './vitals-page.mjs';

/**
 * What the shopper does after the load: waits `afterMs`, clicks into the first `selector` (scrolled
 * into view) and types `text`, one key per `delayMs`.
 * @typedef {{ selector: string, text: string, delayMs: number, afterMs: number }} Typing
 */

/** @type {(ms: number) => Promise<void>} */
const sleep = (ms) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * @param {import('./uninspected.mjs').UninspectedPage} page
 * @param {string} url
 */
async function navigate(page, url) {
  const loaded = new Promise((resolve) => page.on('Page.loadEventFired', resolve));
  await page.send('Page.navigate', { url });
  await Promise.race([loaded, sleep(60_000)]);
}

/**
 * @param {{ newPage: (viewport: { width: number, height: number }) => Promise<import('./uninspected.mjs').UninspectedPage> }} browser
 * @param {string} url
 * @param {{ width: number, height: number }} viewport
 * @param {string | null} staticHtml the static baseline's document, answered at `url`; null for the live page
 * @param {{ cpuRate: number, latencyMs: number, quietMs: number, QUIET_MESSAGE: string, warmUpMs: number | null, typing: Typing }} options
 */
export async function uninspectedSample(browser, url, viewport, staticHtml, options) {
  const { cpuRate, latencyMs, quietMs, QUIET_MESSAGE, warmUpMs } = options;
  const page = await browser.newPage(viewport);
  try {
    await page.send('Emulation.setCPUThrottlingRate', { rate: cpuRate });
    await page.send('Network.enable');
    await page.send('Network.emulateNetworkConditions', {
      offline: false,
      latency: latencyMs,
      downloadThroughput: -1,
      uploadThroughput: -1,
    });
    if (warmUpMs !== null) {
      await navigate(page, `${new URL(url).origin}/__qa/state`);
      await sleep(warmUpMs);
    }
    await page.send('Page.addScriptToEvaluateOnNewDocument', {
      source: `(${observeVitals})(${JSON.stringify({ quietMs, QUIET_MESSAGE })})`,
    });
    if (staticHtml) {
      const body = Buffer.from(staticHtml).toString('base64');
      page.on('Fetch.requestPaused', (event) => {
        setTimeout(() => {
          page
            .send('Fetch.fulfillRequest', {
              requestId: event.requestId,
              responseCode: 200,
              responseHeaders: [
                { name: 'content-type', value: 'text/html; charset=utf-8' },
                { name: 'cache-control', value: 'no-store' },
              ],
              body,
            })
            .catch(() => {});
        }, latencyMs);
      });
      await page.send('Fetch.enable', {
        patterns: [{ urlPattern: url, resourceType: 'Document', requestStage: 'Request' }],
      });
    }
    await navigate(page, url);
    // Asked twice a second: a tiny evaluation, far from any long task.
    const deadline = Date.now() + 60_000;
    while (!(await page.evaluate('window.__vitals?.quietAt != null')) && Date.now() < deadline) await sleep(500);
    /** @type {import('./vitals-page.mjs').VitalsState} */
    const load = await page.evaluate('JSON.parse(JSON.stringify(window.__vitals))');
    const { tbt, longestFromFcp, lcp } = loadFigures(load);
    return { tbt, longestFromFcp, lcp, inp: staticHtml ? null : await typeInto(page, options.typing) };
  } finally {
    await page.close();
  }
}

/**
 * The shopper's typing after the load; the longest interaction, or null where there is no field.
 * @param {import('./uninspected.mjs').UninspectedPage} page
 * @param {Typing} typing
 */
async function typeInto(page, { selector, text, delayMs, afterMs }) {
  await sleep(afterMs);
  const findField = `[...document.querySelectorAll('*')].map((element) => element.shadowRoot?.querySelector(${JSON.stringify(selector)})).find(Boolean)`;
  const hasField = await page.evaluate(`Boolean(${findField})`);
  if (!hasField) return null;
  await page.evaluate(`${findField}.scrollIntoView({ block: 'center' })`);
  await sleep(300);
  /** @type {{ x: number, y: number }} */
  const center = await page.evaluate(
    `(() => { const box = ${findField}.getBoundingClientRect(); return { x: box.x + box.width / 2, y: box.y + box.height / 2 }; })()`,
  );
  const mouse = { ...center, button: 'left', clickCount: 1 };
  await page.send('Input.dispatchMouseEvent', { type: 'mouseMoved', ...center });
  await page.send('Input.dispatchMouseEvent', { type: 'mousePressed', ...mouse });
  await page.send('Input.dispatchMouseEvent', { type: 'mouseReleased', ...mouse });
  for (const key of text) {
    await sleep(delayMs);
    await page.send('Input.dispatchKeyEvent', { type: 'keyDown', key, text: key });
    await page.send('Input.dispatchKeyEvent', { type: 'keyUp', key });
  }
  await sleep(800); // Event Timing entries arrive after the next paint
  return longestInteraction(await page.evaluate('window.__vitals.events'));
}
