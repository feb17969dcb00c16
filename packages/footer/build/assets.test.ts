import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { minifyCss } from '@shop/design-system/prerender';
import { describe, expect, it } from 'vitest';
import { logoCatalogue } from '../src/domain/logos.ts';

const logosDir = join(import.meta.dirname, '..', '..', '..', 'demo-host', 'public', 'logos');

describe('the logo set served by the demo host', () => {
  it('has about 31 named images, each a file of the declared size', () => {
    expect(logoCatalogue.length).toBe(32); // the spec's "about 31", and the invoice drawn in French for fr-CH
    for (const logo of logoCatalogue) {
      const path = join(logosDir, logo.file);
      expect(existsSync(path), logo.file).toBe(true);
      const svg = readFileSync(path, 'utf8');
      expect(svg).toContain(`width="${logo.width}"`);
      expect(svg).toContain(`height="${logo.height}"`);
    }
  });
});

describe('prerender CSS', () => {
  it('drops comments and layout white space but keeps selectors apart', () => {
    expect(minifyCss('/* x */\n.a .b ,\n.c > .d {\n  color: red;\n}\n')).toBe('.a .b,.c>.d{color: red}');
  });
});
