import { createHash } from 'node:crypto';
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { EntryPreloads } from '@shop/element/build/preloads';
import { type Country, countries, countryLocales } from '@shop/sites';
import { type Built, type BuiltPackage, type WidgetPackage, widgetPackages } from './widgets.ts';

/** Where each package's dist/ is deployed, the README's convention: `/assets/<package>/`. */
const defaultAssetUrl = (pkg: string, file: string) => `/assets/${pkg}/${file}`;

function readJson<T>(path: string): T | null {
  return existsSync(path) ? (JSON.parse(readFileSync(path, 'utf8')) as T) : null;
}

/** dist/prerender/manifest.json of a package with prerendered markup: per country, variant → file. */
interface PrerenderManifest {
  files: Partial<Record<Country, Record<string, string>>>;
}

/** A Vite manifest: by source path, the chunk's file and what it imports. */
type ViteManifest = Record<string, { file: string; imports?: string[]; dynamicImports?: string[] }>;

/** The files reachable from `entry` by static and dynamic imports, by manifest key. */
function moduleGraph(manifest: ViteManifest, entry: string): Map<string, string> {
  const files = new Map<string, string>();
  const visit = (key: string) => {
    const chunk = manifest[key];
    if (!chunk || files.has(key)) return;
    files.set(key, chunk.file);
    for (const next of [...(chunk.imports ?? []), ...(chunk.dynamicImports ?? [])]) visit(next);
  };
  visit(entry);
  return files;
}

const localeOfSource = /\/locales\/([a-z]{2}-[A-Z]{2})\.json$/;

/** The tags the entry defines, from a package's custom-elements.json. */
function definedTags(elementsManifest: string): string[] {
  const manifest = readJson<{ modules: { path: string; exports?: { kind: string; name: string }[] }[] }>(
    elementsManifest,
  );
  const entry = manifest?.modules.find((module) => module.path === 'src/index.ts');
  return (entry?.exports ?? []).filter((item) => item.kind === 'custom-element-definition').map((item) => item.name);
}

/**
 * What one dist-shaped folder offers (a package's dist/, or a staged copy of it), with the tags
 * from `elementsManifest` (custom-elements.json: beside dist/ in a package, inside a staged folder).
 */
function readPackage(dist: string, elementsManifest: string): BuiltPackage | null {
  const manifest = readJson<ViteManifest>(join(dist, '.vite', 'manifest.json'));
  const entry = manifest?.['src/index.ts']?.file;
  if (!manifest || !entry) return null;
  const prerenderDir = join(dist, 'prerender');
  const prerenders = readJson<PrerenderManifest>(join(prerenderDir, 'manifest.json'));
  const preloads = readJson<Record<string, EntryPreloads>>(join(dist, 'preloads.json')) ?? {};
  const graph = moduleGraph(manifest, 'src/index.ts');
  return {
    entry,
    preloads,
    prerender: (country, variant) => {
      const file = prerenders?.files[country]?.[variant];
      return file && existsSync(join(prerenderDir, file)) ? readFileSync(join(prerenderDir, file), 'utf8') : null;
    },
    tags: definedTags(elementsManifest),
    filesFor: (country) => {
      const own = new Set(preloads[`country:${country}`]?.files ?? []);
      const otherSites = new Set(
        countries.filter((other) => other !== country).flatMap((other) => preloads[`country:${other}`]?.files ?? []),
      );
      return [...graph]
        .filter(([source, file]) => {
          const locale = localeOfSource.exec(source)?.[1];
          if (locale && locale !== countryLocales[country]) return false;
          return own.has(file) || !otherSites.has(file);
        })
        .map(([, file]) => file);
    },
  };
}

/** The JavaScript files below `dir`, relative to it. */
function jsFilesIn(dir: string): string[] {
  return (readdirSync(dir, { recursive: true }) as string[])
    .filter((file) => file.endsWith('.js'))
    .map((file) => file.split('\\').join('/'))
    .sort();
}

/** Where a package's dist-shaped folder and its custom-elements.json are. */
export interface PackageFolders {
  dist: (pkg: WidgetPackage | 'runtime') => string;
  elementsManifest: (pkg: WidgetPackage) => string;
}

/**
 * What the built packages under `packagesDir` offer, read anew on every call (a rebuilt package
 * is seen at once). Packages not built yet are left out; an unbuilt runtime is an empty import map.
 */
export function readBuilt(packagesDir: string, assetUrl: Built['assetUrl'] = defaultAssetUrl): Built {
  const built = readFolders(
    {
      dist: (pkg) => join(packagesDir, pkg, 'dist'),
      elementsManifest: (pkg) => join(packagesDir, pkg, 'custom-elements.json'),
    },
    assetUrl,
  );
  // Each widget's version from its package.json: what a widget's health report names.
  for (const [pkg, own] of Object.entries(built.packages))
    own.version = readJson<{ version: string }>(join(packagesDir, pkg, 'package.json'))?.version;
  return built;
}

/** What the dist-shaped folders `folders` name offer (readBuilt's, or staged version folders': tooling/snippets/staged.ts). */
export function readFolders(folders: PackageFolders, assetUrl: Built['assetUrl']): Built {
  const runtimeDist = folders.dist('runtime');
  const packages: Built['packages'] = {};
  for (const pkg of widgetPackages) {
    const built = readPackage(folders.dist(pkg), folders.elementsManifest(pkg));
    if (built) packages[pkg as WidgetPackage] = built;
  }
  const designSystemDist = folders.dist('design-system');
  const loaderFile = join(designSystemDist, 'loader.js');
  const classicLoaderFile = join(designSystemDist, 'loader-classic.js');
  const designSystemFile = (name: string) =>
    existsSync(designSystemDist)
      ? (readdirSync(designSystemDist).find((file) => new RegExp(`^${name}-[\\w-]+\\.js$`).test(file)) ?? null)
      : null;
  const hashes = new Map<string, string>();
  return {
    importMap: readJson<{ imports: Record<string, string> }>(join(runtimeDist, 'importmap.json'))?.imports ?? {},
    runtimePreloads: readJson<Record<string, EntryPreloads>>(join(runtimeDist, 'preloads.json')) ?? {},
    runtimeFiles: existsSync(runtimeDist) ? jsFilesIn(runtimeDist) : [],
    packages,
    assetUrl,
    integrity: (pkg, file) => {
      const path = join(folders.dist(pkg), file);
      let hash = hashes.get(path);
      if (!hash) {
        hash = sha384File(path);
        hashes.set(path, hash);
      }
      return hash;
    },
    loader: existsSync(loaderFile) ? readFileSync(loaderFile, 'utf8') : null,
    classicLoader: existsSync(classicLoaderFile) ? readFileSync(classicLoaderFile, 'utf8') : null,
    shim: designSystemFile('es-module-shims'),
    health: designSystemFile('health'),
    override: designSystemFile('override'),
  };
}

/** The Subresource Integrity of a file, as the snippets write it. */
const sha384File = (path: string) => `sha384-${createHash('sha384').update(readFileSync(path)).digest('base64')}`;
