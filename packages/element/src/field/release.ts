/**
 * What the loader does for releases (docs/releasing.md), before and after any widget's code:
 * - a bundle may carry a canary version for a share of shoppers (each browser's bucket is kept in
 *   the first-party cookie `shop-bucket`);
 * - a staff browser's version override (override.ts) is applied before any widget's code;
 * - a sampled page view of a page whose template names a collector records what the shopper met,
 *   and gets the health module (health.ts) after its load event.
 *
 * Bundled into the loader (build/loaderScript.ts): no React, nothing imported at run time. The
 * override and health modules are files of their own, imported only where they serve.
 */
import type { LoaderBundle, LoaderConfig, OverrideOptions } from '../early/loader.ts';
import type { HealthEvent, HealthFeed } from './health.ts';

/** Where a staff browser keeps its version override (override.ts): `{"footer":"0.1.0"}`. */
export const overrideKey = 'shop-release-override';

/**
 * The shopper's canary bucket, 0-99: drawn once and kept in a first-party cookie for 400 days
 * (nothing else in it, the same on every page of the shop). `keep`: store a new one (only a page
 * with a canary does).
 */
export function shopperBucket(doc: Document, keep: boolean): number {
  const kept = /(?:^|; ?)shop-bucket=(\d\d?)(?:;|$)/.exec(doc.cookie)?.[1];
  if (kept) return Number(kept);
  const bucket = Math.floor(Math.random() * 100);
  if (keep) doc.cookie = `shop-bucket=${bucket}; max-age=34560000; path=/; SameSite=Lax`;
  return bucket;
}

/** A canary's shoppers get its version instead: from here on the bundle is the chosen version. */
export function chooseVersions(doc: Document, bundles: LoaderBundle[]): void {
  for (const bundle of bundles) {
    const { canary } = bundle;
    if (canary && shopperBucket(doc, canary.share > 0) < canary.share)
      Object.assign(bundle, { shared: undefined, start: undefined }, canary);
  }
}

/**
 * A staff browser's override of a widget's version (set by the preview panel, never by a link),
 * applied before any widget's code; undefined where there is none. Only a browser with a staff
 * cookie (`cookies` gives the names of those present) has its storage read at all. `evaluate`
 * imports the override module with its integrity.
 */
export function applyStaffOverride(
  override: LoaderConfig['override'],
  cookies: () => Set<string>,
  evaluate: (src: string) => Promise<unknown>,
  options: Omit<OverrideOptions, 'wanted' | 'releases'>,
): Promise<unknown> | undefined {
  try {
    const present = cookies();
    const wanted = override?.cookies.some((name) => present.has(name)) && localStorage.getItem(overrideKey);
    if (!override || !wanted) return undefined;
    return evaluate(override.src)
      .then((module) =>
        (module as typeof import('./override.ts')).applyOverride({ ...options, releases: override.releases, wanted }),
      )
      .catch((error: unknown) => console.error('shop loader: the release override could not be applied', error));
  } catch {
    // No cookies or storage to read (a sandboxed frame, storage blocked): no override.
    return undefined;
  }
}

/**
 * The health record of a sampled page view (`collector.sample` of them): what the shopper met,
 * kept for the health module, which `feed` gives it once the page has loaded.
 */
export function healthRecorder(doc: Document, collector: LoaderConfig['collector']) {
  const sampled = Boolean(collector && Math.random() < collector.sample);
  const events: HealthEvent[] = [];
  let listener: ((event: HealthEvent) => void) | undefined;
  const record = (event: Omit<HealthEvent, 'at'>) => {
    if (!sampled) return;
    const entry = { ...event, at: Math.round(performance.now()) };
    events.push(entry);
    listener?.(entry);
  };
  if (sampled)
    doc.addEventListener('shop-render-error', (event) =>
      record({ tag: (event as CustomEvent<{ tag: string }>).detail.tag, kind: 'render' }),
    );
  return {
    sampled,
    record,
    /** The widgets on the page now, with the version each got, and what became of each. */
    feed: (
      country: string,
      bundles: LoaderBundle[],
      rest: Pick<HealthFeed, 'outcome' | 'integrityOf'>,
    ): HealthFeed => ({
      collector: collector as HealthFeed['collector'],
      country,
      widgets: bundles.flatMap((bundle) =>
        bundle.tags
          .filter((tag) => doc.querySelector(tag))
          .map((tag) => ({ tag, pkg: bundle.pkg ?? '', version: bundle.version ?? '' })),
      ),
      events,
      listen: (next) => {
        listener = next;
      },
      ...rest,
    }),
  };
}
