import type { EntryPreloads } from '@shop/element/build/preloads';
import { headCss } from '@shop/element/head-style';
import type { LoaderBundle, LoaderConfig } from '@shop/element/loader';
import { previewCookieNames } from '@shop/preview-panel/cookies';
import { type Country, countryLocales } from '@shop/sites';
import {
  type Built,
  type BuiltPackage,
  type WidgetPackage,
  widgetCookies,
  widgetLoading,
  widgetTags,
} from './widgets.ts';

type Attributes = Readonly<Record<string, string | boolean>>;

/** One widget on a page: which package, and how its tag and head lines are written. */
export interface WidgetUse {
  pkg: WidgetPackage;
  /**
   * Attributes after `country` (which a widget that takes one always gets); boolean ones present
   * when true, with an empty value (as XML requires, and HTML accepts). A function for values that differ per country (a link to that site's page).
   */
  attributes?: Attributes | ((country: Country) => Attributes);
  /** Write the widget's tag (default: when the package has one). Off for a bundle a page needs for a tag it writes itself. */
  tag?: boolean;
  /** The variant of the package's prerendered markup inside the tag (default: the package's), null for none. */
  prerender?: string | null;
  /** Load the widget's code (default: yes; no for the prerendered markup alone). */
  script?: boolean;
  /** When its code loads without the shopper's intent (default: the package's, `widgetLoading`). */
  load?: LoaderBundle['when'];
}

/**
 * The exact HTML a page includes for its widgets: `head` for `<head>` (the style, the import map,
 * the loader's configuration and the loader), `xhtmlHead` the same for an XHTML template (the
 * loader as a classic script) and, per widget with a tag, the tag where the widget goes (with its
 * prerendered first frame, if any).
 */
export interface Snippets {
  head: string;
  xhtmlHead: string;
  parts: Partial<Record<WidgetPackage, string>>;
}

const escapeAttribute = (value: string) =>
  value.replaceAll('&', '&amp;').replaceAll('"', '&quot;').replaceAll('<', '&lt;');

/**
 * JSON for an inline `<script>`, with `<`, `>` and `&` escaped: no URL can close the script early,
 * and an XML parser (an XHTML template) reads the same text as the HTML parser, so the script's
 * CSP hash is the same for both.
 */
const scriptJson = (value: unknown) =>
  JSON.stringify(value).replaceAll('<', '\\u003c').replaceAll('>', '\\u003e').replaceAll('&', '\\u0026');

/**
 * Script code in a CDATA section commented out for the HTML parser (`//<![CDATA[` … `//]]>`), where
 * it has a `<` or `&` an XML parser would read as markup. The two parsers then read different
 * texts, each with its own CSP hash (csp.ts lists both).
 */
function xmlSafeScript(code: string): string {
  if (!/[<&]/.test(code)) return code;
  if (code.includes(']]>')) throw new Error('snippets: inline script code holds "]]>", which ends a CDATA section');
  return `//<![CDATA[\n${code}\n//]]>`;
}

/**
 * `<script type="importmap">` text: the shared runtime under its page-wide names, and the
 * Subresource Integrity of every file of ours the page may load (`integrity`: the browser refuses
 * a module whose bytes differ, whoever imports it).
 */
function importMapJson(built: Built, integrity: Record<string, string> = {}): string {
  const imports = Object.fromEntries(
    Object.entries(built.importMap).map(([specifier, file]) => [specifier, built.assetUrl('runtime', file)]),
  );
  return scriptJson(Object.keys(integrity).length ? { imports, integrity } : { imports });
}
/** The prerendered first frame inside the widget's tag on this page, or null for none. */
function prerenderedMarkup(use: WidgetUse, country: Country, built: Built): string | null {
  const info = widgetTags[use.pkg];
  if (use.tag === false) return null;
  const variant = use.prerender === undefined ? (info && 'prerender' in info ? info.prerender : null) : use.prerender;
  return variant ? (built.packages[use.pkg]?.prerender(country, variant) ?? null) : null;
}

