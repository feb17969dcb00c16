import { join } from 'node:path';
import type { Rolldown } from 'vite';
import { describe, expect, it } from 'vitest';
import { staticGraph, textChunks, textsKindOf, withStarted } from './preloads.ts';

/** A bundle of chunks by file name, each importing the given files or bare specifiers. */
function bundle(
  imports: Record<string, string[]>,
  more: Record<string, Partial<Rolldown.OutputChunk>> = {},
): Rolldown.OutputBundle {
  return Object.fromEntries(
    Object.entries(imports).map(([fileName, list]) => [
      fileName,
      {
        type: 'chunk',
        fileName,
        imports: list,
        dynamicImports: [],
        ...more[fileName],
      } as unknown as Rolldown.OutputChunk,
    ]),
  );
}

describe('staticGraph', () => {
  it('lists the entry, every chunk it reaches statically (once) and the specifiers outside the bundle', () => {
    const files = bundle({
      'index-a.js': ['chunks/links-b.js', 'react', 'chunks/shared-c.js'],
      'chunks/links-b.js': ['chunks/shared-c.js', 'react/jsx-runtime'],
      'chunks/shared-c.js': ['chunks/links-b.js', 'react'],
      'chunks/lazy-d.js': ['ky'],
    });
    const entry = files['index-a.js'] as Rolldown.OutputChunk;
    expect(staticGraph(entry, files)).toEqual({
      files: ['index-a.js', 'chunks/links-b.js', 'chunks/shared-c.js'],
      runtime: ['react', 'react/jsx-runtime'],
    });
  });

  it('has just the entry for a chunk without imports', () => {
    const files = bundle({ 'ky-a.js': [] });
    expect(staticGraph(files['ky-a.js'] as Rolldown.OutputChunk, files)).toEqual({ files: ['ky-a.js'], runtime: [] });
  });
});

describe('withStarted', () => {
  const files = bundle(
    {
      'index-a.js': ['chunks/links-b.js', 'react'],
      'chunks/links-b.js': [],
      'chunks/api-c.js': ['chunks/links-b.js', 'chunks/limit-d.js', 'ky'],
      'chunks/limit-d.js': [],
      'other-e.js': [],
      'chunks/view-f.js': ['chunks/links-b.js', 'react/jsx-runtime'],
    },
    { 'index-a.js': { dynamicImports: ['chunks/api-c.js', 'chunks/view-f.js'] } },
  );
  const entry = staticGraph(files['index-a.js'] as Rolldown.OutputChunk, files);

  it("adds a lazy chunk's static graph, runtime included, after the entry's own, and names it a start", () => {
    expect(withStarted(entry, files['chunks/api-c.js'] as Rolldown.OutputChunk, files)).toEqual({
      files: ['index-a.js', 'chunks/links-b.js', 'chunks/api-c.js', 'chunks/limit-d.js'],
      runtime: ['react', 'ky'],
      start: ['chunks/api-c.js'],
    });
  });

  it('refuses a start chunk that imports React: the loader evaluates it before the shared runtime', () => {
    expect(() => withStarted(entry, files['chunks/view-f.js'] as Rolldown.OutputChunk, files)).toThrow(
      /view-f\.js imports react\/jsx-runtime/,
    );
  });

  it('leaves an entry that never imports the chunk as it is', () => {
    const other = staticGraph(files['other-e.js'] as Rolldown.OutputChunk, files);
    expect(withStarted(other, files['chunks/api-c.js'] as Rolldown.OutputChunk, files)).toBe(other);
  });
});

describe('textChunks', () => {
  it('names the locale chunks loaded at start: own texts and the design system labels apart', () => {
    const files = bundle(
      {
        'index-a.js': [],
        'chunks/de-DE-b.js': [],
        'chunks/de-DE-c.js': [],
        'chunks/panel-d.js': [],
        'chunks/fr-CH-e.js': [],
      },
      {
        'index-a.js': { dynamicImports: ['chunks/de-DE-b.js', 'chunks/de-DE-c.js', 'chunks/panel-d.js'] },
        'chunks/de-DE-b.js': { facadeModuleId: '/repo/packages/login/src/locales/de-DE.json' },
        'chunks/de-DE-c.js': { facadeModuleId: '/repo/packages/design-system/src/locales/de-DE.json' },
        // only the lazy panel chunk loads these: not at start
        'chunks/panel-d.js': { dynamicImports: ['chunks/fr-CH-e.js'] },
        'chunks/fr-CH-e.js': { facadeModuleId: '/repo/packages/login/src/locales/fr-CH.json' },
      },
    );
    const labels = new Set(['/repo/packages/design-system/src/locales/de-DE.json']);
    expect(textChunks(['index-a.js'], files, (file) => (labels.has(file) ? 'labels' : 'texts'))).toEqual({
      'texts:de-DE': { files: ['chunks/de-DE-b.js'], runtime: [] },
      'labels:de-DE': { files: ['chunks/de-DE-c.js'], runtime: [] },
    });
  });

  it("tells the shared labels by their package's `shop.texts`, not by a folder name", () => {
    const files = bundle(
      { 'index-a.js': [], 'chunks/de-DE-b.js': [] },
      {
        'index-a.js': { dynamicImports: ['chunks/de-DE-b.js'] },
        'chunks/de-DE-b.js': { facadeModuleId: '/repo/packages/login/src/locales/de-DE.json' },
      },
    );
    expect(textChunks(['index-a.js'], files, () => 'labels')).toEqual({
      'labels:de-DE': { files: ['chunks/de-DE-b.js'], runtime: [] },
    });
    const root = join(import.meta.dirname, '..', '..');
    expect(textsKindOf(join(root, 'design-system', 'src', 'locales', 'de-DE.json'))).toBe('labels');
    for (const pkg of ['footer', 'newsletter', 'login', 'preview-panel'])
      expect(textsKindOf(join(root, pkg, 'src', 'locales', 'de-DE.json')), pkg).toBe('texts');
  });
});
