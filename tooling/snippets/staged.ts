import { existsSync } from 'node:fs';
import { join } from 'node:path';
import type { ReleaseState } from '../release/state.ts';
import { readFolders } from './built.ts';
import { type Built, type BuiltPackage, type WidgetPackage, widgetPackages } from './widgets.ts';

/** A staged version folder: `<stageDir>/<package>/<version>/` (scripts/release.mjs copies the package's dist/ there). */
export const versionDir = (stageDir: string, pkg: string, version: string) => join(stageDir, pkg, version);

/**
 * What the staged version folders of a release state offer the snippet writer: each package's
 * live version, read like a package's dist/, its files at `<cdnUrl><package>/<version>/<file>`,
 * and for a package with a candidate, that version as its canary (share and files). Packages not
 * in the state are left out (their snippets load nothing, as for a package not built). The tags
 * come from the custom-elements.json staged inside each version folder. `cdnUrl` ends in `/`.
 */
export function readStaged(stageDir: string, state: ReleaseState, cdnUrl: string): Built {
  const dirOf = (pkg: string, version: string | undefined) =>
    version ? versionDir(stageDir, pkg, version) : join(stageDir, pkg, '.not-in-the-release-state');
  const live = (pkg: string) => dirOf(pkg, state[pkg]?.live);
  const url = (pkg: string, version: string | undefined, file: string) => `${cdnUrl}${pkg}/${version}/${file}`;
  const built = readFolders(
    { dist: live, elementsManifest: (pkg) => join(live(pkg), 'custom-elements.json') },
    (pkg, file) => url(pkg, state[pkg]?.live, file),
  );
  built.releases = `${cdnUrl}releases.json`;
  for (const pkg of widgetPackages) {
    const own = built.packages[pkg];
    const entry = state[pkg];
    if (!own || !entry) continue;
    own.version = entry.live;
    if (entry.canary) own.canary = readCanary(stageDir, pkg, entry.canary, cdnUrl);
  }
  return built;
}

/** A candidate's version folder as a canary of its package. */
function readCanary(
  stageDir: string,
  pkg: WidgetPackage,
  canary: { version: string; share: number },
  cdnUrl: string,
): NonNullable<BuiltPackage['canary']> {
  const dir = versionDir(stageDir, pkg, canary.version);
  const dirOf = (name: string) => (name === pkg ? dir : join(stageDir, name, '.not-in-the-release-state'));
  const alone = readFolders(
    { dist: dirOf, elementsManifest: (name) => join(dirOf(name), 'custom-elements.json') },
    (_name, file) => `${cdnUrl}${pkg}/${canary.version}/${file}`,
  );
  const built = alone.packages[pkg];
  if (!built) throw new Error(`${pkg} ${canary.version}: no staged build in ${dir}`);
  return {
    version: canary.version,
    share: canary.share,
    built: { ...built, version: canary.version },
    assetUrl: (file) => `${cdnUrl}${pkg}/${canary.version}/${file}`,
    integrity: (file) => alone.integrity(pkg, file),
  };
}

/** The version folders a state needs that are not staged (each `<package> <version>`), for a refusal. */
export function missingFolders(stageDir: string, state: ReleaseState): string[] {
  const missing: string[] = [];
  for (const [pkg, entry] of Object.entries(state))
    for (const version of [entry.live, ...(entry.canary ? [entry.canary.version] : [])]) {
      const dir = versionDir(stageDir, pkg, version);
      if (!existsSync(join(dir, '.vite', 'manifest.json'))) missing.push(`${pkg} ${version}`);
      else if (pkg !== 'runtime' && !existsSync(join(dir, 'custom-elements.json')))
        missing.push(`${pkg} ${version} (its custom-elements.json: stage it again with scripts/release.mjs)`);
    }
  return missing;
}
