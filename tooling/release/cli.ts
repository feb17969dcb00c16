// The release check (`npx -y pnpm@10 release:check <cdn base URL>`): probes the deployed version
// folders of the staged packages as a browser on the shop's pages would (check.ts) and prints one
// plain sentence per problem; exits 1 when there is any.
//
//   tsx tooling/release/cli.ts <cdn base URL> [package[@version]…] [--stage dist/cdn]
//       [--snippets <stage>/snippets] [--origin https://shop.example]
//
// <cdn base URL>: where the `<package>/<version>/` folders are, e.g. https://cdn.example.com/shop/.
// Without packages: every version folder staged in --stage (`node scripts/release.mjs` writes them
// there, each a copy of what is uploaded: the reference for the file list and the bytes).
// --snippets: the snippets written for the CDN (`tooling/snippets/cli.ts --assets …`): every
// integrity value they carry is checked against the file the CDN serves. --origin: the page origin
// the probe claims (the shop's; any origin other than the CDN's shows whether CORS is there).
import { join, resolve } from 'node:path';
import { parseArgs } from 'node:util';
import { checkFolder } from './check.ts';
import { integrityInSnippets } from './integrity.ts';
import { stagedFolders } from './staged.ts';

const root = join(import.meta.dirname, '..', '..');
const { values, positionals } = parseArgs({
  allowPositionals: true,
  options: { stage: { type: 'string' }, snippets: { type: 'string' }, origin: { type: 'string' } },
});
const [base, ...wanted] = positionals;
if (!base || !/^https?:\/\//.test(base)) {
  console.error(
    'usage: release:check <cdn base URL> [package[@version]…] [--stage <dir>] [--snippets <dir>] [--origin <URL>]',
  );
  process.exit(2);
}
const stage = resolve(root, values.stage ?? join('dist', 'cdn'));
const snippetsDir = resolve(root, values.snippets ?? join(stage, 'snippets'));
const origin = values.origin ?? 'https://shop.example';

const folders = stagedFolders(stage).filter(
  (folder) =>
    !wanted.length || wanted.some((name) => name === folder.pkg || name === `${folder.pkg}@${folder.version}`),
);
if (!folders.length) {
  console.error(
    `Nothing to check: no staged version folder${wanted.length ? ` of ${wanted.join(', ')}` : ''} in ${stage} ` +
      '(node scripts/release.mjs <package> stages one).',
  );
  process.exit(2);
}
const { byUrl: integrity, conflicts } = integrityInSnippets(snippetsDir);

console.log(`release check: ${base} as a page on ${origin} loads it`);
let problems = 0;
for (const url of conflicts) {
  console.log(`✗ the snippets in ${snippetsDir} give ${url} two different integrity values: one of them is stale.`);
  problems++;
}
for (const folder of folders) {
  const report = await checkFolder(base, folder, { origin, integrity });
  const checked = `${report.files} file${report.files === 1 ? '' : 's'}${report.withIntegrity ? `, ${report.withIntegrity} with integrity in the snippets` : ''}`;
  if (!report.problems.length) console.log(`✓ ${folder.pkg} ${folder.version}: ${report.url} (${checked})`);
  else {
    console.log(`✗ ${folder.pkg} ${folder.version}: ${report.url} (${checked})`);
    for (const problem of report.problems) console.log(`  ${problem}`);
  }
  problems += report.problems.length;
}
console.log(problems ? `${problems} problem${problems > 1 ? 's' : ''}.` : 'No problems.');
process.exit(problems ? 1 : 0);
