// CI fails when a committed manifest, host type file or README API table is not what the api
// modules generate (the fix: `npx -y pnpm@10 api`, then commit).
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { root } from './collect.ts';
import { generatedFiles } from './generate.ts';
import type { buildManifest } from './manifest.ts';

const files = await generatedFiles();

describe('generated API files', () => {
  it.each([...files.keys()])('%s is up to date (run `npx -y pnpm@10 api`)', (path) => {
    expect(readFileSync(join(root, path), 'utf8')).toBe(files.get(path));
  });

  it('covers every element of the shop', () => {
    const tags = [...files]
      .filter(([path]) => path.endsWith('custom-elements.json'))
      .flatMap(([, text]) => (JSON.parse(text) as ReturnType<typeof buildManifest>).modules)
      .flatMap((module) => module.exports?.map((entry) => entry.name) ?? []);
    expect(tags.sort()).toEqual([
      'shop-banderole',
      'shop-footer',
      'shop-gallery',
      'shop-icon',
      'shop-login',
      'shop-newsletter',
      'shop-notification',
      'shop-preview-panel',
      'shop-session',
    ]);
  });

  it('points each package.json at its manifest and types', () => {
    for (const path of files.keys()) {
      if (!path.endsWith('custom-elements.json')) continue;
      const dir = path.replace('/custom-elements.json', '');
      const pkg = JSON.parse(readFileSync(join(root, dir, 'package.json'), 'utf8'));
      expect(pkg.customElements).toBe('custom-elements.json');
      expect(pkg.exports['./types']).toEqual({ types: './types/index.d.ts' });
      expect(pkg.exports['./types/react']).toEqual({ types: './types/react.d.ts' });
    }
  });
});