/** The `<kind>:<COUNTRY>` and `<kind>:<locale>` groups of a dist/preloads.json a page of `country` needs, by kind. */
function countryGroups(preloads: Record<string, EntryPreloads>, country: Country): Map<string, EntryPreloads> {
  const wanted = new Set<string>([country, countryLocales[country]]);
  const groups = new Map<string, EntryPreloads>();
  for (const [key, group] of Object.entries(preloads)) {
    const colon = key.lastIndexOf(':');
    if (colon > 0 && wanted.has(key.slice(colon + 1))) groups.set(key.slice(0, colon), group);
  }
  return groups;
}

/**
 * A widget's files the loader preloads when it loads the widget: its entry's static graph with
 * the shared-runtime modules it imports, and the lazy modules a page of `country` needs at once
 * (its locale's texts, the footer's country content); apart, the design system's shared labels,
 * which only the first widget loaded fetches.
 */
function bundleFiles(
  own: BuiltPackage,
  url: (file: string) => string,
  built: Built,
  country: Country,
): { files: string[]; shared: string[] } {
  const files = new Set<string>();
  const shared = new Set<string>();
  const groups: [string, EntryPreloads | undefined][] = [
    ['entry', own.preloads[own.entry]],
    ...countryGroups(own.preloads, country),
  ];
  for (const [kind, group] of groups) {
    if (!group) continue;
    const into = kind === 'labels' ? shared : files;
    for (const file of group.files) into.add(url(file));
    for (const specifier of group.runtime)
      for (const file of built.runtimePreloads[specifier]?.files ?? []) into.add(built.assetUrl('runtime', file));
  }
  return { files: [...files], shared: [...shared] };
}

/**
 * What the loader fetches for one version of a widget: its entry, the files to preload with it,
 * the start modules it evaluates first, the shared labels.
 */
function loadedFiles(own: BuiltPackage, url: (file: string) => string, built: Built, country: Country) {
  const { files, shared } = bundleFiles(own, url, built, country);
  const start = own.preloads[own.entry]?.start ?? [];
  return {
    src: url(own.entry),
    files,
    ...(start.length ? { start: start.map(url) } : {}),
    ...(shared.length ? { shared } : {}),
  };
}

/**
 * The integrity of every file of the page's widgets that a page of `country` may load (their
 * whole module graphs, static and lazy, but other sites' texts and content), and of the runtime.
 */
function integrityMap(pkgs: readonly WidgetPackage[], built: Built, country: Country): Record<string, string> {
  const integrity: Record<string, string> = {};
  for (const file of built.runtimeFiles) integrity[built.assetUrl('runtime', file)] = built.integrity('runtime', file);
  for (const pkg of pkgs) {
    const own = built.packages[pkg];
    for (const file of own?.filesFor(country) ?? []) integrity[built.assetUrl(pkg, file)] = built.integrity(pkg, file);
    // A canary's files too: a shopper in its share loads them instead.
    const canary = own?.canary;
    for (const file of canary?.built.filesFor(country) ?? [])
      integrity[canary?.assetUrl(file) ?? ''] = canary?.integrity(file) ?? '';
  }
  return integrity;
}

/**
 * The design system's files the loader may import on its own: es-module-shims (only where the
 * page's import maps do not resolve our runtime's names to our map: Firefox ignores every import
 * map after a page's first), the health module (a sampled page view of a page with a collector)
 * and, in a release's snippets, the override module with the release manifest (staff browsers).
 */
function designSystemFiles(built: Built): Pick<LoaderConfig, 'shim' | 'health' | 'override'> {
  const file = (name: string) => ({
    src: built.assetUrl('design-system', name),
    integrity: built.integrity('design-system', name),
  });
  return {
    ...(built.shim && { shim: file(built.shim) }),
    ...(built.health && { health: file(built.health) }),
    ...(built.override &&
      built.releases && {
        override: { ...file(built.override), releases: built.releases, cookies: [...previewCookieNames] },
      }),
  };
}

/** The origins of the bundles' entries given as absolute URLs (a CDN's), each once. */
const crossOrigins = (bundles: readonly LoaderBundle[]) => [
  ...new Set(bundles.flatMap((bundle) => /^https?:\/\/[^/]+/i.exec(bundle.src)?.[0] ?? [])),
];

