// Every generated file of the API, by path relative to the repository root, with its text.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { collectPackages, root } from './collect.ts';
import { domTypes, reactTypes } from './hostTypes.ts';
import { buildManifest } from './manifest.ts';
import { apiSection, withApiSection } from './readme.ts';

export async function generatedFiles(): Promise<Map<string, string>> {
  const files = new Map<string, string>();
  for (const pkg of await collectPackages()) {
    const manifest = buildManifest(pkg);
    const dir = `packages/${pkg.dir}`;
    files.set(`${dir}/custom-elements.json`, `${JSON.stringify(manifest, null, 2)}\n`);
    files.set(`${dir}/types/index.d.ts`, domTypes(manifest));
    files.set(`${dir}/types/react.d.ts`, reactTypes(manifest));
    const readme = readFileSync(join(root, dir, 'README.md'), 'utf8');
    files.set(`${dir}/README.md`, withApiSection(readme, apiSection(manifest)));
  }
  return files;
}
