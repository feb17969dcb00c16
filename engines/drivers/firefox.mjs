import { existsSync } from 'node:fs';
import { setTimeout as sleep } from 'node:timers/promises';
import puppeteer from 'puppeteer-core';
import { withTimeout } from '../processes.mjs';

/**
 * Debian's Firefox ESR driven by Puppeteer over WebDriver BiDi (Firefox's own remote agent: no
 * geckodriver, nothing downloaded; puppeteer-core never fetches a browser).
 * One browser for the engine, one fresh browser context (own cookies and storage) per flow.
 */
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

const native = (value) => (value && typeof value === 'object' && 'native' in value ? value.native : value);

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
    click: (element) => element.native.click(),
    async clickHeld(element, ms) {
      await element.native.scrollIntoView();
      const box = await element.native.boundingBox();
      await page.mouse.move(box.x + box.width / 2, box.y + box.height / 2);
      await page.mouse.down();
      await sleep(ms);
      await page.mouse.up();
    },
    select: (element, value) => element.native.select(value),
    type: (text) => page.keyboard.type(text),
    press: (key) => page.keyboard.press(keys[key] ?? key),
    viewport: (width, height) => page.setViewport({ width, height }),
    cookies: () => context.cookies(),
    close: () => context.close(),
  };
}

/** Puppeteer's names for the keys the flows press (over BiDi the space bar is " "). */
const keys = { Space: ' ' };
