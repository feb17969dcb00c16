// `npx -y pnpm@10 api`: writes the manifests, host types and README API tables of every
// package from its src/element.api.ts. `--check` writes nothing and fails when one is stale.
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { root } from './collect.ts';
import { generatedFiles } from './generate.ts';

const check = process.argv.includes('--check');
const stale: string[] = [];
for (const [path, text] of await generatedFiles()) {
  const file = join(root, path);
  if (existsSync(file) && readFileSync(file, 'utf8') === text) continue;
  stale.push(path);
  if (check) continue;
  mkdirSync(dirname(file), { recursive: true });
  writeFileSync(file, text);
}
if (check && stale.length) {
  console.error(`Stale (run \`npx -y pnpm@10 api\`):\n  ${stale.join('\n  ')}`);
  process.exit(1);
}
console.log(stale.length ? `written:\n  ${stale.join('\n  ')}` : 'API files are up to date');
