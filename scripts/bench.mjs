// `npx -y pnpm@10 bench`: bundle sizes, the JavaScript a shopper's home page downloads, and the
// render-time harness, into bench/RESULTS.md (also printed). Builds packages that are missing or
// stale first, starts the demo host on a free port and stops it at the end. The feature
// packages' measurement scripts (bench/<package>-*.mjs, see bench/README.md) run too, against
// the same demo host; what they write to bench/results/*.md is merged into RESULTS.md.
//
// BENCH_SAMPLES (default 15, at least 10) sets the render-time samples per page. The Core Web
// Vitals of the demo pages against their static baseline (bench/vitals.mjs, VITALS_SAMPLES) and
// the cost of many small elements on the category page (bench/category.mjs, CATEGORY_SAMPLES)
// run the same way as the feature packages' scripts and land in the same section.
import { spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { cpus } from 'node:os';
import { join } from 'node:path';
import { launchChromium } from '../bench/browser.mjs';
import { startDemoHost } from '../bench/demo-host.mjs';
import { measurePageScripts } from '../bench/page-weight.mjs';
import { measureRenderTimes } from '../bench/render-time.mjs';
import { pageWeightSection, renderTimeSection, sizesSection } from '../bench/report.mjs';
import { measureEntries } from '../bench/sizes.mjs';
import { buildablePackages, isStale, root } from './packages.mjs';

const samples = Math.max(10, Number(process.env.BENCH_SAMPLES ?? 15) || 15);
const cpuRate = 4;
const selector = '.notification';
const benchDir = join(root, 'bench');
const resultsDir = join(benchDir, 'results');
const command = 'npx -y pnpm@10 bench';
// Feature packages' own measurements: bench/<package>-<what>.mjs.
const featurePackages = buildablePackages.filter((pkg) => pkg !== 'runtime');

// 1. Build what is missing or stale, one package at a time (one failure does not stop the rest).
const notBuilt = [];
for (const pkg of buildablePackages.filter(isStale)) {
  const result = spawnSync('node', ['scripts/build.mjs', pkg], { cwd: root, stdio: 'inherit' });
  if (result.status !== 0) notBuilt.push(pkg);
}

// 2. Sizes from the built files.
const sections = [sizesSection(measureEntries())];

// 3. Browser measurements against a demo host of our own.
const host = await startDemoHost();
const browser = await launchChromium();
const otherRuns = [];
try {
  console.log(`▶ page weight of ${host.baseUrl}/?country=PL`);
  sections.push(pageWeightSection(await measurePageScripts(browser, `${host.baseUrl}/?country=PL`)));

  console.log(`▶ render time, ${samples} samples per page, CPU ${cpuRate}× slower`);
  const times = await measureRenderTimes(browser, {
    pages: {
      element: `${host.baseUrl}/bench/element?country=PL`,
      static: `${host.baseUrl}/bench/static?country=PL`,
    },
    selector,
    samples,
    cpuRate,
  });
  sections.push(renderTimeSection(times, { samples, cpuRate, selector }));

  // 4. Other engineers' measurement scripts, same demo host.
  mkdirSync(resultsDir, { recursive: true });
  const scripts = readdirSync(benchDir)
    .filter((file) => featurePackages.some((pkg) => file.startsWith(`${pkg}-`) && file.endsWith('.mjs')))
    .sort()
    .concat('category.mjs', 'vitals.mjs', 'loading-mix.mjs', 'lighthouse.mjs');
  for (const script of scripts) {
    console.log(`▶ bench/${script}`);
    const result = spawnSync('node', [join(benchDir, script)], {
      cwd: root,
      stdio: 'inherit',
      timeout: 10 * 60_000,
      env: {
        ...process.env,
        BENCH_BASE_URL: host.baseUrl,
        BENCH_RESULTS_DIR: resultsDir,
        CHROMIUM_PATH: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
      },
    });
    otherRuns.push({ script, ok: result.status === 0, status: result.status ?? result.signal });
  }
} finally {
  await browser.close();
  await host.stop();
}

// 5. Merge what the other scripts wrote.
const merged = existsSync(resultsDir)
  ? readdirSync(resultsDir)
      .filter((file) => file.endsWith('.md'))
      .sort()
      .map((file) => ({ file, text: readFileSync(join(resultsDir, file), 'utf8').trim() }))
  : [];

const chromiumVersion = (() => {
  const result = spawnSync(process.env.CHROMIUM_PATH ?? '/usr/bin/chromium', ['--version'], { encoding: 'utf8' });
  return result.stdout?.trim() || 'unknown';
})();

const header = [
  '# Benchmark results',
  '',
  `Produced by \`${command}\` (\`node scripts/bench.mjs\`; \`BENCH_SAMPLES=<n>\` for more samples) on`,
  `${new Date().toISOString()}: Node ${process.version}, ${chromiumVersion}, ${cpus().length} CPU cores`,
  `(${cpus()[0]?.model ?? 'unknown CPU'}), shared with other work, so absolute times vary between runs;`,
  'compare within one run.',
  '',
  ...(notBuilt.length
    ? [`Not rebuilt (their build failed, older or no dist measured): ${notBuilt.join(', ')}.`, '']
    : []),
].join('\n');

const others = [
  '## Other measurements',
  '',
  "Written by the feature packages' scripts (`bench/<package>-*.mjs`), `bench/category.mjs` and `bench/vitals.mjs` into `bench/results/*.md`,",
  'run by the same command against the same demo host.',
  '',
  ...otherRuns.map((run) => `- \`bench/${run.script}\`: ${run.ok ? 'ran' : `failed (${run.status})`}`),
  ...(otherRuns.length ? [''] : []),
  ...(merged.length
    ? merged.flatMap(({ file, text }) => [`<!-- bench/results/${file} -->`, text.replace(/^(#{1,4}) /gm, '##$1 '), ''])
    : ['No results from other scripts yet.', '']),
].join('\n');

const report = `${[header, ...sections, others].join('\n').trim()}\n`;
const resultsFile = join(benchDir, 'RESULTS.md');
writeFileSync(resultsFile, report);
// The repository's formatter (Biome) also formats Markdown: write the tables as it would.
spawnSync(join(root, 'node_modules', '.bin', 'biome'), ['format', '--write', resultsFile], {
  cwd: root,
  stdio: 'ignore',
});
console.log(`\n${readFileSync(resultsFile, 'utf8')}`);
console.log('Written to bench/RESULTS.md');
process.exit(notBuilt.length || otherRuns.some((run) => !run.ok) ? 1 : 0);
