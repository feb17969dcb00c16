// Render time of <shop-footer> as a ratio to the same footer as static HTML, in one run, CPU
// throttled 4× (CDP), first visits (fresh context) and repeat visits, medians of BENCH_SAMPLES
// (default 25: a first visit's static baseline varies 2-4x between samples on a shared machine) alternating samples: `static` (prerendered HTML, no script), `prerender`
// (prerendered HTML + footer bundle: what the shopper sees, and when the element has taken
// over) and `element` (footer bundle only, no prerender). Pages: demo-host/src/pages/footer-lab.ts.
// Also the footer's bytes (brotli) beyond the shared runtime. Writes bench/results/footer.md.
//   node bench/footer-render.mjs   (starts its own demo host unless BENCH_BASE_URL is set)
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { launchChromium } from './browser.mjs';
import { startDemoHost } from './demo-host.mjs';
import { measureRenderTimes, quartiles } from './render-time.mjs';
import { writeResult } from './results.mjs';
import { measureBundles } from './sizes.mjs';

/** @typedef {import('./sizes.mjs').FileSizes} FileSizes */
/** One page's times from measureRenderTimes: in the DOM at the top level, painted under `painted`. */
/** @typedef {Awaited<ReturnType<typeof measureRenderTimes>>[string]} PageTimes */
/** @typedef {PageTimes['painted']} Moment */

const samples = Number(process.env.BENCH_SAMPLES ?? 25);
const country = 'DE';
const footerDist = join(import.meta.dirname, '..', 'packages', 'footer', 'dist');

const host = process.env.BENCH_BASE_URL
  ? { baseUrl: process.env.BENCH_BASE_URL, stop: async () => {} }
  : await startDemoHost();
