import { existsSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { remote } from 'webdriverio';
import { until } from '../page.mjs';
import { assertPortFree, messageOf, startGroup, waitForHttp, withTimeout } from '../processes.mjs';

/** @typedef {import('../types.d.ts').Handle} Handle */

/**
 * Debian's WebKitGTK driven by WebdriverIO over classic WebDriver: WebKitWebDriver (package
 * webkit2gtk-driver) starts WebKitGTK's MiniBrowser in automation mode, on a virtual display
 * (Xvfb). WebdriverIO is given the driver's address, so it starts and downloads nothing.
 * One driver for the engine, one WebDriver session (a fresh MiniBrowser) per flow.
 */
/** @type {import('../types.d.ts').Engine & { driver: string }} */
export const webkit = {
  name: 'WebKit',
  driver: process.env.WEBKIT_DRIVER_PATH ?? '/usr/bin/WebKitWebDriver',
  packages: ['webkit2gtk-driver', 'xvfb'],

  available() {
    if (!existsSync(this.driver)) return `${this.driver} is missing`;
    if (!miniBrowser()) return 'WebKitGTK MiniBrowser is missing';
    if (!existsSync(xvfb)) return `${xvfb} is missing`;
    return null;
  },

  async start({ port }) {
    const binary = miniBrowser();
    await assertPortFree(port, 'WebKitWebDriver (ENGINES_DRIVER_PORT)');
    const display = await startXvfb();
    const driver = startGroup('WebKitWebDriver', this.driver, [`--port=${port}`], {
      env: { ...process.env, DISPLAY: display.name },
    });
    try {
      await waitForHttp(`http://127.0.0.1:${port}/status`, 30_000, () => driver.running);
    } catch (error) {
      await driver.stop();
      await display.stop();
      throw new Error(`${messageOf(error)}\n${driver.output()}`);
    }
    let version = '';
    return {
      get version() {
        return version;
      },
      async tab(baseUrl) {
        const browser = await remote({
          hostname: '127.0.0.1',
          port,
          path: '/',
          // Failures are reported by the case that met them.
          logLevel: 'silent',
          // A session that has not opened in 45 s will not: the run starts the driver afresh
          // and asks again (engines/run.mjs) rather than resend to the same stuck driver.
          connectionRetryTimeout: 45_000,
          connectionRetryCount: 0,
          // WebdriverIO's types do not know WebKitGTK's own capability.
          capabilities: /** @type {WebdriverIO.Capabilities} */ ({
            browserName: 'MiniBrowser',
            // WebKitWebDriver speaks classic WebDriver only; WebdriverIO would otherwise ask for BiDi.
            'wdio:enforceWebDriverClassic': true,
            'webkitgtk:browserOptions': { binary, args: ['--automation'] },
          }),
        });
        version = `MiniBrowser (WebKitGTK) ${browser.capabilities.browserVersion}`;
        await browser.setTimeout({ pageLoad: 30_000, script: 20_000 });
        await setInnerSize(browser, 1366, 900);
        return webdriverTab(browser, baseUrl);
      },
      async stop() {
        await driver.stop();
        await display.stop();
      },
    };
  },
};

const xvfb = '/usr/bin/Xvfb';

/**
 * A virtual display for MiniBrowser. Xvfb is started directly (not through xvfb-run) so that
 * this process is its parent and reaps it; `-displayfd 1` makes it pick a free display number
 * and print it on stdout.
 */
async function startXvfb() {
  const server = startGroup('Xvfb', xvfb, ['-displayfd', '1', '-screen', '0', '1600x1200x24', '-nolisten', 'tcp']);
  try {
    const number = await until('Xvfb display number', () => /^(\d+)$/m.exec(server.output())?.[1], 15_000);
    return { name: `:${number}`, stop: () => server.stop() };
  } catch (error) {
    await server.stop();
    throw new Error(`${messageOf(error)}\n${server.output()}`);
  }
}

/** WebKitGTK's MiniBrowser, wherever this architecture and API version put it. */
function miniBrowser() {
  if (process.env.MINIBROWSER_PATH)
    return existsSync(process.env.MINIBROWSER_PATH) ? process.env.MINIBROWSER_PATH : null;
  const lib = '/usr/lib';
  for (const triplet of readdirSync(lib).filter((name) => name.endsWith('-linux-gnu'))) {
    for (const api of ['webkit2gtk-4.1', 'webkit2gtk-4.0', 'webkitgtk-6.0']) {
      const path = join(lib, triplet, api, 'MiniBrowser');
      if (existsSync(path)) return path;
    }
  }
  return null;
}

/**
 * Sizes the window so that the page's viewport is `width` × `height` (the window adds its toolbar).
 * @param {WebdriverIO.Browser} browser
 * @param {number} width
 * @param {number} height
 */
async function setInnerSize(browser, width, height) {
  await browser.setWindowSize(width, height);
  const [innerWidth, innerHeight] = await execute(browser, () => [window.innerWidth, window.innerHeight]);
  await browser.setWindowSize(width + (width - innerWidth), height + (height - innerHeight));
}

/**
 * In the page: `value` as JSON text, written without the page's own `toJSON` methods. WebKitWebDriver
 * returns a script's result through the page's JSON.stringify, so on a page with Prototype 1.6
 * (`/legacy`: Array.prototype.toJSON) every array came back as one string ("[1, 2]"). Only the
 * harness's transport changes: the page keeps its patches, our widgets meet them as before, and
 * nothing runs between the script and this serialisation.
 * @param {unknown} value
 * @returns {string | undefined}
 */
function jsonText(value) {
  /** @type {(item: unknown) => string} */
  const text = (item) => {
    if (item === undefined || typeof item === 'function') return 'null';
    // Primitives: JSON.stringify asks no toJSON of a string, number or boolean.
    if (item === null || typeof item !== 'object') return JSON.stringify(item);
    let out = '';
    if (Array.isArray(item)) {
      for (let i = 0; i < item.length; i++) out += `${i ? ',' : ''}${text(item[i])}`;
      return `[${out}]`;
    }
    for (const key in item) {
      const entry = /** @type {Record<string, unknown>} */ (item)[key];
      if (!Object.hasOwn(item, key) || entry === undefined || typeof entry === 'function') continue;
      out += `${out ? ',' : ''}${JSON.stringify(key)}:${text(entry)}`;
    }
    return `{${out}}`;
  };
  return value === undefined ? undefined : text(value);
}

/**
 * Runs `fn(...args)` in the page and returns its value (awaited if it is a promise) through
 * `jsonText`, so a page's patched built-ins cannot change what the flows read.
 * @template R
 * @param {WebdriverIO.Browser} browser
 * @param {import('../types.d.ts').InPage<R>} fn
 * @param {unknown[]} args
 * @returns {Promise<Awaited<R>>}
 */
async function execute(browser, fn, ...args) {
  const script = `const encode = ${jsonText};
const value = (${fn}).apply(null, arguments);
return value && typeof value.then === 'function' ? value.then(encode) : encode(value);`;
  const text = /** @type {string | undefined | null} */ (await browser.execute(script, ...args));
  return typeof text === 'string' ? JSON.parse(text) : /** @type {Awaited<R>} */ (/** @type {unknown} */ (text));
}

/** A Handle's WebdriverIO element (what browser.execute passes as the page's Element), other values as they are. */
const native = (/** @type {unknown} */ value) =>
  value && typeof value === 'object' && 'native' in value ? value.native : value;

/** A Handle this driver made holds a WebdriverIO element. */
const elementOf = (/** @type {Handle} */ handle) => /** @type {WebdriverIO.Element} */ (handle.native);

/**
 * @param {WebdriverIO.Browser} browser
 * @param {string} baseUrl
 * @returns {import('../types.d.ts').Tab}
 */
function webdriverTab(browser, baseUrl) {
  return {
    goto: (path) => browser.url(new URL(path, baseUrl).href),
    url: () => browser.getUrl(),
    // A value the page returns arrives as JSON text of our own making (see `execute`):
    // WebdriverIO's types cannot follow that from a function typed in the page's terms.
    run: (fn, ...args) => /** @type {Promise<never>} */ (execute(browser, fn, ...args.map(native))),
    async element(fn, ...args) {
      const reference = /** @type {import('webdriverio').Selector | null} */ (
        await browser.execute(fn, ...args.map(native))
      );
      return reference ? { native: await browser.$(reference) } : null;
    },
    click: (element) => clickAtCentre(browser, elementOf(element)),
    clickHeld: (element, ms) => clickAtCentre(browser, elementOf(element), ms),
    select: (element, value) => elementOf(element).selectByAttribute('value', value),
    async type(text) {
      for (const part of withoutRepeats(text)) await browser.keys([...part]);
    },
    press: (key) => browser.keys([keys[key] ?? key]),
    viewport: (width, height) => setInnerSize(browser, width, height),
    cookies: () => browser.getCookies(),
    close: () => withTimeout(browser.deleteSession(), 15_000, 'closing the WebKit session'),
  };
}

/**
 * A mouse click at the element's centre through WebDriver actions. WebKitWebDriver's Element
 * Click rejects every element inside a shadow root as "click intercepted" (its hit test finds
 * the shadow host, the retargeted node, not the element itself), so the click is made where a
 * shopper's pointer would be instead, after scrolling the element into view. `holdMs` keeps the
 * button down that long between press and release, as a hand does.
 * @param {WebdriverIO.Browser} browser
 * @param {WebdriverIO.Element} element
 * @param {number} [holdMs]
 */
async function clickAtCentre(browser, element, holdMs = 0) {
  const [x, y] = await execute(
    browser,
    (/** @type {Element} */ target) => {
      target.scrollIntoView({ block: 'center', inline: 'center' });
      const box = target.getBoundingClientRect();
      return [Math.round(box.left + box.width / 2), Math.round(box.top + box.height / 2)];
    },
    element,
  );
  const press = browser.action('pointer').move({ x, y, origin: 'viewport' }).down();
  await (holdMs > 0 ? press.pause(holdMs) : press).up().perform();
}

/**
 * `text` cut between two equal characters: in one key-action sequence WebKitWebDriver drops
 * the second of two equal keys in a row ("staff" arrives as "staf"); in separate ones it does not.
 * @param {string} text
 */
function withoutRepeats(text) {
  /** @type {string[]} */
  const parts = [];
  for (const char of text) {
    const last = parts.at(-1);
    if (last && !last.endsWith(char)) parts[parts.length - 1] = last + char;
    else parts.push(char);
  }
  return parts;
}

/**
 * WebDriver's key codes for the named keys the flows press.
 * @type {Record<string, string>}
 */
const keys = { Enter: '\uE007', Space: ' ', Tab: '\uE004', Escape: '\uE00C' };
