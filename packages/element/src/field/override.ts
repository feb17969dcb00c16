/**
 * A staff browser's override of widgets' versions (issue 42, "QA override on the live shop"),
 * imported by the loader before any widget's code, and only where the browser keeps an override
 * (localStorage `shop-release-override`, written by the preview panel's switch) and has a staff
 * cookie. It loads only versions that the release manifest on our CDN lists, with their
 * integrity; nothing in a URL's query or in a cookie can choose a version or a file. A marker
 * shows on every page while an override is active, with one button that ends it.
 *
 * A file of its own, bundled like the loader (packages/element/build/loaderScript.ts).
 */
import type { LoaderBundle, OverrideOptions } from '../early/loader.ts';
import { overrideKey } from './release.ts';

/** One released version of a package, as the release command writes it into releases.json. */
export interface ReleasedVersion {
  released: string;
  tags: string[];
  /** Per site: what the loader fetches for it. */
  countries: Record<string, { src: string; files: string[]; start?: string[]; shared?: string[] }>;
  /** The Subresource Integrity of every file a page may load, by URL. */
  integrity: Record<string, string>;
}

/** releases.json on the CDN: every released version of every package. */
export interface ReleaseManifest {
  v: 1;
  packages: Record<string, Record<string, ReleasedVersion>>;
}

/** The stored override: package → version. */
export type Overrides = Record<string, string>;

const checkauthPath = '/service/preview/api/auth/checkauth';
/** A release manifest larger than this is not ours (it lists a few files per version and site). */
const manifestLimit = 2 * 1024 * 1024;
const packageName = /^[a-z][a-z-]{0,40}$/;
const versionName = /^\d{1,4}\.\d{1,4}\.\d{1,4}(-[\w.]{1,40})?$/;
const integrityValue = /^sha(256|384|512)-[A-Za-z0-9+/]+={0,2}$/;

/** The stored override, or null when it is not a map of package names to version numbers. */
export function parseOverrides(text: string | null): Overrides | null {
  try {
    const value: unknown = JSON.parse(text ?? '');
    if (!value || typeof value !== 'object' || Array.isArray(value)) return null;
    const entries = Object.entries(value);
    if (!entries.length || entries.some(([pkg, version]) => !packageName.test(pkg) || !versionName.test(version)))
      return null;
    return Object.fromEntries(entries);
  } catch {
    return null;
  }
}

/** Whether `url` is a file under `base`'s folder (the CDN the release manifest came from). */
const under = (url: string, base: URL) => {
  try {
    const file = new URL(url, base);
    return file.origin === base.origin && file.pathname.startsWith(base.pathname.replace(/[^/]*$/, ''));
  } catch {
    return false;
  }
};

/**
 * The bundle of one released version for the page's site, or null when the manifest does not
 * list it, or lists a file outside the manifest's own CDN folder or without a usable integrity.
 */
export function releasedBundle(
  manifest: ReleaseManifest,
  pkg: string,
  version: string,
  country: string,
  base: URL,
): { src: string; files: string[]; start?: string[]; shared?: string[]; integrity: Record<string, string> } | null {
  const release = manifest.packages?.[pkg]?.[version];
  const site = release?.countries?.[country];
  if (!release || !site || typeof site.src !== 'string' || !Array.isArray(site.files)) return null;
  // Its start modules are files of its own graph: evaluated first, they must be among those checked.
  if (site.start && !(Array.isArray(site.start) && site.start.every((url) => site.files.includes(url)))) return null;
  const urls = [site.src, ...site.files, ...(site.shared ?? [])];
  if (!urls.every((url) => typeof url === 'string' && under(url, base))) return null;
  const integrity: Record<string, string> = {};
  for (const url of urls) {
    const hash = release.integrity?.[url];
    if (typeof hash !== 'string' || !integrityValue.test(hash)) return null;
    integrity[url] = hash;
  }
  return {
    src: site.src,
    files: site.files,
    ...(site.start && { start: site.start }),
    ...(site.shared && { shared: site.shared }),
    integrity,
  };
}

