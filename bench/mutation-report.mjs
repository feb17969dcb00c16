// bench/MUTATION.md from bench/mutation.json (written by scripts/mutation.mjs) and the reasons in
// bench/mutation-equivalents.mjs.

/**
 * A mutant no test detects, as bench/mutation.json keeps it.
 * @typedef {{ line: number, status: string, key: string, source?: string }} Survivor
 */
/**
 * One mutated file's figures in bench/mutation.json.
 * @typedef {{
 *   measured?: string,
 *   killed: number,
 *   survived: number,
 *   noCoverage: number,
 *   invalid: number,
 *   survivors: Survivor[],
 * }} FileRow
 */
/**
 * The last whole run in bench/mutation.json.
 * @typedef {{ date: string, seconds: number, mutants: number, concurrency: number, node: string, cores: number }} Run
 */
/**
 * bench/mutation.json.
 * @typedef {{ run?: Run, files: Record<string, FileRow> }} MutationData
 */
/**
 * The reason a survivor is equivalent (bench/mutation-equivalents.mjs).
 * @typedef {{ file: string, mutant: string, in?: string, reason: string }} Equivalent
 */
/** @typedef {{ killed: number, survived: number, noCoverage: number }} Counts */

/** @param {string} text */
const collapse = (text) => text.replace(/\s+/g, ' ').trim();
/** @param {string} text @param {number} length */
const clip = (text, length) => (text.length > length ? `${text.slice(0, length - 1)}…` : text);

/**
 * Names a mutant without its line, so a reason stays attached when code above it moves:
 * "Mutator: `original` → `replacement`", whitespace collapsed, long code clipped.
 * @param {string} mutatorName
 * @param {string} original
 * @param {string} replacement
 */
export function mutantKey(mutatorName, original, replacement) {
  return `${mutatorName}: \`${clip(collapse(original), 70)}\` → \`${clip(collapse(replacement), 70)}\``;
}

/**
 * Stryker's score: detected (killed or timed out) among the mutants that compiled and ran.
 * @param {Counts} counts
 * @returns {number | null}
 */
export function score({ killed, survived, noCoverage }) {
  const valid = killed + survived + noCoverage;
  return valid === 0 ? null : (100 * killed) / valid;
}

/** @param {number | null} value */
const percent = (value) => (value === null ? '–' : `${value.toFixed(1)} %`);

/**
 * The reason for a survivor: an entry of its file naming the same mutant, and when the same
 * mutant occurs on several lines (`false` → `true`), a piece of its source line (`in`).
 * @param {Equivalent[]} equivalents
 * @param {string} file
 * @param {Survivor} survivor
 * @returns {string | undefined}
 */
function reasonFor(equivalents, file, survivor) {
  return equivalents.find(
    (entry) =>
      entry.file === file &&
      entry.mutant === survivor.key &&
      (entry.in === undefined || (survivor.source ?? '').includes(entry.in)),
  )?.reason;
}

/**
 * bench/MUTATION.md's text.
 * @param {MutationData} data
 * @param {Equivalent[]} equivalents
 * @param {string[]} [modules] every module a whole run mutates: those without a row are named as not measured
 * @returns {string}
 */
export function mutationReport(data, equivalents, modules = []) {
  const entries = Object.entries(data.files);
  const tested = entries.filter(([, row]) => row.killed + row.survived + row.noCoverage > 0);
  const empty = entries.filter(([, row]) => row.killed + row.survived + row.noCoverage === 0).map(([file]) => file);
  const totals = tested.reduce(
    (sum, [, row]) => ({
      killed: sum.killed + row.killed,
      survived: sum.survived + row.survived,
      noCoverage: sum.noCoverage + row.noCoverage,
    }),
    { killed: 0, survived: 0, noCoverage: 0 },
  );
  /** @param {(string | number)[]} cells */
  const line = (cells) => `| ${cells.join(' | ')} |`;
  const run = data.run;
  const missing = modules.filter((file) => !(file in data.files));
  const dates = entries
    .map(([, row]) => row.measured)
    .filter((date) => date !== undefined)
    .sort();
  // Without a whole run, say how the rows came about rather than suggest one run.
  const partRuns = `No whole run: each row comes from a run over that file or a few (\`mutation -- <files>\`), measured between ${dates[0] ?? '–'} and ${dates.at(-1) ?? '–'} (UTC)${missing.length ? '' : '; together they cover every module'}.`;
  const out = [
    '# Mutation testing',
    '',
    'Produced by `npx -y pnpm@10 mutation` (`node scripts/mutation.mjs`; bench/README.md): Stryker mutates every',
    "pure rule (each package's `src/domain/`, the design system's `masks/`) and runs the unit tests beside it.",
    '"killed" counts mutants a test failed on (or that timed out); the score is killed among killed, survived and',
    'not covered. Mutants that do not compile or crash the runner are left out, as Stryker does.',
    '',
    run
      ? `Last whole run: ${run.date}, ${run.mutants} mutants in ${Math.round(run.seconds / 6) / 10} minutes, concurrency ${run.concurrency}, Node ${run.node}, ${run.cores} CPU cores shared with other work.`
      : partRuns,
    '',
    ...(missing.length ? [`Not measured yet: ${missing.map((f) => `\`${f}\``).join(', ')}.`, ''] : []),
    line(['file', 'score', 'killed', 'survived', 'no coverage', 'measured (UTC)']),
    line(['---', '---:', '---:', '---:', '---:', '---']),
    ...tested.map(([file, row]) =>
      line([`\`${file}\``, percent(score(row)), row.killed, row.survived, row.noCoverage, row.measured ?? '–']),
    ),
    line(['**all**', `**${percent(score(totals))}**`, totals.killed, totals.survived, totals.noCoverage, '']),
    '',
  ];
  if (empty.length)
    out.push(`No mutable code (types and constants only): ${empty.map((f) => `\`${f}\``).join(', ')}.`, '');

  out.push(
    '## Survivors',
    '',
    'Each mutant no test kills, with the reason it is equivalent (a change no behaviour can see).',
    '',
  );
  let unexplained = 0;
  for (const [file, row] of tested) {
    if (!row.survivors.length) continue;
    out.push(`### \`${file}\``, '');
    for (const survivor of row.survivors) {
      const reason = reasonFor(equivalents, file, survivor);
      if (!reason) unexplained++;
      const status = survivor.status === 'NoCoverage' ? ' (no test runs it)' : '';
      const source = survivor.source ? ` (\`${clip(survivor.source, 80)}\`)` : '';
      out.push(`- line ${survivor.line}${source}${status}: ${survivor.key} — ${reason ?? '**not explained yet**'}`);
    }
    out.push('');
  }
  if (unexplained)
    out.splice(out.indexOf('## Survivors') + 4, 0, `${unexplained} survivors are not explained yet.`, '');
  return `${out.join('\n').trimEnd()}\n`;
}
