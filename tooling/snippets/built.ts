import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Country } from '@shop/design-system/sites';
import type { EntryPreloads } from '../preloads.ts';
import { type Built, type BuiltPackage, type WidgetPackage, widgetPackages } from './widgets.ts';

/** Where each package's dist/ is deployed, the README's convention: `/assets/<package>/`. */
export const defaultAssetUrl = (pkg: string, file: string) => `/assets/${pkg}/${file}`;

function readJson<T>(path: string): T | null {
  return existsSync(path) ? (JSON.parse(readFileSync(path, 'utf8')) as T) : null;
}

/** dist/prerender/manifest.json of a package with prerendered markup: per country, variant → file. */
interface PrerenderManifest {
  files: Partial<Record<Country, Record<string, string>>>;
}

function readPackage(packageDir: string): BuiltPackage | null {
  const dist = join(packageDir, 'dist');
  const manifest = readJson<Record<string, { file: string }>>(join(dist, '.vite', 'manifest.json'));
  const entry = manifest?.['src/index.ts']?.file;
  if (!entry) return null;
  const prerenderDir = join(dist, 'prerender');
  const prerenders = readJson<PrerenderManifest>(join(prerenderDir, 'manifest.json'));
  return {
    entry,
    preloads: readJson<Record<string, EntryPreloads>>(join(dist, 'preloads.json')) ?? {},
    prerender: (country, variant) => {
      const file = prerenders?.files[country]?.[variant];
      return file && existsSync(join(prerenderDir, file)) ? readFileSync(join(prerenderDir, file), 'utf8') : null;
    },
  };
}

/**
 * What the built packages under `packagesDir` offer, read anew on every call (a rebuilt package
 * is seen at once). Packages not built yet are left out; an unbuilt runtime is an empty import map.
 */
export function readBuilt(packagesDir: string, assetUrl: Built['assetUrl'] = defaultAssetUrl): Built {
  const runtimeDist = join(packagesDir, 'runtime', 'dist');
  const packages: Built['packages'] = {};
  for (const pkg of widgetPackages) {
    const built = readPackage(join(packagesDir, pkg));
    if (built) packages[pkg as WidgetPackage] = built;
  }
  return {
    importMap: readJson<{ imports: Record<string, string> }>(join(runtimeDist, 'importmap.json'))?.imports ?? {},
    runtimePreloads: readJson<Record<string, EntryPreloads>>(join(runtimeDist, 'preloads.json')) ?? {},
    packages,
    assetUrl,
  };
}