const browser = await launchChromium();
try {
  /** @type {(mode: string) => string} */
  const url = (mode) => `${host.baseUrl}/footer-lab/bench/${mode}?country=${country}`;
  // Visible: the footer's bottom area is in the shadow root (prerendered or rendered).
  const visible = /** @type {Record<'static' | 'prerender' | 'element', PageTimes>} */ (
    await measureRenderTimes(browser, {
      pages: {
        static: url('static'),
        prerender: url('prerender'),
        element: url('element'),
      },
      selector: 'footer .bottom',
      samples,
      extraSamples: { static: 1 },
    })
  );
  // Taken over: the live element's markup replaced the prerendered one.
  const takeover = /** @type {Record<'prerender', PageTimes>} */ (
    await measureRenderTimes(browser, {
      pages: { prerender: url('prerender') },
      selector: 'footer:not([data-prerendered]) .bottom',
      samples: Math.max(5, Math.round(samples / 2)),
    })
  );

  const footer = measureBundles().packages.find((pkg) => pkg.name === 'footer');
  const files = footer?.files ?? [];
  const entry = files.find((file) => /^index-/.test(file.file));
  const staticChunks = [
    ...readFileSync(join(footerDist, entry?.file ?? 'missing'), 'utf8').matchAll(/from"\.\/(chunks\/[^"]+)"/g),
  ].map((match) => match[1]);
  /** @type {(test: (file: string) => boolean) => FileSizes[]} */
  const pick = (test) => files.filter((file) => test(file.file));
  /** @type {[string, FileSizes[]][]} */
  const groups = [
    [
      'entry and its static chunks (before the first render)',
      pick((file) => file === entry?.file || staticChunks.includes(file)),
    ],
    [
      `${country} content chunk and its constructors (first render)`,
      pick((file) => /^chunks\/(de|helpers)-[A-Za-z0-9_-]{8}\.js$/.test(file)),
    ],
    ['data layer (after the first render: ky client, yup schema, psdata)', pick((file) => /^chunks\/api-/.test(file))],
  ];
  /** @type {(list: FileSizes[], key: 'raw' | 'gzip' | 'brotli') => number} */
  const sum = (list, key) => list.reduce((total, file) => total + file[key], 0);
  const loaded = groups.flatMap(([, list]) => list);
  const notLoaded = files.filter((file) => !loaded.includes(file));
  /** @type {(value: number) => string} */
  const ms = (value) => `${value.toFixed(1)} ms`;
  /** @type {(value: number, base: number) => string} */
  const ratio = (value, base) => `${(value / base).toFixed(2)}×`;
  /**
   * One table: every page's medians and ratios to static HTML, for one moment (`pick`).
   * @param {(result: PageTimes) => Moment} pick
   */
  const table = (pick) => {
    const base = pick(visible.static);
    /** @type {(name: string, result: PageTimes, goal?: string) => string} */
    const row = (name, result, goal = '') => {
      const { medianFirst, medianRepeat } = pick(result);
      return `| ${name} | ${ms(medianFirst)} | ${ratio(medianFirst, base.medianFirst)} | ${ms(medianRepeat)} | ${ratio(medianRepeat, base.medianRepeat)} | ${goal} |`;
    };
    /** @type {(name: string, result: PageTimes) => string} */
    const spread = (name, result) =>
      `${name} ${quartiles(pick(result).first)
        .map((value) => value.toFixed(0))
        .join('–')} ms`;
    return [
      '| page | first visit | ratio to static | repeat visit | ratio to static | goal |',
      '| --- | --- | --- | --- | --- | --- |',
      row('static HTML (prerendered, no script)', visible.static),
      row('element with prerender (visible)', visible.prerender, '≤ 1.2×'),
      row('element with prerender (taken over by the element)', takeover.prerender, '(info)'),
      row('element without prerender', visible.element, '≤ 2.5×'),
      '',
      `Spread of the first visits (25th–75th percentile): ${[
        spread('static HTML', visible.static),
        spread('with prerender (visible)', visible.prerender),
        spread('without prerender', visible.element),
      ].join('; ')}.`,
    ];
  };
  const lines = [
    '# Footer (`<shop-footer>`)',
    '',
    `Render time, ${country} footer, CPU throttled 4× (CDP), medians of ${samples} alternating samples (${2 * samples} of the static page), first visit (fresh context) / repeat visit (cached). Command: \`node bench/footer-render.mjs\`.`,
    '',
    "**Painted**: time from navigation start until the frame after the footer's bottom area is in its shadow root has been painted (what a shopper sees; it includes the style, layout and paint that the static page needs as well).",
    '',
    ...table((result) => result.painted),
    '',
    "**In the DOM**: time from navigation start until the footer's bottom area is in its shadow root, before style, layout and paint (for the static page: when the parser has read it). The stricter figure: the static page's rendering work is left out of the baseline.",
    '',
    ...table((result) => result),
    '',
    "Pages as the demo host serves them: the import map and the loader, which fetches the footer's code once the page has loaded and is idle, with `<link rel=\"modulepreload\">` for its static graph, the shared-runtime files it imports and the page country's content chunk. The element is defined once the page's content chunk is loaded, so its first render is the whole footer.",
    '',
    `Bytes of the footer bundle beyond the shared runtime (react, react-dom, ky, yup and r2wc are in the runtime; the design-system and session code the footer uses is bundled in), for a ${country} page (\`bench/sizes.mjs\`):`,
    '',
    '| files | raw | gzip | brotli |',
    '| --- | --- | --- | --- |',
    ...groups.map(
      ([name, list]) => `| ${name} | ${sum(list, 'raw')} | ${sum(list, 'gzip')} | ${sum(list, 'brotli')} |`,
    ),
    `| **loaded by a ${country} page** | **${sum(loaded, 'raw')}** | **${sum(loaded, 'gzip')}** | **${sum(loaded, 'brotli')}** |`,
    `| not loaded on that page (other countries' content, design-system label files) | ${sum(notLoaded, 'raw')} | ${sum(notLoaded, 'gzip')} | ${sum(notLoaded, 'brotli')} |`,
    '',
  ];
  writeResult('footer.md', lines.join('\n'));
  console.log(lines.join('\n'));
} finally {
  await browser.close();
  await host.stop();
}