/** Reads a JSON answer of at most `limit` bytes. */
async function boundedJson(response: Response, limit: number): Promise<unknown> {
  const text = await response.text();
  if (!response.ok || text.length > limit) throw new Error(`${response.url}: ${response.status}, ${text.length} bytes`);
  return JSON.parse(text);
}

export async function applyOverride({ doc, bundles, integrity, releases, country, wanted }: OverrideOptions) {
  const overrides = parseOverrides(wanted);
  if (!overrides) return endOverride(doc, false);
  // The same staff check as the preview panel's: a copied localStorage entry without a live staff
  // session changes nothing.
  const auth = (await boundedJson(
    await fetch(checkauthPath, { credentials: 'include', cache: 'no-store', headers: { accept: 'application/json' } }),
    64 * 1024,
  )) as { status?: unknown } | null;
  if (auth?.status !== 'SUCCESS') return;
  const base = new URL(releases, doc.baseURI);
  const manifest = (await boundedJson(
    await fetch(base, { credentials: 'omit', cache: 'no-cache' }),
    manifestLimit,
  )) as ReleaseManifest;
  const applied: string[] = [];
  for (const [pkg, version] of Object.entries(overrides)) {
    const bundle = bundles.find((candidate: LoaderBundle) => candidate.pkg === pkg);
    const released = bundle && releasedBundle(manifest, pkg, version, country, base);
    if (!bundle || !released) {
      if (bundle) console.warn(`shop override: ${pkg} ${version} is not in ${base.href} for ${country}; not applied`);
      continue;
    }
    const { integrity: hashes, ...files } = released;
    delete bundle.canary;
    delete bundle.shared;
    delete bundle.start;
    Object.assign(bundle, files, { version });
    Object.assign(integrity, hashes);
    applied.push(`${pkg} ${version}`);
  }
  if (applied.length) showMarker(doc, applied);
}

/** Ends the override: forgets it and, from the marker, reloads the page with the released versions. */
function endOverride(doc: Document, reload: boolean) {
  try {
    localStorage.removeItem(overrideKey);
  } catch {}
  if (reload) doc.defaultView?.location.reload();
}

/**
 * The marker: fixed at the top right, in a shadow root of its own (the page's CSS cannot hide or
 * restyle it), in German on German sites and in English elsewhere, like the preview panel.
 */
function showMarker(doc: Document, applied: string[]) {
  const german = doc.documentElement.lang.startsWith('de');
  const host = doc.createElement('div');
  host.setAttribute('data-shop-override', applied.join(', '));
  const root = host.attachShadow({ mode: 'open' });
  // An adopted sheet: the page's style-src policy allows no inline style element of ours.
  const sheet = new CSSStyleSheet();
  sheet.replaceSync(
    ':host{all:initial;position:fixed;top:8px;right:8px;z-index:2147483647}' +
      'p{margin:0;padding:6px 8px;font:14px/1.4 system-ui,sans-serif;color:#fff;background:#8a1c00;border-radius:4px;display:flex;gap:8px;align-items:center;flex-wrap:wrap;max-width:calc(100vw - 32px)}' +
      'button{font:inherit;min-height:24px;min-width:24px;padding:2px 8px;color:#8a1c00;background:#fff;border:1px solid #fff;border-radius:3px;cursor:pointer}' +
      'button:focus-visible{outline:2px solid #fff;outline-offset:2px}',
  );
  root.adoptedStyleSheets = [sheet];
  const text = doc.createElement('p');
  text.setAttribute('role', 'status');
  text.append(`${german ? 'Versionen überschrieben' : 'Version override'}: ${applied.join(', ')} `);
  const end = doc.createElement('button');
  end.type = 'button';
  end.textContent = german ? 'Überschreibung beenden' : 'End override';
  end.addEventListener('click', () => endOverride(doc, true));
  text.append(end);
  root.append(text);
  if (doc.body) doc.body.append(host);
  else doc.addEventListener('DOMContentLoaded', () => doc.body.append(host), { once: true });
}
