import { setTimeout as sleep } from 'node:timers/promises';

/**
 * Engine-independent steps over a tab (drivers/*.mjs): find elements through open shadow
 * roots, wait for a condition, read the probe's problem list. The functions passed to
 * `tab.run()` / `tab.element()` run in the page, so they use nothing from this module.
 */

/**
 * In the page: the first element that matches `steps` (CSS selectors, each searched in the
 * document and every open shadow root below the previous match), whose text contains `text`,
 * and that is rendered (has a box) when `visible`.
 */
function locate(steps, text, visible) {
  const all = (root, selector) => {
    const found = [...root.querySelectorAll(selector)];
    for (const element of root.querySelectorAll('*')) {
      if (element.shadowRoot) found.push(...all(element.shadowRoot, selector));
    }
    return found;
  };
  let matches = [];
  let scopes = [document];
  for (const selector of steps) {
    matches = scopes.flatMap((scope) => all(scope, selector));
    scopes = matches.map((element) => element.shadowRoot ?? element);
  }
  const shown = (element) => {
    const box = element.getBoundingClientRect();
    return box.width > 0 && box.height > 0 && getComputedStyle(element).visibility !== 'hidden';
  };
  const wanted = (element) =>
    (!text || element.textContent.replace(/\s+/g, ' ').includes(text)) && (!visible || shown(element));
  return matches.find(wanted) ?? null;
}

const describeSteps = (steps, text) => `${steps.join(' » ')}${text ? ` with the text "${text}"` : ''}`;

/** The element at `steps` (see locate), waiting up to `timeout` ms for it to be there and shown. */
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
 */
function retryIfStale(error) {
  if (/stale/i.test(error.message)) return null;
  throw error;
}

/** Whether an element at `steps` is there and shown now. */
export async function isShown(tab, steps, text = '') {
  return Boolean(await tab.element(locate, steps, text, true).catch(retryIfStale));
}

/** Polls `fn(...args)` in the page until it returns something truthy; returns that. */
export async function waitFor(tab, what, fn, args = [], timeout = 15_000) {
  const until = Date.now() + timeout;
  let last;
  for (;;) {
    last = await tab.run(fn, ...args);
    if (last) return last;
    if (Date.now() > until) throw new Error(`${what}: not within ${timeout} ms (last: ${JSON.stringify(last)})`);
    await sleep(150);
  }
}

/** Polls `read()` (a Node-side check) until it returns something truthy. */
export async function until(what, read, timeout = 15_000) {
  const end = Date.now() + timeout;
  let last;
  for (;;) {
    last = await read();
    if (last) return last;
    if (Date.now() > end) throw new Error(`${what}: not within ${timeout} ms (last: ${JSON.stringify(last)})`);
    await sleep(150);
  }
}

export function check(condition, message) {
  if (!condition) throw new Error(message);
}

/** The problems the probe recorded since the last call (uncaught errors, console errors, CSP). */
export async function takeProblems(tab) {
  return tab.run(() => {
    if (!window.__enginesProbe)
      return ['engines/probe.js did not run on this page (no <head> for host.ts to put it in?)'];
    const list = JSON.parse(sessionStorage.getItem('engines.problems') || '[]');
    sessionStorage.removeItem('engines.problems');
    return list;
  });
}

export async function expectNoProblems(tab) {
  const problems = await takeProblems(tab);
  check(problems.length === 0, `problems on the page:\n      ${problems.join('\n      ')}`);
}

/** Waits until every <shop-*> tag of the page is a defined custom element. */
export function everyElementDefined(tab) {
  return waitFor(tab, 'every <shop-*> element defined and taken over', () => {
    const tags = [...document.querySelectorAll('*')].filter((element) => element.localName.startsWith('shop-'));
    const missing = tags.filter((element) => !customElements.get(element.localName) || !element.matches(':defined'));
    // A prerendered widget is replaced by its element's live render (a React transition after
    // the element is defined): a flow asserting live behaviour waits for that.
    const roots = tags.map((element) => element.shadowRoot).filter(Boolean);
    for (const root of roots) {
      if (root.querySelector('[data-shop-prerendered]')) return null;
      for (const inner of root.querySelectorAll('*')) if (inner.shadowRoot) roots.push(inner.shadowRoot);
    }
    return tags.length > 0 && missing.length === 0 ? tags.map((element) => element.localName) : null;
  });
}

/** Whether `handle` is the focused element (looking into open shadow roots). */
export function isFocused(tab, handle) {
  return tab.run((element) => {
    let active = document.activeElement;
    while (active?.shadowRoot?.activeElement) active = active.shadowRoot.activeElement;
    return active === element;
  }, handle);
}

export const attribute = (tab, handle, name) => tab.run((element, key) => element.getAttribute(key), handle, name);
export const textOf = (tab, handle) => tab.run((element) => element.textContent.replace(/\s+/g, ' ').trim(), handle);

/** Clicks a text field and replaces its text by typing `text` (as a shopper selecting all and typing). */
export async function fill(tab, handle, text) {
  await tab.click(handle);
  await tab.run((element) => element.select(), handle);
  await tab.type(text);
  await waitFor(
    tab,
    `the field holds the typed "${text}"`,
    (element, typed) => element.value === typed,
    [handle, text],
    5000,
  );
}
