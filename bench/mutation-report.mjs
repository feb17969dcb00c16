// bench/MUTATION.md from bench/mutation.json (written by scripts/mutation.mjs) and the reasons in
// bench/mutation-equivalents.mjs.

const collapse = (text) => text.replace(/\s+/g, ' ').trim();
const clip = (text, length) => (text.length > length ? `${text.slice(0, length - 1)}…` : text);

/**
 * Names a mutant without its line, so a reason stays attached when code above it moves:
 * "Mutator: `original` → `replacement`", whitespace collapsed, long code clipped.
 */
export function mutantKey(mutatorName, original, replacement) {
  return `${mutatorName}: \`${clip(collapse(original), 70)}\` → \`${clip(collapse(replacement), 70)}\``;
}

/** Stryker's score: detected (killed or timed out) among the mutants that compiled and ran. */
export function score({ killed, survived, noCoverage }) {
  const valid = killed + survived + noCoverage;
  return valid === 0 ? null : (100 * killed) / valid;
}

const percent = (value) => (value === null ? '–' : `${value.toFixed(1)} %`);

export function mutationReport(data, equivalents) {
  const reasons = new Map(equivalents.map(({ file, mutant, reason }) => [`${file}\n${mutant}`, reason]));
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
  const line = (cells) => `| ${cells.join(' | ')} |`;
  const run = data.run;
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
      : 'No whole run yet.',
    '',
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
      const reason = reasons.get(`${file}\n${survivor.key}`);
      if (!reason) unexplained++;
      const status = survivor.status === 'NoCoverage' ? ' (no test runs it)' : '';
      out.push(`- line ${survivor.line}${status}: ${survivor.key} — ${reason ?? '**not explained yet**'}`);
    }
    out.push('');
  }
  if (unexplained)
    out.splice(out.indexOf('## Survivors') + 4, 0, `${unexplained} survivors are not explained yet.`, '');
  return `${out.join('\n').trimEnd()}\n`;
}
