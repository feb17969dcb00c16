// One opener visit traced (a diagnostic, not a bench: nothing written to bench/results/): as
// bench/loading-mix.mjs's opener (Chromium, 4x CPU, 150 ms latency, 375 × 800 with touch, HTTP/2
// through bench/h2-front.mjs), it taps the footer's first group 2 s after the load and prints,
// from the first sign on, when each file and data request was started and ended, when each tag
// was defined and the footer taken over, the tap's event timing (16 ms or more) and the long
// animation frames' scripts over 10 ms.
// OPENER_TRACE_TIMELINE=1 adds Chromium's timeline: every module evaluated, task and callback of
// 3 ms or more on the main thread (the trace itself slows the page somewhat).
//   node bench/opener-trace.mjs   (OPENER_TRACE_PATH=/footer-lab?country=DE, OPENER_TRACE_SAMPLES=1)
import { launchChromium } from './browser.mjs';
import { benchHost } from './demo-host.mjs';
import { startH2Front } from './h2-front.mjs';
import { openPage, serveStatic } from './vitals.mjs';

const path = process.env.OPENER_TRACE_PATH ?? '/footer-lab?country=DE';
const timeline = process.env.OPENER_TRACE_TIMELINE === '1';
/** OPENER_TRACE_MIN_MS: the shortest timeline event printed (default 3 ms). */
const minUs = Number(process.env.OPENER_TRACE_MIN_MS ?? 3) * 1000;
const samples = Math.max(1, Number(process.env.OPENER_TRACE_SAMPLES ?? 1) || 1);

/**
 * @typedef {{ start: number, duration: number, what: string }} TracedScript
 * @typedef {{
 *   firstSign: number | undefined,
 *   defined: Record<string, number>,
 *   liveAt: number | undefined,
 *   frames: { start: number, duration: number, scripts: TracedScript[] }[],
 *   events: { name: string, start: number, delay: number, processing: number, duration: number }[],
 * }} OpenerTrace
 * @typedef {{ name: string, ph: string, ts: number, dur: number, tid: number, args?: { data?: Record<string, unknown>, fileName?: string } }} TraceEvent
 * @typedef {PerformanceEntry & { scripts: { startTime: number, duration: number, invokerType: string, invoker: string, sourceURL: string }[] }} AnimationFrameEntry
 */

/** In the page, from its start: the first sign inside the footer, each tag's definition, the take-over, long frames. */
function watch() {
  /** @type {OpenerTrace} */
  const trace = { firstSign: undefined, defined: {}, liveAt: undefined, frames: [], events: [] };
  window.__trace = trace;
  for (const name of ['pointerover', 'pointerdown', 'touchstart', 'focusin'])
    document.addEventListener(
      name,
      (event) => {
        const inside = event.composedPath().some((node) => node instanceof Element && node.localName === 'shop-footer');
        if (trace.firstSign === undefined && inside) {
          trace.firstSign = performance.now();
          performance.mark('opener-first-sign');
        }
      },
      { capture: true },
    );
  const define = customElements.define.bind(customElements);
  customElements.define = (name, ...rest) => {
    trace.defined[name] = performance.now();
    return define(name, ...rest);
  };
  const poll = () => {
    const root = document.querySelector('shop-footer')?.shadowRoot;
    if (root && !root.querySelector('[data-shop-prerendered]')) trace.liveAt = performance.now();
    else setTimeout(poll, 5);
  };
  poll();
  new PerformanceObserver((list) => {
    for (const entry of /** @type {AnimationFrameEntry[]} */ (list.getEntries()))
      trace.frames.push({
        start: entry.startTime,
        duration: entry.duration,
        scripts: entry.scripts
          .filter((script) => script.duration >= 10)
          .map((script) => ({
            start: script.startTime,
            duration: script.duration,
            what: `${script.invokerType} ${script.invoker} ${script.sourceURL.replace(/^.*\/assets\//, '')}`,
          })),
      });
  }).observe({ type: 'long-animation-frame', buffered: true });
  new PerformanceObserver((list) => {
    // interactionId and durationThreshold: Event Timing's own, which TypeScript's DOM types lack.
    for (const entry of /** @type {(PerformanceEventTiming & { interactionId: number })[]} */ (list.getEntries()))
      if (entry.interactionId)
        trace.events.push({
          name: entry.name,
          start: entry.startTime,
          delay: entry.processingStart - entry.startTime,
          processing: entry.processingEnd - entry.processingStart,
          duration: entry.duration,
        });
  }).observe(/** @type {PerformanceObserverInit} */ ({ type: 'event', buffered: true, durationThreshold: 16 }));
}

