// <shop-newsletter>: the bytes a page pays before the shopper touches the form, and what the
// first touch adds (extra fields on demand; the prefill rules only for logged-in shoppers).
// (The extra fields were loaded on demand once: ~1.1 kB less before the first touch, but a
// keyboard user could Tab past fields not loaded yet; see packages/newsletter/README.md.)
// From the built files (bench/sizes.mjs compressedSizes) and from real page loads in Chromium.
// Run by `npx -y pnpm@10 bench`; alone: BENCH_BASE_URL=http://127.0.0.1:<port> node bench/newsletter-bytes.mjs

import { launchChromium } from './browser.mjs';
import { builtPackage } from './built.mjs';
import { writeResult } from './results.mjs';

/** @typedef {import('./built.mjs').ManifestChunk} ManifestChunk */
/** @typedef {{ path: string, transferred: number }} Asset */

const { manifest, sizeOf, staticClosure } = builtPackage('newsletter');

const entryFiles = [...staticClosure('src/index.ts')];
/** @type {(key: string) => boolean} */
const isText = (key) => key.endsWith('.json');
const entry = /** @type {ManifestChunk} */ (manifest['src/index.ts']);
const onDemand = (entry.dynamicImports ?? []).filter((key) => !isText(key));
/** @type {(key: string) => string} */
const partName = (key) =>
  key.endsWith('prefill.ts') ? 'prefill rules (logged-in shoppers only)' : `on demand: ${key}`;
const parts = [
  ...entryFiles.map((file) => ({ part: 'entry (every page with the element)', when: 'before', ...sizeOf(file) })),
  {
    part: 'newsletter texts, de-DE',
    when: 'before',
    ...sizeOf(/** @type {ManifestChunk} */ (manifest['src/locales/de-DE.json']).file),
  },
  {
    part: 'design-system labels, de-DE',
    when: 'before',
    ...sizeOf(/** @type {ManifestChunk} */ (manifest['../design-system/src/locales/de-DE.json']).file),
  },
  ...onDemand.map((key) => ({
    part: partName(key),
    when: key.endsWith('prefill.ts') ? 'login' : 'touch',
    ...sizeOf(/** @type {ManifestChunk} */ (manifest[key]).file),
  })),
];
/** @type {(list: typeof parts, key: 'raw' | 'gzip' | 'brotli') => number} */
const sum = (list, key) => list.reduce((total, row) => total + row[key], 0);
const before = parts.filter((row) => row.when === 'before');
const touched = parts.filter((row) => row.when !== 'login');

const lines = [
  '## Newsletter: bytes before and after the shopper touches the form',
  '',
  'Built files (`packages/newsletter/dist`), gzip -9 and brotli -q 11 via `compressedSizes` of `bench/sizes.mjs`.',
  'React, r2wc, ky and yup come from the shared runtime and are not counted here.',
  '',
  '| part | file | raw | gzip | brotli |',
  '| --- | --- | ---: | ---: | ---: |',
  ...parts.map((row) => `| ${row.part} | \`${row.file}\` | ${row.raw} | ${row.gzip} | ${row.brotli} |`),
  `| **before touching the form** | | **${sum(before, 'raw')}** | **${sum(before, 'gzip')}** | **${sum(before, 'brotli')}** |`,
  `| **after touching it** | | **${sum(touched, 'raw')}** | **${sum(touched, 'gzip')}** | **${sum(touched, 'brotli')}** |`,
  '',
];

const baseUrl = process.env.BENCH_BASE_URL;
if (baseUrl) {
  const browser = await launchChromium();
  try {
    const context = await browser.newContext();
    const page = await context.newPage();
    /** @type {Asset[]} */
    const assets = [];
    /** @type {Promise<number>[]} */
    const pending = [];
    page.on('requestfinished', (request) => {
      const path = new URL(request.url()).pathname;
      if (!path.startsWith('/assets/newsletter/')) return;
      pending.push(request.sizes().then((sizes) => assets.push({ path, transferred: sizes.responseBodySize })));
    });
    await page.goto(`${baseUrl}/subscribenewsletter?country=DE`, { waitUntil: 'networkidle' });
    await page.waitForTimeout(300);
    await Promise.all(pending);
    const atLoad = [...assets];
    await page.locator('shop-newsletter').getByLabel('E-Mail-Adresse', { exact: true }).focus();
    await page.locator('shop-newsletter').getByRole('checkbox').first().waitFor();
    await page.waitForLoadState('networkidle');
    await Promise.all(pending);
    const afterTouch = assets.slice(atLoad.length);
    await context.close();
    /** @type {(list: Asset[]) => number} */
    const total = (list) => list.reduce((sum, asset) => sum + asset.transferred, 0);
    lines.push(
      'Cold load of `/subscribenewsletter?country=DE` in Chromium, then focus on the e-mail field; transferred (brotli-encoded) bytes of `/assets/newsletter/*`:',
      '',
      '| moment | requests | transferred |',
      '| --- | ---: | ---: |',
      `| page loaded, form untouched | ${atLoad.length} | ${total(atLoad)} |`,
      `| added by the first touch | ${afterTouch.length} | ${total(afterTouch)} |`,
      '',
    );
  } finally {
    await browser.close();
  }
}

const text = `${lines.join('\n')}\n`;
writeResult('newsletter-bytes.md', text);
process.stdout.write(text);
