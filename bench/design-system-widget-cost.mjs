// The design system's bytes, and what one widget costs a feature bundle that imports it.
// Built files from packages/design-system/dist (the legacy elements' bundle) and probe bundles
// built here with the widget build's settings (shared runtime external, minified), compressed
// with bench/sizes.mjs compressedSizes (brotli -q 11).
// Run by `npx -y pnpm@10 bench`; alone: node bench/design-system-widget-cost.mjs
import { mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { build, runnerImport } from 'vite';
import { builtPackage, root } from './built.mjs';
import { writeResult } from './results.mjs';
import { compressedSizes } from './sizes.mjs';

const packageDir = join(root, 'packages', 'design-system');
// The widget build's externals: the shared runtime's specifiers (@shop/element's build/shared-runtime.ts).
const external = [
  ...(await runnerImport(join(root, 'packages', 'element', 'build', 'shared-runtime.ts'))).module
    .sharedRuntimeSpecifiers,
];
/** @type {(file: string) => boolean} */
const isLocaleChunk = (file) => /(^|\/)(de|fr|cs|hu|sk|tr|pl)-[A-Z]{2}(-[\w-]+)?\.js$/.test(file);
/** @type {(n: number) => string} */
const fmt = (n) => n.toLocaleString('en-US');

// 1. The design system's own bundle (what a legacy page with <shop-notification> etc. loads).
const { dist, manifest, sizeOf, staticClosure } = builtPackage('design-system');
/** @type {(files: string[]) => { files: number, raw: number, brotli: number }} */
const total = (files) =>
  files.reduce(
    (sum, file) => {
      const size = sizeOf(file);
      return { files: sum.files + 1, raw: sum.raw + size.raw, brotli: sum.brotli + size.brotli };
    },
    { files: 0, raw: 0, brotli: 0 },
  );
const allFiles = readdirSync(dist, { recursive: true })
  .map(String)
  .filter((file) => file.endsWith('.js'));
const entryFiles = [...staticClosure('src/index.ts')];
const galleryKey = Object.keys(manifest).find((key) => key.endsWith('Gallery/defineGallery.ts'));
const galleryFiles = [...staticClosure(galleryKey)].filter((file) => !entryFiles.includes(file));
const localeFiles = allFiles.filter((file) => isLocaleChunk(file));
// The entry's lazy imports are the icons (one chunk each, loaded by <shop-icon>) and the gallery.
const iconFiles = /** @type {string[]} */ (
  (manifest['src/index.ts']?.dynamicImports ?? [])
    .filter((key) => key !== galleryKey)
    .map((key) => manifest[key]?.file)
    .filter(Boolean)
);
/** @type {[string, { files: number, raw: number, brotli: number, average?: boolean }][]} */
const own = [
  ['entry + its static chunks (registers notification, banderole, icon)', total(entryFiles)],
  ['texts of one locale (pl-PL), lazy', total(localeFiles.filter((file) => file.includes('pl-PL')))],
  ['one icon, lazy (average of all icons)', { ...total(iconFiles), average: true }],
  ['gallery with every icon (only /gallery loads it)', total(galleryFiles)],
  ['every JS file in dist', total(allFiles)],
];

// 2. Probe bundles: a feature importing defineElement alone (the baseline every feature pays),
// then defineElement plus one widget.
const probes = {
  'defineElement only (baseline)': ['defineElement'],
  Button: ['Button'],
  TextLink: ['TextLink'],
  Notification: ['Notification'],
  Banderole: ['Banderole'],
  'Icon + one icon (iconCoffee)': ['Icon', 'iconCoffee'],
  'one flag (flagPoland), data only': ['flagPoland'],
  'InputField (the text field base)': ['InputField'],
  PasswordField: ['PasswordField'],
  SearchField: ['SearchField'],
  NumberField: ['NumberField'],
  'MaskedField + ibanMask + isValidIban': ['MaskedField', 'ibanMask', 'isValidIban'],
  'MaskedField + both date masks': ['MaskedField', 'dateDayMonthYearMask', 'dateYearMonthDayMask'],
  Checkbox: ['Checkbox'],
  SelectField: ['SelectField'],
  CountrySelect: ['CountrySelect'],
  ExpansionItem: ['ExpansionItem'],
  ExpansionFlex: ['ExpansionFlex'],
  PasswordStrength: ['PasswordStrength'],
  'a form: InputField, Checkbox, SelectField, Button, Notification': [
    'InputField',
    'Checkbox',
    'SelectField',
    'Button',
    'Notification',
  ],
};
const work = mkdtempSync(join(tmpdir(), 'ds-widget-cost-'));
/** @type {{ name: string, raw: number, brotli: number }[]} */
const probeRows = [];
try {
  for (const [name, imports] of Object.entries(probes)) {
    const names = [...new Set(['defineElement', ...imports])];
    const dir = join(work, String(probeRows.length));
    mkdirSync(dir, { recursive: true });
    writeFileSync(
      join(dir, 'entry.ts'),
      `import { ${names.join(', ')} } from '@shop/design-system';\nexport { ${names.join(', ')} };\n`,
    );
    await build({
      root: packageDir,
      configFile: false,
      logLevel: 'silent',
      resolve: { alias: { '@shop/design-system': join(packageDir, 'src', 'lib.ts') } },
      define: { 'process.env.NODE_ENV': JSON.stringify('production') },
      build: {
        target: 'es2022',
        outDir: join(dir, 'dist'),
        emptyOutDir: true,
        minify: true,
        modulePreload: false,
        reportCompressedSize: false,
        rolldownOptions: {
          input: { entry: join(dir, 'entry.ts') },
          external,
          preserveEntrySignatures: 'strict',
          output: { entryFileNames: '[name].js', chunkFileNames: 'chunks/[name].js' },
        },
      },
    });
    const files = readdirSync(join(dir, 'dist'), { recursive: true })
      .map(String)
      .filter((file) => file.endsWith('.js') && !isLocaleChunk(file));
    const size = files.reduce(
      (sum, file) => {
        const s = compressedSizes(readFileSync(join(dir, 'dist', file)));
        return { raw: sum.raw + s.raw, brotli: sum.brotli + s.brotli };
      },
      { raw: 0, brotli: 0 },
    );
    probeRows.push({ name, ...size });
  }
} finally {
  rmSync(work, { recursive: true, force: true });
}
// The first probe, defineElement only: the loop above built it or threw.
const baseline = /** @type {(typeof probeRows)[number]} */ (probeRows[0]);

const lines = [
  '## Design system: its bytes, and what one widget costs a feature bundle',
  '',
  'Measured by `node bench/design-system-widget-cost.mjs` (brotli -q 11 via `bench/sizes.mjs`).',
  '',
  '### The design system bundle (`packages/design-system/dist`)',
  '',
  '| part | files | raw | brotli |',
  '| --- | ---: | ---: | ---: |',
  ...own.map(([part, s]) =>
    s.average
      ? `| ${part} | ${s.files} | ${fmt(Math.round(s.raw / s.files))} | ${fmt(Math.round(s.brotli / s.files))} |`
      : `| ${part} | ${s.files} | ${fmt(s.raw)} | ${fmt(s.brotli)} |`,
  ),
  '',
  '### What a feature bundle pays for a widget',
  '',
  'A probe bundle imports `defineElement` (every feature does) plus the widget from `@shop/design-system`,',
  'built like a widget package (shared runtime external). "Cost" is the brotli bytes above the baseline;',
  'texts are lazy (one locale, ~0.9 kB brotli, is loaded by every element anyway).',
  '',
  '| imports | raw | brotli | cost (brotli) |',
  '| --- | ---: | ---: | ---: |',
  ...probeRows.map(
    (row) => `| ${row.name} | ${fmt(row.raw)} | ${fmt(row.brotli)} | +${fmt(row.brotli - baseline.brotli)} |`,
  ),
  '',
];
writeResult('design-system-widget-cost.md', lines.join('\n'));
console.log(lines.join('\n'));
