// Facts the READMEs state about the code, read from the code: a renamed option or a removed
// folder fails here instead of leaving a README that tells a newcomer something false.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { root } from '../../scripts/packages.mjs';

const read = (path: string) => readFileSync(join(root, path), 'utf8');

/** The property names of an exported interface, as its source declares them. */
function interfaceKeys(source: string, name: string): string[] {
  const body = new RegExp(`export interface ${name}[^{]*\\{([\\s\\S]*?)\\n\\}`).exec(source)?.[1] ?? '';
  return [...body.matchAll(/^ {2}(\w+)\??:/gm)].map((match) => match[1] as string);
}

describe('the design system README', () => {
  it('names exactly the options defineElement takes', () => {
    const options = interfaceKeys(read('packages/element/src/shell/defineElement.tsx'), 'ElementOptions');
    const call = /`defineElement\(\{ ([^}]*) \}\)`/.exec(read('packages/design-system/README.md'))?.[1] ?? '';
    expect(options.length).toBeGreaterThan(3);
    expect(call.split(',').map((option) => option.trim())).toEqual(options);
  });
});
