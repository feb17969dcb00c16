// Size budgets, brotli bytes of what a page pays for loading each entry (the entry file plus
// the chunks it imports statically; lazy chunks such as one locale's texts are not counted
// here, the e2e page budget counts them as Chromium downloads them). A bundle over its budget
// fails the test command with its name and bytes. Budgets sit ~10 % above the measured size:
// raise one only with a reason in the commit message.
import { measureEntries } from '../bench/sizes.mjs';

export const entryBudgets = [
  { pkg: 'runtime', entry: 'react-dom/client', max: 62_000, why: 'React 19 + react-dom' },
  { pkg: 'runtime', entry: 'ky', max: 8_600 },
  { pkg: 'runtime', entry: 'yup', max: 13_500, why: 'loaded on interaction or with fetched content' },
  { pkg: 'runtime', entry: '@r2wc/react-to-web-component', max: 63_000, why: 'includes react-dom it renders with' },
  {
    pkg: 'design-system',
    entry: 'src/index.ts',
    max: 11_500,
    why: 'static elements and their render queue; the take-over carry-over, the host-independent tokens and reset',
  },
  { pkg: 'session', entry: 'src/index.ts', max: 6_500, why: 'its own JSON serialiser (pages that patch JSON)' },
  {
    pkg: 'footer',
    entry: 'src/index.ts',
    max: 15_000,
    why: 'the carry-over, host-independent tokens and reset, one URL rule',
  },
  {
    pkg: 'newsletter',
    entry: 'src/index.ts',
    max: 20_500,
    why: 'the carry-over, tokens and reset, held field layout, paste readers, name and e-mail rules',
  },
  {
    pkg: 'login',
    entry: 'src/index.ts',
    max: 16_000,
    why: 'the carry-over, tokens and reset, held field layout, one URL rule',
  },
  { pkg: 'preview-panel', entry: 'src/index.ts', max: 2_048, why: 'the gate a shopper downloads: about 2 KB at most' },
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
process.exit(failed ? 1 : 0);
