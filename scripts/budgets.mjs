// Size budgets, brotli bytes of what a page pays for loading each entry (the entry file plus
// the chunks it imports statically; lazy chunks such as one locale's texts are not counted
// here, the e2e page budget counts them as Chromium downloads them). A bundle over its budget
// fails the test command with its name and bytes. Budgets sit ~10 % above the measured size:
// raise one only with a reason in the commit message.
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { brotliCompressSync, constants } from 'node:zlib';
import { measureEntries } from '../bench/sizes.mjs';

export const entryBudgets = [
  { pkg: 'runtime', entry: 'react-dom/client', max: 62_000, why: 'React 19 + react-dom' },
  {
    pkg: 'runtime',
    entry: 'ky',
    max: 10_300,
    why: 'with the pristine built-ins chunk React shares, and since issue 44 (MooTools 1.6 compat, Prototype 1.6) the pristine module’s realm-neutral Array.from and Object statics and the array methods Prototype replaces, 833 B more (h44-moo)',
  },
  {
    pkg: 'runtime',
    entry: 'yup',
    max: 15_000,
    why: 'loaded on interaction or with fetched content; it imports the pristine built-ins chunk (shared with React and ky on every page, 1,424 B) since its Array.from, Object statics and reduce/map… calls are rewritten: 1,497 B more counted here, 99 B of them yup itself (h44-moo)',
  },
  { pkg: 'runtime', entry: '@r2wc/react-to-web-component', max: 63_000, why: 'includes react-dom it renders with' },
  {
    pkg: 'design-system',
    entry: 'src/index.ts',
    max: 10_400,
    why: 'its three static elements (the notification without React since 41: 12,766 → 9,285 B, and no React runtime fetched with it) and their render queue, the host-independent tokens and reset, and since 44 (MooTools 1.6 compat, Prototype 1.6) the pristine module’s realm-neutral Array.from and Object statics and the array methods Prototype replaces, about 586 B; since 43 the render queue’s and registration’s state as fields of the one page-state object (element/pageState.ts), whose names a minifier keeps, and the lifecycle’s moves: 9,952 → 10,330 B',
  },
  { pkg: 'session', entry: 'src/index.ts', max: 6_500, why: 'its own JSON serialiser (pages that patch JSON)' },
  {
    pkg: 'footer',
    entry: 'src/index.ts',
    max: 17_300,
    why: 'the carry-over and its typing pause, host-independent tokens and reset, one URL rule, and since issue 44 (MooTools 1.6 compat, Prototype 1.6) the pristine module’s realm-neutral Array.from and Object statics and the array methods Prototype replaces, 725 B more (h44-moo); since 43 the lifecycle’s moves and the page-state object’s fields (16,578 → 16,764 B) and the opener’s start modules (→ 16,802 B); since 41 the start module the loader evaluates before React (src/start/), whose modules shared with the entry the bundler puts into two chunks of their own, compressed apart (→ 17,202 B)',
  },
  {
    pkg: 'newsletter',
    entry: 'src/index.ts',
    max: 21_500,
    why: 'the carry-over and its typing pause, tokens and reset, held field layout, paste readers, name and e-mail rules, and since issue 44 (MooTools 1.6 compat, Prototype 1.6) the pristine module’s realm-neutral Array.from and Object statics and the array methods Prototype replaces, 542 B more (h44-moo)',
  },
  {
    pkg: 'login',
    entry: 'src/index.ts',
    max: 17_700,
    why: 'the carry-over and its typing pause, tokens and reset, held field layout, one URL rule, and since issue 44 (MooTools 1.6 compat, Prototype 1.6) the pristine module’s realm-neutral Array.from and Object statics and the array methods Prototype replaces, 754 B more (h44-moo)',
  },
  { pkg: 'preview-panel', entry: 'src/index.ts', max: 2_048, why: 'the gate a shopper downloads: about 2 KB at most' },
];

/** Single files of the design system's dist/ that are no entry: the inline loader (both forms) and the lazy shim. */
export const fileBudgets = [
  {
    file: /^loader\.js$/,
    max: 3_520,
    why: 'inline in every page head; the es-module-shims fallback is 359 B of it, the canary choice, the override gate and the health feed about 600 B, the first sign of use (pointer entering), the cookie gate with its login watch and the widgets that come with another 322 B (2,766 → 3,088 B), the XHTML path (attaching the declarative shadow roots an XML parser leaves as templates) 116 B (→ 3,204 B), the guard against a false alarm from a page starting to go (Firefox fails its loads after beforeunload) about 47 B (→ 3,296 B), its import.meta resolver passed by the start of the module form instead of as the default, which a classic script could not parse, 4 B (→ 3,300 B); idle loading after the frame that follows the load event 29 B and the widgets inside a widget evaluated after it 10 B (→ 3,358 B); a bundle’s start modules evaluated before the runtime 17 B (→ 3,375 B); since 43 bundled from four files with one job each (the loader, field/release.ts, host/importMaps.ts, host/xhtml.ts) instead of one closure, 101 B (→ 3,476 B); 44 B of room above that',
  },
  {
    file: /^loader-classic\.js$/,
    max: 3_530,
    why: 'inline in the head for XHTML templates only (WebKit runs no module script in an XML document): the same loader, started without import.meta (its start names why, +15 B over the module form: 3,315 B; 3,325 B with the cookie watch that ends with the gated elements; 3,384 B with the start modules; 3,484 B bundled from four files), about the room the module form has',
  },
  { file: /^override-[\w-]+\.js$/, max: 1_600, why: 'staff browsers with a version override only' },
  { file: /^health-[\w-]+\.js$/, max: 850, why: 'a sampled page view of a page whose template names a collector' },
  {
    file: /^es-module-shims-[\w-]+\.js$/,
    max: 15_600,
    why: 'es-module-shims 2.8.4 minified: only where the page import maps do not give our runtime names (Firefox behind a host map)',
  },
];

const measured = measureEntries();
let failed = 0;
for (const { pkg, entry, max } of entryBudgets) {
  const found = measured.find((p) => p.name === pkg)?.entries.find((e) => e.entry === entry);
  if (!found) {
    console.error(`budget: ${pkg} ${entry} has not been built`);
    failed++;
  } else if (found.brotli > max) {
    console.error(`budget: ${pkg} ${entry} is ${found.brotli} bytes brotli, over its budget of ${max}`);
    failed++;
  } else {
    console.log(`budget: ${pkg} ${entry} ${found.brotli} / ${max} bytes brotli`);
  }
}
const designSystemDist = join(import.meta.dirname, '..', 'packages', 'design-system', 'dist');
const distFiles = (() => {
  try {
    return readdirSync(designSystemDist);
  } catch {
    return [];
  }
})();
for (const { file, max } of fileBudgets) {
  const name = distFiles.find((candidate) => file.test(candidate));
  if (!name) {
    console.error(`budget: design-system ${file} has not been built`);
    failed++;
    continue;
  }
  const brotli = brotliCompressSync(readFileSync(join(designSystemDist, name)), {
    params: { [constants.BROTLI_PARAM_QUALITY]: 11 },
  }).length;
  if (brotli > max) {
    console.error(`budget: design-system ${name} is ${brotli} bytes brotli, over its budget of ${max}`);
    failed++;
  } else {
    console.log(`budget: design-system ${name} ${brotli} / ${max} bytes brotli`);
  }
}
process.exit(failed ? 1 : 0);
