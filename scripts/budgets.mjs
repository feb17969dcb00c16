// Size budgets (brotli bytes). Fails naming the bundle and its bytes when one is over budget.
import { measureBundles } from '../bench/sizes.mjs';

const budgets = {
  runtime: 110_000,
};

const { packages } = measureBundles();
let failed = 0;
for (const [name, limit] of Object.entries(budgets)) {
  const entry = packages.find((pkg) => pkg.name === name);
  if (!entry) {
    console.error(`budget: ${name} has not been built`);
    failed++;
  } else if (entry.brotli > limit) {
    console.error(`budget: ${name} is ${entry.brotli} bytes brotli, over its budget of ${limit}`);
    failed++;
  } else {
    console.log(`budget: ${name} ${entry.brotli} / ${limit} bytes brotli`);
  }
}
process.exit(failed ? 1 : 0);
