// One load of a page as a shopper's browser runs it: no inspector domain that changes how scripts
// run (bench/uninspected.mjs says why), the same CPU slow-down, added latency, warm renderer,
// observers, static baseline and typing as the Playwright samples of bench/vitals.mjs: TBT, long
// tasks and LCP of the load, and INP of the typing (input dispatched by CDP's Input domain).
import { answerDocument } from './static-document.mjs';
import { throttle } from './throttle.mjs';
import { loadFigures, longestInteraction } from './vitals-load.mjs';
import { observeVitals } from './vitals-page.mjs';

/**
 * What the shopper does after the load: waits `afterMs`, clicks into the first `selector` (scrolled
 * into view) and types `text`, one key per `delayMs`.
 * @typedef {{ selector: string, text: string, delayMs: number, afterMs: number }} Typing
 */

/**
 * The early shopper: types `text` (one key per `delayMs`) into the first `selector` inside one of
 * `hosts` as soon as it is painted.
 * @typedef {{ hosts: string, selector: string, text: string, delayMs: number }} EarlyTyping
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
 * @typedef {{ cpuRate: number, latencyMs: number, quietMs: number, QUIET_MESSAGE: string, warmUpMs: number | null }} ThrottleOptions
 * @typedef {ThrottleOptions & { typing: Typing, early: EarlyTyping }} UninspectedOptions
 * @typedef {{ newPage: (viewport: { width: number, height: number }) => Promise<import('./uninspected.mjs').UninspectedPage> }} UninspectedBrowser
 */

/**
 * A fresh page with the CPU slowed down, the latency added, its renderer started and the
 * observers installed for the next navigation.
 * @param {UninspectedBrowser} browser
 * @param {string} url
 * @param {{ width: number, height: number }} viewport
 * @param {ThrottleOptions} options
 */
export async function openThrottled(browser, url, viewport, { cpuRate, latencyMs, quietMs, QUIET_MESSAGE, warmUpMs }) {
  const page = await browser.newPage(viewport);
  await throttle(page, { cpuRate, latencyMs });
  if (warmUpMs !== null) {
    await navigate(page, `${new URL(url).origin}/__qa/state`);
    await sleep(warmUpMs);
  }
  await page.send('Page.addScriptToEvaluateOnNewDocument', {
    source: `(${observeVitals})(${JSON.stringify({ quietMs, QUIET_MESSAGE })})`,
  });
  return page;
}

/**
 * @param {UninspectedBrowser} browser
 * @param {string} url
 * @param {{ width: number, height: number }} viewport
 * @param {string | null} staticHtml the static baseline's document, answered at `url`; null for the live page
 * @param {UninspectedOptions} options
 */
export async function uninspectedSample(browser, url, viewport, staticHtml, options) {
  const { latencyMs } = options;
  const page = await openThrottled(browser, url, viewport, options);
  try {
    if (staticHtml) await answerDocument(page, url, staticHtml, latencyMs);
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
 * The early shopper (bench/vitals.mjs earlySample): clicks into the form's e-mail field as soon as
 * it is painted and types at once. The characters kept and the longest interaction.
 * @param {UninspectedBrowser} browser
 * @param {string} url
 * @param {{ width: number, height: number }} viewport
 * @param {string | null} staticHtml the static baseline's document (its form takes typing without script); null for the live page
 * @param {UninspectedOptions} options
 */
export async function uninspectedEarlySample(browser, url, viewport, staticHtml, options) {
  const { hosts, selector, text, delayMs } = options.early;
  const page = await openThrottled(browser, url, viewport, options);
  try {
    if (staticHtml) await answerDocument(page, url, staticHtml, options.latencyMs);
    await page.send('Page.navigate', { url });
    const field = `[...document.querySelectorAll(${JSON.stringify(hosts)})].map((host) => host.shadowRoot?.querySelector(${JSON.stringify(selector)})).find(Boolean)`;
    // Asked every 20 ms until the field is painted (the page has painted, the field is laid out
    // and visible), then, scrolled into view if it is not, where it is in the next frame: the
    // shopper's eye, as Playwright's checks before a click.
    const painted = `performance.getEntriesByName('first-contentful-paint').length > 0 && (() => { const field = ${field}; return Boolean(field && field.getBoundingClientRect().width > 0 && getComputedStyle(field).visibility === 'visible'); })()`;
    const deadline = Date.now() + 30_000;
    while (!(await page.evaluate(painted).catch(() => false)) && Date.now() < deadline) await sleep(20);
    /** @type {{ x: number, y: number } | null} */
    const center = await page
      .evaluate(
        `(() => { const field = ${field}; const box = field.getBoundingClientRect(); if (box.top < 0 || box.bottom > innerHeight) field.scrollIntoView({ block: 'center' }); return new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(() => { const box = field.getBoundingClientRect(); resolve({ x: box.x + box.width / 2, y: box.y + box.height / 2 }); }))); })()`,
      )
      .catch(() => null);
    if (!center) return { kept: null, inp: null };
    await click(page, center);
    await typeKeys(page, text, delayMs);
    // The live page: until its widget has taken over; the static page has nothing to wait for.
    const live = `(() => { const host = document.querySelector(${JSON.stringify(hosts)}); return Boolean(host?.shadowRoot && !host.shadowRoot.querySelector('[data-shop-prerendered]')); })()`;
    while (!staticHtml && !(await page.evaluate(live)) && Date.now() < deadline) await sleep(100);
    await sleep(800); // Event Timing entries arrive after the next paint
    /** @type {string} */
    const value = await page.evaluate(`${field}?.value ?? ''`);
    let kept = 0;
    while (kept < value.length && value[kept] === text[kept]) kept++;
    return { kept, inp: longestInteraction(await page.evaluate('window.__vitals.events')) };
  } finally {
    await page.close();
  }
}

/**
 * A press and release of the left button at `point`, as Playwright's click sends it.
 * @param {import('./uninspected.mjs').UninspectedPage} page
 * @param {{ x: number, y: number }} point
 */
async function click(page, point) {
  const mouse = { ...point, button: 'left', clickCount: 1 };
  await page.send('Input.dispatchMouseEvent', { type: 'mouseMoved', ...point });
  await page.send('Input.dispatchMouseEvent', { type: 'mousePressed', ...mouse });
  await page.send('Input.dispatchMouseEvent', { type: 'mouseReleased', ...mouse });
}

/**
 * One key a `delayMs`, as Playwright's keyboard.type sends them.
 * @param {import('./uninspected.mjs').UninspectedPage} page
 * @param {string} text
 * @param {number} delayMs
 */
async function typeKeys(page, text, delayMs) {
  for (const key of text) {
    await page.send('Input.dispatchKeyEvent', { type: 'keyDown', key, text: key });
    await page.send('Input.dispatchKeyEvent', { type: 'keyUp', key });
    await sleep(delayMs);
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
  await click(page, center);
  await sleep(delayMs);
  await typeKeys(page, text, delayMs);
  await sleep(800); // Event Timing entries arrive after the next paint
  return longestInteraction(await page.evaluate('window.__vitals.events'));
}
