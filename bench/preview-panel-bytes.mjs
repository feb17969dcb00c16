// <shop-preview-panel>: what a shopper pays (the gate) against what staff load (the panel),
// from the built files (bench/sizes.mjs compressedSizes) and from real page loads in Chromium.
// Run by `npx -y pnpm@10 bench`; alone: BENCH_BASE_URL=http://127.0.0.1:<port> node bench/preview-panel-bytes.mjs

import { launchChromium } from './browser.mjs';
import { builtPackage } from './built.mjs';
import { writeResult } from './results.mjs';

/** @typedef {import('./built.mjs').ManifestChunk} ManifestChunk */
/** @typedef {{ path: string, transferred: number }} Asset */

const { manifest, sizeOf, staticClosure } = builtPackage('preview-panel');

const entryKey = 'src/index.ts';
const panelKey = manifest[entryKey]?.dynamicImports?.find((key) => key.endsWith('src/panel.ts'));
const gateFiles = [...staticClosure(entryKey)];
const panelFiles = [...staticClosure(panelKey)].filter((file) => !gateFiles.includes(file));
const textKey = Object.keys(manifest).find((key) => key.endsWith('src/locales/en.json'));
const rows = [
  ...gateFiles.map((file) => ({
    part: file === /** @type {ManifestChunk} */ (manifest[entryKey]).file ? 'gate: entry' : 'gate: shared chunk',
    ...sizeOf(file),
  })),
  ...panelFiles.map((file) => ({ part: 'panel (staff only)', ...sizeOf(file) })),
  ...(textKey
    ? [{ part: 'panel texts, English (staff only)', ...sizeOf(/** @type {ManifestChunk} */ (manifest[textKey]).file) }]
    : []),
];
/** @type {(list: typeof rows, key: 'raw' | 'gzip' | 'brotli') => number} */
const sum = (list, key) => list.reduce((total, row) => total + row[key], 0);
const gate = rows.filter((row) => row.part.startsWith('gate'));
const staff = rows;

const lines = [
  '## Preview panel: the gate for shoppers, the panel for staff',
  '',
  'Built files (`packages/preview-panel/dist`), gzip -9 and brotli -q 11 via `compressedSizes` of `bench/sizes.mjs`.',
  'React, r2wc, ky and yup come from the shared runtime and are not counted here.',
  '',
  '| part | file | raw | gzip | brotli |',
  '| --- | --- | ---: | ---: | ---: |',
  ...rows.map((row) => `| ${row.part} | \`${row.file}\` | ${row.raw} | ${row.gzip} | ${row.brotli} |`),
  `| **gate total (every shopper)** | | **${sum(gate, 'raw')}** | **${sum(gate, 'gzip')}** | **${sum(gate, 'brotli')}** |`,
  `| **staff total (gate + panel + texts)** | | **${sum(staff, 'raw')}** | **${sum(staff, 'gzip')}** | **${sum(staff, 'brotli')}** |`,
  '',
];

const baseUrl = process.env.BENCH_BASE_URL;
if (baseUrl) {
  const browser = await launchChromium();
  try {
    /** @param {boolean} asStaff */
    const measure = async (asStaff) => {
      const context = await browser.newContext();
      const page = await context.newPage();
      if (asStaff) {
        const { staff } = await import('../demo-host/src/mock-data/accounts.ts').catch(() => ({
          staff: { username: 'preview.staff', password: 'Preview-2026!' },
        }));
        await page.request.post(`${baseUrl}/service/preview/api/auth/login`, {
          data: { username: staff.username, password: staff.password },
        });
      }
      /** @type {Asset[]} */
      const assets = [];
      /** @type {string[]} */
      const previewCalls = [];
      page.on('requestfinished', async (request) => {
        const path = new URL(request.url()).pathname;
        if (path.startsWith('/service/preview/')) previewCalls.push(path);
        if (!path.startsWith('/assets/preview-panel/')) return;
        const sizes = await request.sizes();
        assets.push({ path, transferred: sizes.responseBodySize });
      });
      await page.goto(`${baseUrl}/?country=PL`, { waitUntil: 'networkidle' });
      await page.waitForTimeout(500);
      await context.close();
      return { assets, previewCalls };
    };
    const shopper = await measure(false);
    const staffLoad = await measure(true);
    /** @type {(list: Asset[]) => number} */
    const total = (list) => list.reduce((sum, asset) => sum + asset.transferred, 0);
    lines.push(
      'Cold page loads of `/?country=PL` in Chromium, transferred (encoded) bytes of `/assets/preview-panel/*`:',
      '',
      '| visitor | requests | transferred | calls to /service/preview |',
      '| --- | ---: | ---: | ---: |',
      `| shopper (no staff cookie) | ${shopper.assets.length} | ${total(shopper.assets)} | ${shopper.previewCalls.length} |`,
      `| staff (StaffAuthToken) | ${staffLoad.assets.length} | ${total(staffLoad.assets)} | ${staffLoad.previewCalls.length} |`,
      '',
    );
  } finally {
    await browser.close();
  }
}

const text = `${lines.join('\n')}\n`;
writeResult('preview-panel-bytes.md', text);
process.stdout.write(text);
