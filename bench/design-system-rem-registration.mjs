// What registering a custom property costs a host page, and whether a load of ours still does it.
// `--shop-rem` is registered by the prerender's `@property` rule; `CSS.registerProperty` on top
// of it restyles every element of the page (element/rem.ts). Per page and width, Chromium, CPU
// throttled 4× (CDP), the page's prerendered markup with our scripts blocked (nothing of ours
// runs): the style and layout that follow one `CSS.registerProperty` of a new name, against a
// change to one element's class (a small restyle), medians of REM_SAMPLES (default 5) fresh
// pages. Then the same page with our scripts: how often `CSS.registerProperty` ran by the time
// every widget had taken over. Writes bench/results/design-system-rem-registration.md.
// REM_PATHS: other pages (comma-separated paths with their query).
//   node bench/design-system-rem-registration.mjs   (its own demo host unless BENCH_BASE_URL is set)
import { launchChromium } from './browser.mjs';
import { benchHost } from './demo-host.mjs';
import { writeResult } from './results.mjs';

const samples = Number(process.env.REM_SAMPLES ?? 5);
const paths = (process.env.REM_PATHS ?? '/?country=DE,/footer-lab?country=DE,/login?country=DE').split(',');
const widths = [1366, 375];

/** @param {number[]} values */
const median = (values) => {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? (sorted[middle] ?? 0) : ((sorted[middle - 1] ?? 0) + (sorted[middle] ?? 0)) / 2;
};

const host = await benchHost();
const browser = await launchChromium();
/** @type {string[]} */
const rows = [];
try {
  for (const path of paths) {
    for (const width of widths) {
      /** @type {number[]} */
      const registration = [];
      /** @type {number[]} */
      const smallChange = [];
      for (let sample = 0; sample < samples; sample++) {
        const context = await browser.newContext({ viewport: { width, height: 768 } });
        const page = await context.newPage();
        await page.route(/\/assets\/.*\.js(\?|$)/, (route) => route.abort());
        await page.goto(`${host.baseUrl}${path}`);
        await page.waitForLoadState('load');
        const cdp = await context.newCDPSession(page);
        await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
        const times = await page.evaluate((name) => {
          /** @param {() => void} change */
          const restyle = (change) => {
            void document.body.offsetHeight;
            const start = performance.now();
            change();
            void document.body.offsetHeight;
            return performance.now() - start;
          };
          return {
            small: restyle(() => document.body.lastElementChild?.classList.toggle('bench-probe')),
            registration: restyle(() =>
              CSS.registerProperty({ name, syntax: '<length>', inherits: true, initialValue: '0px' }),
            ),
          };
        }, `--bench-probe-${sample}`);
        registration.push(times.registration);
        smallChange.push(times.small);
        await context.close();
      }
      const context = await browser.newContext({ viewport: { width, height: 768 } });
      const page = await context.newPage();
      await page.addInitScript(() => {
        const register = CSS.registerProperty.bind(CSS);
        const calls = { count: 0 };
        window.__benchRegistrations = calls;
        CSS.registerProperty = (definition) => {
          calls.count += 1;
          register(definition);
        };
      });
      await page.goto(`${host.baseUrl}${path}`);
      await page.waitForFunction(
        () =>
          [...document.querySelectorAll('shop-login, shop-footer, shop-newsletter')].every(
            (element) => element.shadowRoot && !element.shadowRoot.querySelector('[data-shop-prerendered]'),
          ),
        null,
        { timeout: 30_000 },
      );
      const calls = await page.evaluate(() => window.__benchRegistrations?.count ?? 0);
      await context.close();
      rows.push(
        `| \`${path.replace('?country=DE', '')}\` | ${width} | ${median(registration).toFixed(1)} | ${median(smallChange).toFixed(1)} | ${calls} |`,
      );
    }
  }
} finally {
  await browser.close();
  await host.stop();
}

const markdown = `# A custom property's registration on the host page

Chromium, CPU throttled 4×, \`?country=DE\`, medians of ${samples} fresh pages per row. **Registration**: the style
and layout after one \`CSS.registerProperty\` of a new name on the page's prerendered markup (our scripts blocked);
**one class**: the same after one element's class changed. **registerProperty by our code**: how often our bundles
called it in a real load, by the time every widget had taken over (\`--shop-rem\` is registered by the prerender's
\`@property\` rule; element/rem.ts). Command: \`node bench/design-system-rem-registration.mjs\`.

| page | width | registration ms | one class ms | registerProperty by our code |
| ---- | ----: | --------------: | -----------: | ---------------------------: |
${rows.join('\n')}
`;
console.log(markdown);
writeResult('design-system-rem-registration.md', markdown);
