import { setTimeout as sleep } from 'node:timers/promises';

/**
 * Engine-independent steps over a tab (drivers/*.mjs): find elements through open shadow
 * roots, wait for a condition, read the probe's problem list. The functions passed to
 * `tab.run()` / `tab.element()` run in the page, so they use nothing from this module.
 */

/** @typedef {import('./types.d.ts').Tab} Tab */
/** @typedef {import('./types.d.ts').Handle} Handle */

/**
 * In the page: the first element that matches `steps` (CSS selectors, each searched in the
 * document and every open shadow root below the previous match), whose text contains `text`,
 * and that is rendered (has a box) when `visible`.
 * @param {string[]} steps
 * @param {string} text
 * @param {boolean} visible
 * @returns {Element | null}
 */
function locate(steps, text, visible) {
  /** @type {(root: ParentNode, selector: string) => Element[]} */
  const all = (root, selector) => {
    const found = [...root.querySelectorAll(selector)];
    for (const element of root.querySelectorAll('*')) {
      if (element.shadowRoot) found.push(...all(element.shadowRoot, selector));
    }
    return found;
  };
  /** @type {Element[]} */
  let matches = [];
  /** @type {ParentNode[]} */
  let scopes = [document];
  for (const selector of steps) {
    matches = scopes.flatMap((scope) => all(scope, selector));
    scopes = matches.map((element) => element.shadowRoot ?? element);
  }
  const shown = (/** @type {Element} */ element) => {
    const box = element.getBoundingClientRect();
    return box.width > 0 && box.height > 0 && getComputedStyle(element).visibility !== 'hidden';
  };
  const wanted = (/** @type {Element} */ element) =>
    (!text || (element.textContent ?? '').replace(/\s+/g, ' ').includes(text)) && (!visible || shown(element));
  return matches.find(wanted) ?? null;
}

/** @type {(steps: string[], text: string) => string} */
const describeSteps = (steps, text) => `${steps.join(' » ')}${text ? ` with the text "${text}"` : ''}`;

/**
 * The element at `steps` (see locate), waiting up to `timeout` ms for it to be there and shown.
 * @param {Tab} tab
 * @param {string[]} steps
 * @param {{ text?: string, visible?: boolean, timeout?: number }} [options]
 * @returns {Promise<Handle>}
 */
export async function find(tab, steps, { text = '', visible = true, timeout = 15_000 } = {}) {
  const until = Date.now() + timeout;
  for (;;) {
    const element = await tab.element(locate, steps, text, visible).catch(retryIfStale);
    if (element) return element;
    if (Date.now() > until) throw new Error(`not found${visible ? ' (shown)' : ''}: ${describeSteps(steps, text)}`);
    await sleep(150);
  }
}

/**
 * An element found in the page but removed before the driver could refer to it (WebKitWebDriver:
 * "stale element"), e.g. the prerendered footer the live one replaces: look again.
 * @param {unknown} error
 * @returns {null}
 */
function retryIfStale(error) {
  if (error instanceof Error && /stale/i.test(error.message)) return null;
  throw error;
}

/**
 * Whether an element at `steps` is there and shown now.
 * @param {Tab} tab
 * @param {string[]} steps
 */
export async function isShown(tab, steps, text = '') {
  return Boolean(await tab.element(locate, steps, text, true).catch(retryIfStale));
}

/**
 * Polls `fn(...args)` in the page until it returns something truthy; returns that.
 * @template R
 * @param {Tab} tab
 * @param {string} what
 * @param {import('./types.d.ts').InPage<R>} fn
 * @param {unknown[]} [args]
 * @returns {Promise<NonNullable<Awaited<R>>>}
 */
export async function waitFor(tab, what, fn, args = [], timeout = 15_000) {
  const until = Date.now() + timeout;
  /** @type {Awaited<R> | undefined} */
  let last;
  for (;;) {
    last = await tab.run(fn, ...args);
    if (last) return last;
    if (Date.now() > until) throw new Error(`${what}: not within ${timeout} ms (last: ${JSON.stringify(last)})`);
    await sleep(150);
  }
}

/**
 * Polls `read()` (a Node-side check) until it returns something truthy.
 * @template R
 * @param {string} what
 * @param {() => R | Promise<R>} read
 * @returns {Promise<NonNullable<R>>}
 */
