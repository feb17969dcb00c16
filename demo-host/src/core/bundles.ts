import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { EntryPreloads } from '../../../tooling/preloads.ts';

/**
 * What the built packages offer a page: the import map of the shared runtime and the entry
 * module of each widget, read from each package's dist/ (manifest and importmap.json).
 * Releasing one widget = rebuilding one package; these are read anew for each page.
 */
export const repoRoot = join(import.meta.dirname, '..', '..', '..');
export const packagesDir = join(repoRoot, 'packages');

/** Widget packages a page can load, by folder name under packages/. */
export const widgetPackages = ['design-system', 'session', 'footer', 'newsletter', 'login', 'preview-panel'] as const;
export type WidgetPackage = (typeof widgetPackages)[number];

export const assetUrl = (pkg: string, file: string) => `/assets/${pkg}/${file}`;

interface ManifestChunk {
  file: string;
  isEntry?: boolean;
  src?: string;
}

function readJson<T>(path: string): T | null {
  if (!existsSync(path)) return null;
  return JSON.parse(readFileSync(path, 'utf8')) as T;
}

/** The entry module URL of a widget package, or null when it has not been built. */
export function widgetEntryUrl(pkg: WidgetPackage): string | null {
  const manifest = readJson<Record<string, ManifestChunk>>(join(packagesDir, pkg, 'dist', '.vite', 'manifest.json'));
  const entry = manifest?.['src/index.ts'];
  return entry ? assetUrl(pkg, entry.file) : null;
}

type Preloads = Record<string, EntryPreloads>;

/**
 * The module URLs a page preloads for its widgets (`<link rel="modulepreload">` after the import
 * map): each entry's static graph, the shared-runtime files it imports, and what a page of
 * `country` needs at once (`country:<CODE>` in a package's dist/preloads.json, e.g. the footer's
 * content chunk). Without them the browser finds the graph one level per round trip.
 */
export function modulePreloadUrls(widgets: readonly WidgetPackage[], country: string): string[] {
  const runtime = readJson<Preloads>(join(packagesDir, 'runtime', 'dist', 'preloads.json')) ?? {};
  const urls = new Set<string>();
  for (const pkg of widgets) {
    const manifest = readJson<Record<string, ManifestChunk>>(join(packagesDir, pkg, 'dist', '.vite', 'manifest.json'));
    const preloads = readJson<Preloads>(join(packagesDir, pkg, 'dist', 'preloads.json')) ?? {};
    const entryFile = manifest?.['src/index.ts']?.file;
    for (const group of [entryFile && preloads[entryFile], preloads[`country:${country}`]]) {
      if (!group) continue;
      for (const file of group.files) urls.add(assetUrl(pkg, file));
      for (const specifier of group.runtime)
        for (const file of runtime[specifier]?.files ?? []) urls.add(assetUrl('runtime', file));
    }
  }
  return [...urls];
}

/**
 * The text chunks a page of `locale` preloads: each widget's own texts, and the design system's
 * shared labels from the first widget in script order that loads them (the bundles share the
 * labels at run time: the first to ask loads its file, so that is the one to preload).
 */
export function textPreloadUrls(widgets: readonly WidgetPackage[], locale: string): string[] {
  const urls: string[] = [];
  let labels: string[] = [];
  for (const pkg of widgets) {
    const preloads = readJson<Preloads>(join(packagesDir, pkg, 'dist', 'preloads.json')) ?? {};
    for (const file of preloads[`texts:${locale}`]?.files ?? []) urls.push(assetUrl(pkg, file));
    if (!labels.length) labels = (preloads[`labels:${locale}`]?.files ?? []).map((file) => assetUrl(pkg, file));
  }
  return [...urls, ...labels];
}

/** The import map that resolves the widgets' bare specifiers to the shared runtime. */
export function importMap(): { imports: Record<string, string> } {
  const runtime = readJson<{ imports: Record<string, string> }>(join(packagesDir, 'runtime', 'dist', 'importmap.json'));
  const imports: Record<string, string> = {};
  for (const [specifier, file] of Object.entries(runtime?.imports ?? {}))
    imports[specifier] = assetUrl('runtime', file);
  return { imports };
}

export function builtPackages(): string[] {
  return ['runtime', ...widgetPackages].filter((pkg) => existsSync(join(packagesDir, pkg, 'dist')));
}
