// How much of each widget bundle is @shop/element's code (packages/element/src), and what a page
// would save if that code came once per page instead of once per bundle (issue 43, "ship it once
// per page"). Each package is built as its build does (its own vite.config.ts, nothing written);
// the modules of packages/element/src in each entry's static graph (the code a page loads with
// that widget) are counted by their share of each chunk's code before minification, applied to
// the chunk's brotli bytes (brotli 11 of the minified chunk, as the budgets measure). An
// estimate, and the saving it gives is an upper bound: a shared module would also keep what a
// bundle's tree shaking now drops (the React shell on a page of static elements only), its code
// would compress without its neighbours, and it adds a request and an import map name.
// Run: npx tsx bench/element-share.mjs (the widgets' Vite configs import TypeScript; ~1 min).
import { join } from 'node:path';
import { brotliCompressSync, constants } from 'node:zlib';
import { build } from 'vite';
import { root } from '../scripts/packages.mjs';

const widgets = ['design-system', 'footer', 'newsletter', 'login', 'session', 'preview-panel'];
const elementSource = join(root, 'packages', 'element', 'src');
/** @param {string} text */
const brotli = (text) =>
  brotliCompressSync(Buffer.from(text), { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } }).length;

/**
 * The element modules in one package's entry graph, and their share of its brotli bytes.
 * @param {string} pkg
 */
async function elementShareOf(pkg) {
  /** @type {Map<string, number>} estimated brotli bytes by module */
  const modules = new Map();
  let entryGraph = 0;
  let element = 0;
  await build({
    root: join(root, 'packages', pkg),
    configFile: join(root, 'packages', pkg, 'vite.config.ts'),
    logLevel: 'silent',
    build: { write: false },
    plugins: [
      {
        name: 'element-share',
        generateBundle(_options, bundle) {
          const entry = Object.values(bundle).find(
            (item) => item.type === 'chunk' && item.isEntry && item.name === 'index',
          );
          if (!entry) return;
          const graph = new Set([entry.fileName]);
          for (const name of graph) {
            const chunk = bundle[name];
            if (chunk?.type !== 'chunk') continue; // the shared runtime's, left external
            for (const next of chunk.imports) graph.add(next);
            const compressed = brotli(chunk.code);
            const rendered = Object.values(chunk.modules).reduce((sum, module) => sum + module.renderedLength, 0);
            const ours = Object.entries(chunk.modules).filter(([id]) => id.startsWith(elementSource));
            for (const [id, module] of ours) {
              const bytes = (compressed * module.renderedLength) / rendered;
              modules.set(id.slice(elementSource.length + 1), bytes);
              element += bytes;
            }
            entryGraph += compressed;
          }
        },
      },
    ],
  });
  return { modules, entryGraph, element: Math.round(element) };
}

/** @type {({ pkg: string } & Awaited<ReturnType<typeof elementShareOf>>)[]} */
const rows = [];
for (const pkg of widgets) {
  const { modules, entryGraph, element } = await elementShareOf(pkg);
  rows.push({ pkg, modules, entryGraph, element });
  console.log(`${pkg}: ${modules.size} element modules, ${element} B brotli of ${entryGraph} B (entry graph)`);
}

// The pages' widgets, as the demo host's pages load them for a shopper who reaches into each.
const pages = {
  '/ (footer, newsletter, icons)': ['design-system', 'footer', 'newsletter'],
  '/login (login, footer, newsletter, icons)': ['design-system', 'login', 'footer', 'newsletter'],
  '/subscribenewsletter': ['design-system', 'newsletter'],
};
// Once per page: every element module any of the page's bundles uses, once (at the largest
// estimate any bundle gives it).
console.log('\n| page | element code in its bundles (brotli) | the same modules once | saved at most |');
console.log('|---|---:|---:|---:|');
for (const [page, packages] of Object.entries(pages)) {
  const used = packages.map((pkg) => rows.find((row) => row.pkg === pkg));
  const total = used.reduce((sum, row) => sum + (row?.element ?? 0), 0);
  /** @type {Map<string, number>} */
  const union = new Map();
  for (const row of used)
    for (const [id, bytes] of row?.modules ?? []) union.set(id, Math.max(union.get(id) ?? 0, bytes));
  const once = Math.round([...union.values()].reduce((sum, bytes) => sum + bytes, 0));
  console.log(`| ${page} | ${total} B | ${once} B | ${total - once} B |`);
}