export async function until(what, read, timeout = 15_000) {
  const end = Date.now() + timeout;
  /** @type {R | undefined} */
  let last;
  for (;;) {
    last = await read();
    if (last) return last;
    if (Date.now() > end) throw new Error(`${what}: not within ${timeout} ms (last: ${JSON.stringify(last)})`);
    await sleep(150);
  }
}

/**
 * Fails the case with `message` unless `condition` holds.
 * @param {unknown} condition
 * @param {string} message
 */
export function check(condition, message) {
  if (!condition) throw new Error(message);
}

/**
 * The problems the probe recorded since the last call (uncaught errors, console errors, CSP).
 * @param {Tab} tab
 * @returns {Promise<string[]>}
 */
export async function takeProblems(tab) {
  return tab.run(() => {
    if (!window.__enginesProbe)
      return ['engines/probe.js did not run on this page (no <head> for host.ts to put it in?)'];
    // engines/probe.js keeps them apart with U+001E (not as JSON: see there).
    const stored = sessionStorage.getItem('engines.problems');
    const list = stored ? stored.split('\u001e') : [];
    sessionStorage.removeItem('engines.problems');
    return list;
  });
}

export async function expectNoProblems(/** @type {Tab} */ tab) {
  const problems = await takeProblems(tab);
  check(problems.length === 0, `problems on the page:\n      ${problems.join('\n      ')}`);
}

/** Waits until every <shop-*> tag of the page is a defined custom element. */
export function everyElementDefined(/** @type {Tab} */ tab) {
  return waitFor(tab, 'every <shop-*> element defined and taken over', () => {
    const tags = [...document.querySelectorAll('*')].filter((element) => element.localName.startsWith('shop-'));
    // The shopper's pointer enters every widget: a prerendered one's code loads on that first sign.
    // The session (a login) and the preview panel (a staff login) fetch none without their cookie.
    for (const element of tags)
      element.dispatchEvent(new PointerEvent('pointerover', { bubbles: true, composed: true }));
    const missing = tags.filter(
      (element) =>
        !['shop-session', 'shop-preview-panel'].includes(element.localName) &&
        (!customElements.get(element.localName) || !element.matches(':defined')),
    );
    // A prerendered widget is replaced by its element's live render (a React transition after
    // the element is defined): a flow asserting live behaviour waits for that.
    const roots = tags.flatMap((element) => (element.shadowRoot ? [element.shadowRoot] : []));
    for (const root of roots) {
      if (root.querySelector('[data-shop-prerendered]')) return null;
      for (const inner of root.querySelectorAll('*')) if (inner.shadowRoot) roots.push(inner.shadowRoot);
    }
    return tags.length > 0 && missing.length === 0 ? tags.map((element) => element.localName) : null;
  });
}

/**
 * Whether `handle` is the focused element (looking into open shadow roots).
 * @param {Tab} tab
 * @param {Handle} handle
 */
export function isFocused(tab, handle) {
  return tab.run((/** @type {Element} */ element) => {
    let active = document.activeElement;
    while (active?.shadowRoot?.activeElement) active = active.shadowRoot.activeElement;
    return active === element;
  }, handle);
}

/** @type {(tab: Tab, handle: Handle, name: string) => Promise<string | null>} */
export const attribute = (tab, handle, name) =>
  tab.run((/** @type {Element} */ element, /** @type {string} */ key) => element.getAttribute(key), handle, name);
/** @type {(tab: Tab, handle: Handle) => Promise<string>} */
export const textOf = (tab, handle) =>
  tab.run((/** @type {Element} */ element) => (element.textContent ?? '').replace(/\s+/g, ' ').trim(), handle);

/**
 * Clicks a text field and replaces its text by typing `text` (as a shopper selecting all and typing).
 * @param {Tab} tab
 * @param {Handle} handle
 * @param {string} text
 */
export async function fill(tab, handle, text) {
  await tab.click(handle);
  await tab.run((/** @type {HTMLInputElement} */ element) => element.select(), handle);
  await tab.type(text);
  await waitFor(
    tab,
    `the field holds the typed "${text}"`,
    (/** @type {HTMLInputElement} */ element, /** @type {string} */ typed) => element.value === typed,
    [handle, text],
    5000,
  );
}