const host = await benchHost();
const front = await startH2Front(host.baseUrl);
const browser = await launchChromium(front.chromiumArgs);
try {
  const url = `${front.baseUrl}${path}`;
  const html = await (await fetch(`${host.baseUrl}${path}`)).text();
  for (let index = 0; index < samples; index++) {
    const { context, page, cdp } = await openPage(
      browser,
      { width: 375, height: 800 },
      {
        throttle: true,
        warmUpAt: new URL(url).origin,
        hasTouch: true,
      },
    );
    await serveStatic(cdp, url, html);
    await page.addInitScript(watch);
    await page.goto(url, { waitUntil: 'load', timeout: 60_000 });
    await page.waitForTimeout(2000);
    if (timeline)
      await browser.startTracing(page, { categories: ['devtools.timeline', 'blink.user_timing', 'v8.execute'] });
    await page.locator('shop-footer summary').first().tap();
    const stuck = await page
      .waitForFunction(() => window.__trace.liveAt !== undefined, null, { timeout: 30_000 })
      .then(
        () => null,
        () =>
          page.evaluate(() => ({
            footer: Boolean(customElements.get('shop-footer')),
            newsletter: Boolean(customElements.get('shop-newsletter')),
            busy: document.querySelector('shop-footer')?.shadowRoot?.innerHTML.slice(0, 300),
          })),
      );
    if (stuck) console.log('not taken over within 30 s:', JSON.stringify(stuck));
    await page.waitForTimeout(300);
    /** @type {TraceEvent[]} */
    const events = timeline ? JSON.parse((await browser.stopTracing()).toString()).traceEvents : [];
    const { trace, resources } = await page.evaluate(() => ({
      trace: window.__trace,
      resources: performance.getEntriesByType('resource').map((entry) => ({
        name: entry.name,
        start: entry.startTime,
        end: /** @type {PerformanceResourceTiming} */ (entry).responseEnd,
      })),
    }));
    const zero = trace.firstSign ?? 0;
    const at = (/** @type {number} */ time) => String(Math.round(time - zero)).padStart(6);
    console.log(`\n${path}, sample ${index + 1}: times in ms from the first sign`);
    for (const entry of resources.filter((resource) => resource.start >= zero - 5))
      console.log(`${at(entry.start)} → ${at(entry.end)}  ${new URL(entry.name).pathname}`);
    for (const [tag, time] of Object.entries(trace.defined)) console.log(`${at(time)}  defined ${tag}`);
    console.log(
      trace.liveAt === undefined ? '     –  footer not taken over' : `${at(trace.liveAt)}  footer taken over`,
    );
    // The tap's events (Event Timing, 16 ms or more): input delay, handlers, and the rest until the next paint.
    for (const event of trace.events)
      console.log(
        `${at(event.start)} +${Math.round(event.duration)}  ${event.name}: delay ${Math.round(event.delay)}, handlers ${Math.round(event.processing)}, to the paint ${Math.round(event.duration - event.delay - event.processing)}`,
      );
    for (const frame of trace.frames.filter((item) => item.start + item.duration >= zero)) {
      console.log(`${at(frame.start)} +${Math.round(frame.duration)}  long frame`);
      for (const script of frame.scripts)
        console.log(`${at(script.start)} +${Math.round(script.duration)}    ${script.what}`);
    }
    const mark = events.find((event) => event.name === 'opener-first-sign');
    if (mark) {
      const main = mark.tid;
      const wanted =
        /^(v8\.evaluateModule|EvaluateScript|FunctionCall|RunTask|TimerFire|EventDispatch|v8\.compileModule|ParseHTML|Layout|UpdateLayoutTree|Paint|FireAnimationFrame)$/;
      console.log('timeline (main thread, OPENER_TRACE_MIN_MS or more; ms from the first sign):');
      for (const event of events
        .filter(
          (item) =>
            item.tid === main &&
            item.ph === 'X' &&
            item.dur >= minUs &&
            item.ts >= mark.ts - 5000 &&
            wanted.test(item.name),
        )
        .sort((a, b) => a.ts - b.ts)) {
        const data = event.args?.data ?? {};
        const what = data.url ?? data.functionName ?? data.type ?? event.args?.fileName ?? '';
        console.log(
          `${String(Math.round((event.ts - mark.ts) / 1000)).padStart(6)} +${Math.round(event.dur / 1000)}  ${event.name} ${String(what).replace(/^.*\/assets\//, '')}`,
        );
      }
    }
    await context.close();
  }
} finally {
  await browser.close();
  await front.stop();
  await host.stop();
}