function tagOf(use: WidgetUse, country: Country, built: Built): string | null {
  const info = widgetTags[use.pkg];
  if (!info || use.tag === false) return null;
  const own = typeof use.attributes === 'function' ? use.attributes(country) : use.attributes;
  const attributes = { ...(info.country ? { country } : {}), ...own };
  const written = Object.entries(attributes).map(([name, value]) =>
    typeof value === 'boolean' ? (value ? ` ${name}=""` : '') : ` ${name}="${escapeAttribute(value)}"`,
  );
  const markup = prerenderedMarkup(use, country, built) ?? '';
  return `<${info.tag}${written.join('')}>${markup}</${info.tag}>\n`;
}

/**
 * The snippets of a page of `country` showing `uses`. A widget whose package has not been built
 * keeps its tag but loads nothing (the page simply does not load it).
 *
 * The head holds no module script and no preload: the `<style>` of our prerendered elements
 * (design-system early/headStyle.ts), the import map (before any module: every module resolves
 * through it), the loader's configuration (which tags each widget's entry defines and the files
 * to preload with it) and the loader itself, inlined (packages/element/src/early/loader.ts).
 * The loader fetches a widget's code on the shopper's intent, or once the page has loaded and the
 * browser is idle: the host page's own resources and its load event never wait for ours.
 *
 * Every line and tag is well-formed XML as well as HTML (an XHTML template includes them as they
 * are): attributes with values, inline text without `<` or `&` but in a CDATA section. The head
 * for XHTML templates (`xhtmlHead`) differs in its last line only: the loader's classic form.
 */
export function composeSnippets(uses: readonly WidgetUse[], country: Country, built: Built): Snippets {
  const loaded = uses.filter((use) => built.packages[use.pkg] && (use.script ?? true));
  const pkgs = [...new Set(loaded.map((use) => use.pkg))];
  const bundles: LoaderBundle[] = pkgs.map((pkg) => {
    const own = built.packages[pkg] as BuiltPackage;
    const url = (file: string) => built.assetUrl(pkg, file);
    const { canary } = own;
    return {
      tags: own.tags,
      when: loaded.find((use) => use.pkg === pkg)?.load ?? widgetLoading[pkg],
      ...(widgetCookies[pkg] && { cookies: [...(widgetCookies[pkg] ?? [])] }),
      pkg,
      ...(own.version ? { version: own.version } : {}),
      ...loadedFiles(own, url, built, country),
      ...(canary && {
        canary: {
          version: canary.version,
          share: canary.share,
          ...loadedFiles(canary.built, canary.assetUrl, built, country),
        },
      }),
    };
  });
  const start =
    bundles.length && built.loader
      ? [
          // Our files from another origin (a CDN): its connection is opened while the page loads,
          // so that the first sign of use waits for no handshake (module scripts: CORS, anonymous).
          ...crossOrigins(bundles).map(
            (origin) => `<link rel="preconnect" href="${escapeAttribute(origin)}" crossorigin="anonymous" />`,
          ),
          `<script type="importmap">${importMapJson(built, integrityMap(pkgs, built, country))}</script>`,
          `<script type="application/json" data-shop-loader="">${scriptJson({ bundles, country, ...designSystemFiles(built) } satisfies LoaderConfig)}</script>`,
        ]
      : [];
  // A module script, `async`: it neither blocks the parser nor waits for the page's style sheets
  // (an inline classic script waits for every style sheet before it, and the parser with it:
  // DOMContentLoaded 520-655 ms against 260-330 ms for the static page at 4x CPU).
  const lines =
    start.length && built.loader
      ? [...start, `<script type="module" async="">${xmlSafeScript(built.loader)}</script>`]
      : [];
  // An XHTML template's head: WebKit runs no module script in an XML document, so there the
  // loader is a classic script (its classic form loads the widgets through es-module-shims in
  // every engine: WebKit applies no import map there either). Where the design system was built
  // without that form (a staged release from before it), the module script as in `head`.
  const xhtmlLines =
    start.length && built.classicLoader ? [...start, `<script>${xmlSafeScript(built.classicLoader)}</script>`] : lines;
  const parts: Snippets['parts'] = {};
  for (const use of uses) {
    const tag = tagOf(use, country, built);
    if (tag !== null) parts[use.pkg] = tag;
  }
  // One style per page, in the head: the HTML standard allows none in the body.
  const style = lines.length || Object.keys(parts).length ? [`<style>${headCss}</style>`] : [];
  const joined = (list: string[]) => [...style, ...list].map((line) => `${line}\n`).join('');
  return { head: joined(lines), xhtmlHead: joined(xhtmlLines), parts };
}
