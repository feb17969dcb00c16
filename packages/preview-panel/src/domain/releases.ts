import type { LoaderConfig } from '@shop/element/loader';
import { overrideKey } from '@shop/element/release';
import { type Overrides, parseOverrides, type ReleaseManifest } from '@shop/element/release-override';

/** The released widgets of this page, as its loader configuration names them, and the release manifest's URL. */
export interface PageReleases {
  releases: string | null;
  widgets: { pkg: string; version: string }[];
}

/** Reads the page's loader configuration blocks (the snippets'): which package and version each widget has. */
export function pageReleases(doc: Document): PageReleases {
  let releases: string | null = null;
  const widgets: PageReleases['widgets'] = [];
  for (const script of doc.querySelectorAll('script[data-shop-loader]')) {
    try {
      const config = JSON.parse(script.textContent ?? '') as LoaderConfig;
      releases ??= config.override?.releases ?? null;
      for (const bundle of config.bundles ?? [])
        if (bundle.pkg && bundle.version && !widgets.some((widget) => widget.pkg === bundle.pkg))
          widgets.push({ pkg: bundle.pkg, version: bundle.version });
    } catch {
      // An unreadable block is the loader's to report.
    }
  }
  return { releases, widgets };
}

const semver = (version: string) => version.split(/[.-]/).map((part) => Number.parseInt(part, 10) || 0);

/** The released versions of a package, newest first. */
export function releasedVersions(manifest: ReleaseManifest | null, pkg: string): string[] {
  return Object.keys(manifest?.packages?.[pkg] ?? {}).sort((a, b) => {
    const [left, right] = [semver(a), semver(b)];
    for (let index = 0; index < Math.max(left.length, right.length); index++) {
      const difference = (right[index] ?? 0) - (left[index] ?? 0);
      if (difference) return difference;
    }
    return 0;
  });
}

/** Whether `value` has the shape of a release manifest (its entries are checked again where they are used). */
export function isReleaseManifest(value: unknown): value is ReleaseManifest {
  const packages = (value as ReleaseManifest | null)?.packages;
  return Boolean(packages && typeof packages === 'object' && !Array.isArray(packages));
}

export function storedOverrides(storage: Storage | undefined): Overrides | null {
  try {
    return parseOverrides(storage?.getItem(overrideKey) ?? null);
  } catch {
    return null;
  }
}

/** Stores the chosen versions (none: ends the override). */
export function storeOverrides(storage: Storage | undefined, chosen: Overrides): void {
  const entries = Object.entries(chosen).filter(([, version]) => version);
  if (entries.length) storage?.setItem(overrideKey, JSON.stringify(Object.fromEntries(entries)));
  else storage?.removeItem(overrideKey);
}
