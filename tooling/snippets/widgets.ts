import type { EntryPreloads } from '@shop/element/build/preloads';
import type { LoaderBundle } from '@shop/element/loader';
import { previewCookieNames } from '@shop/preview-panel/cookies';
import { cookieNames } from '@shop/session/cookies';
import type { Country } from '@shop/sites';

/**
 * The widget packages a page can load, by folder name under packages/, with the tag a template
 * puts where the widget goes. The design system has no tag of its own in a snippet: its elements
 * (`<shop-notification>` …) carry the page's own text, so a page writes them itself and the
 * snippet only loads the bundle.
 */
export const widgetTags = {
  'design-system': null,
  session: { tag: 'shop-session', country: false },
  // Their first frame is prerendered (declarative shadow DOM): the tag carries the `full` markup.
  footer: { tag: 'shop-footer', country: true, prerender: 'full' },
  newsletter: { tag: 'shop-newsletter', country: true, prerender: 'full' },
  login: { tag: 'shop-login', country: true, prerender: 'full' },
  'preview-panel': { tag: 'shop-preview-panel', country: true },
} as const satisfies Record<string, { tag: string; country: boolean; prerender?: string } | null>;

/**
 * When each widget's code loads without the shopper's intent (the loader's `when`; the pointer
 * entering a widget, a touch, focus or a key inside it always load it at once). A widget that
 * works prerendered (footer, newsletter block) waits for the shopper: its code comes on the first
 * sign of use, or when the shopper scrolls it near the viewport, never merely because the page
 * has loaded. Idle: what a visitor of the page meets without touching anything (the design
 * system's elements are drawn by their code; the session of a logged-in shopper renews), and the
 * login form, the login page's purpose. A page sets another per widget (`WidgetUse.load`): the
 * sign-up page loads its form on idle too. The figures: docs/decisions.md (Nothing for those who
 * never touch), bench/loading-mix.mjs.
 */
export const widgetLoading: Record<WidgetPackage, LoaderBundle['when']> = {
  session: 'idle',
  'preview-panel': 'idle',
  'design-system': 'idle',
  footer: 'visible',
  newsletter: 'visible',
  login: 'idle',
};

/**
 * The cookies a widget needs to serve the visitor at all (the loader's `cookies`): without one of
 * them its code is not fetched. The session keeps a login (or restores one from the long-term
 * token); the preview panel serves staff.
 */
export const widgetCookies: Partial<Record<WidgetPackage, readonly string[]>> = {
  session: [cookieNames.loginToken, cookieNames.longTermTokenExp],
  'preview-panel': previewCookieNames,
};

export type WidgetPackage = keyof typeof widgetTags;
export const widgetPackages = Object.keys(widgetTags) as WidgetPackage[];

/** What one built package offers a snippet (read from its dist/). */
export interface BuiltPackage {
  /** The entry module's file (the manifest's "src/index.ts" → "file"). */
  entry: string;
  /** dist/preloads.json: by entry file, and by `<kind>:<COUNTRY or locale>` for lazy modules a page needs at once. */
  preloads: Record<string, EntryPreloads>;
  /** The prerendered markup of a variant for a country (dist/prerender/), or null when there is none. */
  prerender: (country: Country, variant: string) => string | null;
  /** The tags its entry defines (custom-elements.json). */
  tags: string[];
  /** Every file of its module graph a page of `country` may load: static and lazy, but other sites' texts and content. */
  filesFor: (country: Country) => string[];
  /** Its version, where the snippets name it (a release's snippet set; the loader reports it with the widget's health). */
  version?: string;
  /**
   * A second version that a share of shoppers gets instead (a canary): the loader puts each
   * shopper in a bucket of 0-99 once and loads this one where the bucket is below `share`.
   */
  canary?: {
    version: string;
    share: number;
    built: BuiltPackage;
    /** The URL a page loads a file of the canary's from (its own version folder). */
    assetUrl: (file: string) => string;
    /** The Subresource Integrity of a file of the canary's. */
    integrity: (file: string) => string;
  };
}

/** Everything the built packages offer: the runtime (import map, its preloads) and each widget built so far. */
export interface Built {
  /** packages/runtime/dist/importmap.json: specifier → file in the runtime's dist/. */
  importMap: Record<string, string>;
  /** packages/runtime/dist/preloads.json: by specifier. */
  runtimePreloads: Record<string, EntryPreloads>;
  /** Every module file of the runtime. */
  runtimeFiles: string[];
  packages: Partial<Record<WidgetPackage, BuiltPackage>>;
  /** The Subresource Integrity of a built file (`sha384-…`). */
  integrity: (pkg: WidgetPackage | 'runtime', file: string) => string;
  /** The loader every page inlines (packages/design-system/dist/loader.js), null before the design system is built. */
  loader: string | null;
  /**
   * Its classic-script form (dist/loader-classic.js), which the head for XHTML templates inlines
   * (WebKit runs no module script in an XML document); null where not built.
   */
  classicLoader?: string | null;
  /** es-module-shims in the design system's dist/ (`es-module-shims-<hash>.js`), which the loader imports only where our import map is not in force. */
  shim: string | null;
  /** The health module in the design system's dist/ (`health-<hash>.js`), which the loader imports for a sampled page view of a page with a collector. */
  health?: string | null;
  /** The override module in the design system's dist/ (`override-<hash>.js`), which the loader imports in a staff browser with a version override. */
  override?: string | null;
  /** The release manifest's URL (`<cdn>/releases.json`), where the snippets are a release's (the override chooses from it). */
  releases?: string;
  /** The URL a page loads a package's file from: `/assets/<package>/<file>` by default. */
  assetUrl: (pkg: WidgetPackage | 'runtime', file: string) => string;
}
