import { existsSync, readFileSync, renameSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import type { LoaderConfig } from '@shop/element/loader';
import type { ReleasedVersion, ReleaseManifest } from '@shop/element/release-override';
import { countries } from '@shop/sites';
import { composeSnippets } from '../snippets/compose.ts';
import { readStaged } from '../snippets/staged.ts';
import { type WidgetPackage, widgetPackages } from '../snippets/widgets.ts';
import { stagedFolders } from './staged.ts';
import type { ReleaseState } from './state.ts';

export const releasesFile = 'releases.json';

/**
 * One staged version of a widget as releases.json lists it: per site, what the loader fetches
 * for it (the same entry, preloads, start modules and shared labels as its snippets name, composed by
 * compose.ts against the state's live runtime), and the integrity of every file a page may load.
 */
function releasedVersion(
  stageDir: string,
  pkg: WidgetPackage,
  version: string,
  state: ReleaseState,
  cdnUrl: string,
  released: string,
): ReleasedVersion | null {
  const alone: ReleaseState = { [pkg]: { live: version } };
  if (state.runtime) alone.runtime = { live: state.runtime.live };
  const built = readStaged(stageDir, alone, cdnUrl);
  const own = built.packages[pkg];
  if (!own) return null;
  // composeSnippets writes the loader's configuration only where there is a loader to inline.
  built.loader ??= '/* loader */';
  const folder = `${cdnUrl}${pkg}/${version}/`;
  const entry: ReleasedVersion = { released, tags: own.tags, countries: {}, integrity: {} };
  for (const country of countries) {
    const { head } = composeSnippets([{ pkg }], country, built);
    const config = JSON.parse(
      /<script type="application\/json" data-shop-loader(?:="")?>(.*?)<\/script>/s.exec(head)?.[1] ?? '{}',
    ) as LoaderConfig;
    const map = JSON.parse(/<script type="importmap">(.*?)<\/script>/s.exec(head)?.[1] ?? '{}') as {
      integrity?: Record<string, string>;
    };
    const bundle = config.bundles?.find((item) => item.pkg === pkg);
    if (!bundle) continue;
    entry.countries[country] = {
      src: bundle.src,
      files: bundle.files,
      ...(bundle.start && { start: bundle.start }),
      ...(bundle.shared && { shared: bundle.shared }),
    };
    for (const [url, hash] of Object.entries(map.integrity ?? {}))
      if (url.startsWith(folder) || url === bundle.src || bundle.files.includes(url) || bundle.shared?.includes(url))
        entry.integrity[url] = hash;
  }
  return entry;
}

/**
 * releases.json for the CDN: every staged version of every widget, those listed before keeping
 * their entry as it was (their release date above all); written to `<stageDir>/releases.json`
 * (one step: a file beside it, renamed) for the upload. Returns the file's path.
 */
export function writeReleasesManifest(stageDir: string, state: ReleaseState, cdnUrl: string, now = new Date()): string {
  const path = join(stageDir, releasesFile);
  const before: ReleaseManifest = existsSync(path)
    ? (JSON.parse(readFileSync(path, 'utf8')) as ReleaseManifest)
    : { v: 1, packages: {} };
  const manifest: ReleaseManifest = { v: 1, packages: structuredClone(before.packages ?? {}) };
  for (const { pkg, version } of stagedFolders(stageDir)) {
    if (!widgetPackages.includes(pkg as WidgetPackage) || manifest.packages[pkg]?.[version]) continue;
    const entry = releasedVersion(stageDir, pkg as WidgetPackage, version, state, cdnUrl, now.toISOString());
    if (!entry) continue;
    manifest.packages[pkg] = { ...manifest.packages[pkg], [version]: entry };
  }
  const tmp = `${path}.tmp-${process.pid}`;
  writeFileSync(tmp, `${JSON.stringify(manifest)}\n`);
  renameSync(tmp, path);
  return path;
}
