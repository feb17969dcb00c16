// Debian's Chromium driven over a bare DevTools pipe, without the inspector's Runtime domain.
//
// Why: Playwright (and Lighthouse, Puppeteer, WebDriver BiDi) enable CDP's Runtime domain on every
// page, and with it the inspector captures a JavaScript stack trace, with source positions, at
// many points of a script's run. For a module whose code sits in one large function (React DOM's
// client, wrapped as CommonJS by the bundler: 207 kB) V8 then parses that function once more on
// the main thread to find the positions. Measured on the demo host (scratch probe, evaluation of
// `@shop/runtime@0.1/react-dom/client` alone, its files preloaded, no CPU slow-down): 1.9-3.7 ms
// with no domain enabled, Network or Page alone; 15-27 ms with Runtime; 2.0 ms with Runtime and
// `Runtime.setMaxCallStackSizeToCapture(0)`. A shopper's browser has no inspector attached, so
// the long tasks a Playwright bench reports are partly the bench's own. This client enables only
// what it needs (Page, Network for the added latency, Fetch for a static baseline) and reads the
// page with `Runtime.evaluate`, which needs no enabled domain.
import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import chromiumFlags from '../tooling/chromium-flags.json' with { type: 'json' };

/**
 * @typedef {object} UninspectedPage
 * @property {(method: string, params?: object) => Promise<any>} send
 * @property {(method: string, listener: (params: any) => void) => void} on
 * @property {<T>(expression: string) => Promise<T>} evaluate the value of `expression` (awaited, by value)
 * @property {() => Promise<void>} close
 */

/** Starts Chromium with a DevTools pipe; `newPage` opens a page in a fresh browser context. */
export async function launchUninspected() {
  const profile = mkdtempSync(join(tmpdir(), 'uninspected-'));
  const browser = spawn(
    process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    [...chromiumFlags, '--headless', '--remote-debugging-pipe', `--user-data-dir=${profile}`, 'about:blank'],
    { stdio: ['ignore', 'ignore', 'ignore', 'pipe', 'pipe'] },
  );
  const toBrowser = /** @type {import('node:stream').Writable} */ (browser.stdio[3]);
  const fromBrowser = /** @type {import('node:stream').Readable} */ (browser.stdio[4]);
  let nextId = 0;
  /** @type {Map<number, { resolve: (value: any) => void, reject: (error: Error) => void }>} */
  const pending = new Map();
  /** @type {Map<string, Map<string, Set<(params: any) => void>>>} */
  const listeners = new Map();
  let buffered = '';
  fromBrowser.on('data', (chunk) => {
    buffered += chunk.toString('utf8');
    let end = buffered.indexOf('\0');
    while (end >= 0) {
      const message = JSON.parse(buffered.slice(0, end));
      buffered = buffered.slice(end + 1);
      end = buffered.indexOf('\0');
      if (message.id !== undefined) {
        const waiter = pending.get(message.id);
        pending.delete(message.id);
        if (message.error) waiter?.reject(new Error(`${message.error.message} (${message.error.code})`));
        else waiter?.resolve(message.result);
      } else {
        for (const listener of listeners.get(message.sessionId ?? '')?.get(message.method) ?? [])
          listener(message.params);
      }
    }
  });
  /**
   * @param {string} sessionId
   * @param {string} method
   * @param {object} params
   * @returns {Promise<any>}
   */
  const send = (sessionId, method, params = {}) =>
    new Promise((resolve, reject) => {
      const id = ++nextId;
      pending.set(id, { resolve, reject });
      toBrowser.write(`${JSON.stringify({ id, method, params, ...(sessionId ? { sessionId } : {}) })}\0`);
    });
  await send('', 'Target.setDiscoverTargets', { discover: false });

  /**
   * @param {{ width: number, height: number }} viewport
   * @returns {Promise<UninspectedPage>}
   */
  const newPage = async ({ width, height }) => {
    const { browserContextId } = await send('', 'Target.createBrowserContext', { disposeOnDetach: true });
    // The page's window as large as its viewport. Headless Chromium opens windows of 800 × 600
    // (a display of 780 × 580), and the viewport set below does not resize it: the display then
    // draws only that corner of the page, a frame whose only change lies outside it (the early
    // shopper's typing into a field at x 883 on / at 1366 px, or below y 580 at 375 px) is
    // never presented, and Event Timing counted every keystroke until some other change in that
    // corner was drawn: early INP 528-800 ms where the keys took 56 ms (a trace showed 'Draw
    // skipped' in the display compositor for each of those frames).
    const { targetId } = await send('', 'Target.createTarget', { url: 'about:blank', browserContextId, width, height });
    const { sessionId } = await send('', 'Target.attachToTarget', { targetId, flatten: true });
    /** @type {Map<string, Set<(params: any) => void>>} */
    const own = new Map();
    listeners.set(sessionId, own);
    await send(sessionId, 'Page.enable');
    await send(sessionId, 'Emulation.setDeviceMetricsOverride', { width, height, deviceScaleFactor: 1, mobile: false });
    return {
      send: (method, params) => send(sessionId, method, params),
      on: (method, listener) => {
        const set = own.get(method) ?? new Set();
        set.add(listener);
        own.set(method, set);
      },
      evaluate: async (expression) => {
        const { result, exceptionDetails } = await send(sessionId, 'Runtime.evaluate', {
          expression,
          awaitPromise: true,
          returnByValue: true,
        });
        if (exceptionDetails)
          throw new Error(`in the page: ${exceptionDetails.exception?.description ?? exceptionDetails.text}`);
        return result.value;
      },
      close: async () => {
        listeners.delete(sessionId);
        await send('', 'Target.disposeBrowserContext', { browserContextId });
      },
    };
  };

  const close = async () => {
    const exited = new Promise((resolve) => browser.once('exit', resolve));
    await send('', 'Browser.close').catch(() => {});
    await Promise.race([exited, new Promise((resolve) => setTimeout(resolve, 5000))]);
    browser.kill();
    rmSync(profile, { recursive: true, force: true });
  };
  return { newPage, close };
}
