import { existsSync } from 'node:fs';
import { setTimeout as sleep } from 'node:timers/promises';
import puppeteer from 'puppeteer-core';
import { withTimeout } from '../processes.mjs';

/**
 * Debian's Firefox ESR driven by Puppeteer over WebDriver BiDi (Firefox's own remote agent: no
 * geckodriver, nothing downloaded; puppeteer-core never fetches a browser).
 * One browser for the engine, one fresh browser context (own cookies and storage) per flow.
 */
/** @type {import('../types.d.ts').Engine & { binary: string }} */
export const firefox = {
  name: 'Firefox',
  binary: process.env.FIREFOX_PATH ?? '/usr/bin/firefox-esr',
  packages: ['firefox-esr'],

  available() {
    return existsSync(this.binary) ? null : `${this.binary} is missing`;
  },

  async start() {
    const browser = await puppeteer.launch({
      browser: 'firefox',
      protocol: 'webDriverBiDi',
      executablePath: this.binary,
      headless: true,
      timeout: 90_000,
      defaultViewport: { width: 1366, height: 900 },
      // Quiet, fast start: no first-run pages, no update or telemetry traffic.
      extraPrefsFirefox: {
        'app.update.enabled': false,
        'browser.shell.checkDefaultBrowser': false,
        'datareporting.policy.dataSubmissionEnabled': false,
        'toolkit.telemetry.enabled': false,
      },
    });
    return {
      version: await browser.version(),
      async tab(baseUrl) {
        const context = await browser.createBrowserContext();
        const page = await context.newPage();
        page.setDefaultTimeout(20_000);
        page.setDefaultNavigationTimeout(30_000);
        return puppeteerTab(page, context, baseUrl);
      },
      async stop() {
        try {
          await withTimeout(browser.close(), 15_000, 'closing Firefox');
        } catch {
          browser.process()?.kill('SIGKILL');
        }
      },
    };
  },
};

/** A Handle's Puppeteer element (what page.evaluate passes as the page's Element), other values as they are. */
const native = (/** @type {unknown} */ value) =>
  value && typeof value === 'object' && 'native' in value ? value.native : value;

/**
 * @param {import('puppeteer-core').Page} page
 * @param {import('puppeteer-core').BrowserContext} context
 * @param {string} baseUrl
 * @returns {import('../types.d.ts').Tab}
 */
function puppeteerTab(page, context, baseUrl) {
  return {
    async goto(path) {
      await page.goto(new URL(path, baseUrl).href, { waitUntil: 'load' });
    },
    url: async () => page.url(),
    run: (fn, ...args) => page.evaluate(fn, ...args.map(native)),
    async element(fn, ...args) {
      const handle = await page.evaluateHandle(fn, ...args.map(native));
      const element = handle.asElement();
      if (!element) await handle.dispose();
      return element ? { native: element } : null;
    },
    click: (element) => elementOf(element).click(),
    async clickHeld(element, ms) {
      await elementOf(element).scrollIntoView();
      const box = await elementOf(element).boundingBox();
      if (!box) throw new Error('clickHeld: the element has no box');
      await page.mouse.move(box.x + box.width / 2, box.y + box.height / 2);
      await page.mouse.down();
      await sleep(ms);
      await page.mouse.up();
    },
    select: (element, value) => elementOf(element).select(value),
    type: (text) => page.keyboard.type(text),
    press: (key) => page.keyboard.press(keys[key] ?? /** @type {import('puppeteer-core').KeyInput} */ (key)),
    viewport: (width, height) => page.setViewport({ width, height }),
    cookies: () => context.cookies(),
    close: () => context.close(),
  };
}

/** A Handle this driver made holds a Puppeteer element. */
const elementOf = (/** @type {import('../types.d.ts').Handle} */ handle) =>
  /** @type {import('puppeteer-core').ElementHandle<HTMLSelectElement>} */ (handle.native);

/**
 * Puppeteer's names for the keys the flows press (over BiDi the space bar is " ").
 * @type {Record<string, import('puppeteer-core').KeyInput>}
 */
const keys = { Space: ' ' };
