// Two builds of the design system on the category page, side by side in one run: loads of the
// two demo hosts alternate, so that a shared machine's load falls on both alike (between two runs
// of bench/category.mjs the static page's own long tasks vary up to 3×). Without an inspector
// (bench/category-uninspected.mjs), 4× CPU and 150 ms a request as every bench.
//
//   node bench/category-compare.mjs <base URL A> <base URL B>
//   (COMPARE_TILES=48,192,768, COMPARE_SAMPLES=6)
//
// To compare a change with the commit before it: a worktree of that commit, built
// (`node scripts/build.mjs`), its demo host on another port (`PORT=4174 node
// node_modules/tsx/dist/cli.mjs demo-host/src/main.ts`), this build's on 4173.
import { uninspectedCategorySample } from './category-uninspected.mjs';
import { median } from './render-time.mjs';
import { launchUninspected } from './uninspected.mjs';
import { throttleOptions } from './vitals.mjs';

const bases = process.argv.slice(2);
if (bases.length !== 2) {
  console.error('usage: node bench/category-compare.mjs <base URL A> <base URL B>');
  process.exit(2);
}
const tileCounts = (process.env.COMPARE_TILES ?? '48,192,768').split(',').map(Number);
const samples = Math.max(1, Number(process.env.COMPARE_SAMPLES ?? 6) || 6);
const viewport = { width: 1366, height: 768 };

/** @typedef {Awaited<ReturnType<typeof uninspectedCategorySample>>} Sample */
/** @type {[string, (sample: Sample) => number | null][]} */
const figures = [
  ['longest script of the design system ms', (sample) => sample.ourScript],
  ['long tasks in all ms', (sample) => sample.longTasks],
  ['longest task ms', (sample) => sample.longest],
  ['in view: after their code ms', (sample) => sample.inViewAfterCode],
  ['final look ms', (sample) => sample.finalAt],
  ['main thread ms', (sample) => sample.taskMs],
];

const browser = await launchUninspected();
try {
  console.log(`A = ${bases[0]}, B = ${bases[1]}; medians of ${samples} alternating loads each\n`);
  console.log(`| tiles | ${figures.map(([name]) => `${name}: A · B`).join(' | ')} |`);
  console.log(`| ---: | ${figures.map(() => '---:').join(' | ')} |`);
  for (const tiles of tileCounts) {
    /** @type {Sample[][]} */
    const loads = [[], []];
    for (let index = 0; index < samples; index += 1) {
      // Which build goes first alternates too, as in bench/vitals.mjs, so that neither build
      // always loads right after the other.
      for (const which of index % 2 === 0 ? [0, 1] : [1, 0]) {
        const url = new URL(`/category?tiles=${tiles}&country=DE`, bases[which]).href;
        loads[which]?.push(
          await uninspectedCategorySample(browser, url, viewport, 'shop-banderole, shop-icon', null, throttleOptions),
        );
      }
    }
    /** @param {Sample[]} each @param {(sample: Sample) => number | null} pick */
    const middle = (each, pick) => {
      const values = each.map(pick).filter((value) => value !== null);
      return values.length ? Math.round(median(values)) : '–';
    };
    const cells = figures.map(([, pick]) => `${middle(loads[0] ?? [], pick)} · ${middle(loads[1] ?? [], pick)}`);
    console.log(`| ${tiles} | ${cells.join(' | ')} |`);
  }
} finally {
  await browser.close();
}
