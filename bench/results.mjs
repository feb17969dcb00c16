// Where every bench script leaves its table: BENCH_RESULTS_DIR (set by scripts/bench.mjs), else
// bench/results/ (git-ignored); scripts/bench.mjs merges these files into bench/RESULTS.md.
import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';

export const resultsDir = process.env.BENCH_RESULTS_DIR ?? join(import.meta.dirname, 'results');

/**
 * Writes one script's Markdown (with a final newline) and returns the file's path.
 * @param {string} fileName
 * @param {string} markdown
 */
export function writeResult(fileName, markdown) {
  mkdirSync(resultsDir, { recursive: true });
  const path = join(resultsDir, fileName);
  writeFileSync(path, `${markdown.trimEnd()}\n`);
  return path;
}
