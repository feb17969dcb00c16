import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vitest/config';

// The unit-test setup Stryker runs for each mutant: only the test files beside the mutated
// modules (MUTATION_TESTS, globs separated by ';', set by scripts/mutation.mjs), in Node without
// a DOM and without the component tests' clean-up: the rules under test are pure, and each
// mutant run pays for the environment again, which on a 2-core machine is most of its time.
const include = (process.env.MUTATION_TESTS ?? 'packages/*/src/domain/*.test.ts').split(';');

export default defineConfig({
  define: { 'process.env.NODE_ENV': JSON.stringify('test') },
  // The repository root (in Stryker's sandbox: the sandbox's copy), whatever the working directory.
  root: fileURLToPath(new URL('../..', import.meta.url)),
  // Instrumented code on a busy 2-core machine: the deepest hostile tables took over the default 5 s.
  test: { include, environment: 'node', testTimeout: 60_000 },
});
