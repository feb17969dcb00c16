// `npx -y pnpm@10 mutation`: Stryker mutation testing of the pure rules (every package's
// src/domain/ and the design system's masks/), each module mutated against the unit tests beside
// it (tooling/mutation/vitest.config.ts). Writes bench/mutation.json (the per-file figures and
// every surviving mutant) and bench/MUTATION.md (the table, and each survivor with the reason it
// is equivalent, from bench/mutation-equivalents.mjs).
//
// A part only: `npx -y pnpm@10 mutation -- packages/footer/src/domain/sanitize.ts …` or
// MUTATE=<file>,<file>; the other files' rows stay as the last run left them.
// MUTATION_CONCURRENCY sets Stryker's parallel test runners (default: cores − 1). `--report`
// renders bench/MUTATION.md again without running anything.
import { spawnSync } from 'node:child_process';
import { existsSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { availableParallelism } from 'node:os';
import { dirname, join, relative, resolve } from 'node:path';
import { equivalents } from '../bench/mutation-equivalents.mjs';
import { mutantKey, mutationReport } from '../bench/mutation-report.mjs';
import { root } from './packages.mjs';
import { mustRun } from './pnpm.mjs';

const jsonPath = join(root, 'bench', 'mutation.json');
const markdownPath = join(root, 'bench', 'MUTATION.md');

/** @typedef {import('../bench/mutation-report.mjs').FileRow} FileRow */
/**
 * Stryker's PartialStrykerOptions (from @stryker-mutator/api, which pnpm does not link at the root).
 * @typedef {ConstructorParameters<typeof import('@stryker-mutator/core').Stryker>[0]} StrykerOptions
 */
/** @typedef {{ line: number, column: number }} Position */

/** @param {string} markdown */
function writeMarkdown(markdown) {
  writeFileSync(markdownPath, markdown);
  // The repository's formatter (Biome) also formats Markdown: write the tables as it would.
  spawnSync(join(root, 'node_modules', '.bin', 'biome'), ['format', '--write', markdownPath], {
    cwd: root,
    stdio: 'ignore',
  });
}

// `--report`: only render bench/MUTATION.md again from bench/mutation.json (after a reason was
// added to bench/mutation-equivalents.mjs), without running Stryker.
if (process.argv.includes('--report')) {
  const data = JSON.parse(readFileSync(jsonPath, 'utf8'));
  // Rows written before survivors carried their source line get it from the file as it is now.
  for (const [file, row] of Object.entries(data.files)) {
    const lines = existsSync(join(root, file)) ? readFileSync(join(root, file), 'utf8').split('\n') : [];
    for (const survivor of row.survivors) survivor.source ??= lines[survivor.line - 1]?.trim();
  }
  writeFileSync(jsonPath, `${JSON.stringify(data, null, 2)}\n`);
  writeMarkdown(mutationReport(data, equivalents, allModules()));
  console.log('mutation: bench/MUTATION.md rendered from bench/mutation.json');
  process.exit(0);
}

// A fresh clone: install the workspace first, as the test command does.
if (!existsSync(join(root, 'node_modules', '@stryker-mutator', 'core'))) {
  mustRun('npx', ['-y', 'pnpm@10', 'install', '--frozen-lockfile'], { cwd: root });
}
const { Stryker } = await import('@stryker-mutator/core');

/** Every module under test: the pure rules' folders, without tests, declarations and type-only files. */
function allModules() {
  const folders = [
    ...readdirSync(join(root, 'packages')).map((pkg) => `packages/${pkg}/src/domain`),
    'packages/design-system/src/masks',
  ].filter((folder) => existsSync(join(root, folder)));
  return folders
    .flatMap((folder) => readdirSync(join(root, folder)).map((name) => `${folder}/${name}`))
    .filter((file) => /\.tsx?$/.test(file) && !/\.(test|test-d|property\.test)\.tsx?$|\.d\.ts$/.test(file))
    .sort();
}

const requested = [
  ...process.argv.slice(2).filter((arg) => arg !== '--'),
  ...(process.env.MUTATE ?? '').split(',').filter(Boolean),
].map((file) => relative(root, resolve(file)));
const modules = requested.length ? requested : allModules();
for (const file of modules) {
  if (!existsSync(join(root, file))) {
    console.error(`mutation: no such file: ${file}`);
    process.exit(2);
  }
}

// Only the tests beside the mutated modules run (the vitest config reads this).
process.env.MUTATION_TESTS = [...new Set(modules.map(dirname))].map((dir) => `${dir}/*.test.{ts,tsx}`).join(';');

const concurrency = Number(process.env.MUTATION_CONCURRENCY) || Math.max(1, availableParallelism() - 1);
const started = performance.now();
const results = await new Stryker({
  mutate: modules,
  testRunner: 'vitest',
  plugins: ['@stryker-mutator/vitest-runner'],
  // related: a mutant runs only the test files that import its module (directly or not), also the
  // static ones (mutants in module-level tables), which otherwise run every test file in the run.
  vitest: { configFile: 'tooling/mutation/vitest.config.ts', related: true },
  coverageAnalysis: 'perTest',
  concurrency,
  reporters: [process.stdout.isTTY ? 'progress' : 'progress-append-only'],
  // The sandbox needs the packages' sources, the test setup and the hostile and corpus tables
  // (e2e/data) the tests read, not builds or reports.
  ignorePatterns: ['/*', '!/packages', '!/tooling', '!/e2e', '!/package.json', '!/tsconfig*.json', '**/dist'],
  // One folder per run: two runs over different files can go on side by side.
  tempDirName: `.stryker-tmp/run-${process.pid}`,
  // LogLevel is a const enum, which plain JavaScript cannot name: 'warn' is LogLevel.Warning.
  logLevel: /** @type {NonNullable<StrykerOptions['logLevel']>} */ ('warn'),
}).runMutationTest();
const seconds = Math.round((performance.now() - started) / 1000);

/** @type {Map<string, string[]>} */
const sources = new Map();
/**
 * @param {string} file
 * @param {{ start: Position, end: Position }} location
 */
function originalText(file, { start, end }) {
  // Stryker's positions count lines and columns from 1.
  if (!sources.has(file)) sources.set(file, readFileSync(join(root, file), 'utf8').split('\n'));
  const lines = /** @type {string[]} */ (sources.get(file)).slice(start.line - 1, end.line);
  lines[lines.length - 1] = /** @type {string} */ (lines[lines.length - 1]).slice(0, end.column - 1);
  lines[0] = /** @type {string} */ (lines[0]).slice(start.column - 1);
  return lines.join('\n');
}

const detected = new Set(['Killed', 'Timeout']);
const undetected = new Set(['Survived', 'NoCoverage']);
/** @type {Record<string, FileRow>} */
const files = {};
const measured = new Date().toISOString().slice(0, 16).replace('T', ' ');
for (const file of modules)
  files[file] = { measured, killed: 0, survived: 0, noCoverage: 0, invalid: 0, survivors: [] };
for (const mutant of results) {
  const file = relative(root, resolve(root, mutant.fileName));
  const row = files[file];
  if (!row) continue;
  if (detected.has(mutant.status)) row.killed++;
  else if (mutant.status === 'Survived') row.survived++;
  else if (mutant.status === 'NoCoverage') row.noCoverage++;
  else row.invalid++;
  if (undetected.has(mutant.status)) {
    row.survivors.push({
      line: mutant.location.start.line,
      status: mutant.status,
      key: mutantKey(mutant.mutatorName, originalText(file, mutant.location), mutant.replacement),
      source: /** @type {string} */ (
        /** @type {string[]} */ (sources.get(file))[mutant.location.start.line - 1]
      ).trim(),
    });
  }
}
for (const row of Object.values(files)) row.survivors.sort((a, b) => a.line - b.line);

const previous = existsSync(jsonPath) ? JSON.parse(readFileSync(jsonPath, 'utf8')) : { files: {} };
const wholeRun = !requested.length;
const data = {
  run: wholeRun
    ? {
        date: new Date().toISOString(),
        seconds,
        mutants: results.length,
        concurrency,
        node: process.version,
        cores: availableParallelism(),
      }
    : previous.run,
  files: Object.fromEntries(
    Object.entries(wholeRun ? files : { ...previous.files, ...files }).sort(([a], [b]) => a.localeCompare(b)),
  ),
};
writeFileSync(jsonPath, `${JSON.stringify(data, null, 2)}\n`);
const markdown = mutationReport(data, equivalents, allModules());
writeMarkdown(markdown);

console.log(`\n${/** @type {string} */ (markdown.split('\n## ')[0]).trim()}\n`);
console.log(
  `mutation: ${results.length} mutants in ${modules.length} files, ${seconds} s (concurrency ${concurrency}); bench/MUTATION.md written`,
);
