import { existsSync, readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import type { Plugin, Rolldown } from 'vite';

/**
 * `dist/preloads.json`: for each entry of a build, every file it imports statically (itself
 * included, transitively) and the shared-runtime specifiers those files import. A page renders
 * them as `<link rel="modulepreload">` after its import map, so the browser fetches the whole
 * static graph at once instead of discovering it one level per round trip.
 *
 * `key` names an entry in the file: the entry's file name for widgets, the specifier for the
 * shared runtime (whose entries are the specifiers of the import map). `countryModules` adds
 * `country:<CODE>` entries for lazily loaded modules a page of that country needs at once
 * (the footer's per-country content), by source path relative to the package.
 * `startModules` names lazy modules an entry imports as soon as it starts, before its tag is
 * registered (the footer's service calls, whose newsletter status its first live frame waits
 * for): their static graphs, shared-runtime specifiers included, join the entry's, so that they
 * are fetched with it rather than one round trip after another once its code has run. Their own
 * files are the entry's `start`, which the loader evaluates first, before the shared runtime:
 * what they start (a request) runs while React is evaluated. So none may import React.
 *
 * Text chunks an entry loads at start (the locale files its static graph imports dynamically:
 * an element's texts are loaded before its tag is registered) are listed per locale:
 * `texts:<locale>` the package's own texts, `labels:<locale>` the design system's shared labels
 * (one page needs those of one widget only: the bundles share them at run time); which is which
 * is its package's `shop.texts` (textsKindOf).
 */
export interface EntryPreloads {
  files: string[];
  runtime: string[];
  /** The start modules' own files (startModules), in their order: the loader evaluates them first. */
  start?: string[];
}

/** The shared runtime's React modules: a start module is evaluated before them, so it may not import them. */
const reactSpecifier = /(^|\/)react(-dom)?(\/|$)/;

export function preloadsManifest(
  key: (chunk: Rolldown.OutputChunk) => string | null,
  countryModules: Record<string, string> = {},
  startModules: string[] = [],
): Plugin {
  return {
    name: 'shop-preloads-manifest',
    generateBundle(_options, bundle) {
      const preloads: Record<string, EntryPreloads> = {};
      const chunks = Object.values(bundle).filter((output) => output.type === 'chunk');
      for (const chunk of chunks) {
        const name = chunk.isEntry ? key(chunk) : null;
        if (name === null) continue;
        preloads[name] = staticGraph(chunk, bundle);
        Object.assign(preloads, textChunks(preloads[name].files, bundle));
        for (const source of startModules) {
          const started = chunkOf(chunks, source);
          if (!started) this.error(`preloads: no chunk for ${source} (startModules)`);
          preloads[name] = withStarted(preloads[name], started, bundle);
        }
      }
      for (const [country, source] of Object.entries(countryModules)) {
        const chunk = chunkOf(chunks, source);
        if (!chunk) this.error(`preloads: no chunk for ${source} (country ${country})`);
        preloads[`country:${country}`] = staticGraph(chunk, bundle);
      }
      this.emitFile({ type: 'asset', fileName: 'preloads.json', source: `${JSON.stringify(preloads, null, 2)}\n` });
    },
  };
}

/** The chunk whose facade is `source` (a path relative to the package), if any. */
function chunkOf(chunks: Rolldown.OutputChunk[], source: string): Rolldown.OutputChunk | undefined {
  const path = `/${source.replace(/^\.?\//, '')}`;
  return chunks.find((candidate) => candidate.facadeModuleId?.endsWith(path));
}

/**
 * An entry's preloads with a lazy chunk's static graph added and the chunk named as one it
 * starts with, where the entry's static graph imports that chunk (an entry that never loads it
 * is left as it is). Throws when the chunk's graph imports React (see `start`).
 */
export function withStarted(
  entry: EntryPreloads,
  started: Rolldown.OutputChunk,
  bundle: Rolldown.OutputBundle,
): EntryPreloads {
  const reaches = entry.files.some((file) => {
    const chunk = bundle[file];
    return chunk?.type === 'chunk' && chunk.dynamicImports.includes(started.fileName);
  });
  if (!reaches) return entry;
  const graph = staticGraph(started, bundle);
  const react = graph.runtime.filter((specifier) => reactSpecifier.test(specifier));
  if (react.length)
    throw new Error(`preloads: the start module ${started.fileName} imports ${react.join(', ')}, evaluated after it`);
  // After the entry's own: the loader preloads a bundle's files in this order, a few a task.
  return {
    files: [...new Set([...entry.files, ...graph.files])],
    runtime: [...new Set([...entry.runtime, ...graph.runtime])],
    start: [...(entry.start ?? []), started.fileName],
  };
}

/** The chunk's static import graph: its files, and the imports outside the bundle (externals). */
export function staticGraph(entry: Rolldown.OutputChunk, bundle: Rolldown.OutputBundle): EntryPreloads {
  const files: string[] = [];
  const runtime = new Set<string>();
  const visit = (chunk: Rolldown.OutputChunk) => {
    if (files.includes(chunk.fileName)) return;
    files.push(chunk.fileName);
    for (const imported of chunk.imports) {
      const next = bundle[imported];
      if (next?.type === 'chunk') visit(next);
      else if (!next) runtime.add(imported);
    }
  };
  visit(entry);
  return { files, runtime: [...runtime].sort() };
}

/**
 * Whose texts a locale file holds, as data: the `shop.texts` field of its package's package.json.
 * `"labels"` (the design system) marks the shared labels, which a page needs from one widget
 * only (the bundles share them at run time); any other package's locale files are its own texts.
 */
export function textsKindOf(localeFile: string): 'labels' | 'texts' {
  let dir = dirname(localeFile);
  while (!existsSync(join(dir, 'package.json'))) {
    if (dirname(dir) === dir) return 'texts';
    dir = dirname(dir);
  }
  const manifest = JSON.parse(readFileSync(join(dir, 'package.json'), 'utf8')) as { shop?: { texts?: string } };
  return manifest.shop?.texts === 'labels' ? 'labels' : 'texts';
}

const localeFile = /\/([a-z]{2}-[A-Z]{2})\.json$/;

/** The locale chunks the given (statically loaded) files import dynamically, by `texts:` and `labels:`. */
export function textChunks(
  files: string[],
  bundle: Rolldown.OutputBundle,
  kindOf: (localeFile: string) => 'labels' | 'texts' = textsKindOf,
): Record<string, EntryPreloads> {
  const groups: Record<string, EntryPreloads> = {};
  for (const file of files) {
    const chunk = bundle[file];
    if (chunk?.type !== 'chunk') continue;
    for (const imported of chunk.dynamicImports) {
      const source = (bundle[imported] as Rolldown.OutputChunk | undefined)?.facadeModuleId ?? '';
      const locale = localeFile.exec(source)?.[1];
      if (!locale) continue;
      const key = `${kindOf(source)}:${locale}`;
      const group = groups[key] ?? { files: [], runtime: [] };
      if (!group.files.includes(imported)) group.files.push(imported);
      groups[key] = group;
    }
  }
  return groups;
}
