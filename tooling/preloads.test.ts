import type { Rolldown } from 'vite';
import { describe, expect, it } from 'vitest';
import { staticGraph } from './preloads.ts';

/** A bundle of chunks by file name, each importing the given files or bare specifiers. */
function bundle(imports: Record<string, string[]>): Rolldown.OutputBundle {
  return Object.fromEntries(
    Object.entries(imports).map(([fileName, list]) => [
      fileName,
      { type: 'chunk', fileName, imports: list } as unknown as Rolldown.OutputChunk,
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
