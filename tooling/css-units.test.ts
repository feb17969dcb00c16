import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { describe, expect, it } from 'vitest';

// Our CSS must not depend on the host page's root font size: a length in `rem` follows
// `html { font-size }` of whatever page embeds the widget (62.5 % on many legacy themes).
// Every length is a multiple of `--shop-rem` instead (design-system tokens.css).
const root = join(import.meta.dirname, '..');

function cssFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return entry.name === 'node_modules' || entry.name === 'dist' ? [] : cssFiles(path);
    return entry.name.endsWith('.css') ? [path] : [];
  });
}

describe('widget CSS units', () => {
  it('no stylesheet of a package uses rem', () => {
    const files = cssFiles(join(root, 'packages'));
    expect(files.length).toBeGreaterThan(20);
    const offenders = files.flatMap((file) =>
      [...readFileSync(file, 'utf8').matchAll(/(?<![\w-])\d*\.?\d+rem\b/g)].map(
        (match) => `${relative(root, file)}: ${match[0]}`,
      ),
    );
    expect(offenders).toEqual([]);
  });
});
