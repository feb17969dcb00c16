import { type Country, countryLocales } from '@shop/design-system/sites';
import type { EntryPreloads } from '../preloads.ts';
import { type Built, type WidgetPackage, widgetTags } from './widgets.ts';

type Attributes = Readonly<Record<string, string | boolean>>;

/** One widget on a page: which package, and how its tag and head lines are written. */
export interface WidgetUse {
  pkg: WidgetPackage;
  /**
   * Attributes after `country` (which a widget that takes one always gets); boolean ones as HTML:
   * present when true. A function for values that differ per country (a link to that site's page).
   */
  attributes?: Attributes | ((country: Country) => Attributes);
  /** Write the widget's tag (default: when the package has one). Off for a bundle a page needs for a tag it writes itself. */
  tag?: boolean;
  /** The variant of the package's prerendered markup inside the tag (default: the package's), null for none. */
  prerender?: string | null;
  /**
   * Preload the widget's modules (default: unless its first frame is prerendered in the tag:
   * then its preloads would only compete with parsing that frame). Its texts are preloaded either
   * way: every element waits for its locale's texts before it is defined.
   */
  preload?: boolean;
  /** Load the widget's module script (default: yes; no for the prerendered markup alone). */
  script?: boolean;
}

/**
 * The exact HTML a page includes for its widgets: `head` for `<head>` (the import map once,
 * then the module preload hints, then one module script per widget) and, per widget with a
 * tag, the tag where the widget goes (with its prerendered first frame, if any).
 */
export interface Snippets {
  head: string;
  parts: Partial<Record<WidgetPackage, string>>;
}

const escapeAttribute = (value: string) =>
  value.replaceAll('&', '&amp;').replaceAll('"', '&quot;').replaceAll('<', '&lt;');

/** `<script type="importmap">` text: JSON with `<` escaped, so no URL can close the script early. */
export function importMapJson(built: Built): string {
  const imports = Object.fromEntries(
    Object.entries(built.importMap).map(([specifier, file]) => [specifier, built.assetUrl('runtime', file)]),
  );
  return JSON.stringify({ imports }).replaceAll('<', '\\u003c');
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
 * The preload groups of the widgets on a page of `country`, in script order: each widget's entry
 * graph and lazy modules the page needs at once (e.g. the footer's content chunk) unless it is
 * not preloaded, and its `texts` whether or not. The design system's shared `labels` come from
 * the first widget that has them: the bundles share them at run time, the first to ask loads
 * its own file, and the others' copies would be downloaded for nothing.
 */
function preloadGroups(uses: readonly WidgetUse[], country: Country, built: Built): [WidgetPackage, EntryPreloads][] {
  const result: [WidgetPackage, EntryPreloads][] = [];
  let labelsTaken = false;
  for (const use of uses) {
    const pkg = built.packages[use.pkg];
    if (!pkg) continue;
    const preloadAll = use.preload ?? prerenderedMarkup(use, country, built) === null;
    const groups = countryGroups(pkg.preloads, country);
    const entry = pkg.preloads[pkg.entry];
    if (preloadAll && entry) result.push([use.pkg, entry]);
    for (const [kind, group] of groups) {
      const wanted = kind === 'labels' ? !labelsTaken : kind === 'texts' || preloadAll;
      if (wanted) result.push([use.pkg, group]);
      if (kind === 'labels') labelsTaken = true;
    }
  }
  return result;
}

function tagOf(use: WidgetUse, country: Country, built: Built): string | null {
  const info = widgetTags[use.pkg];
  if (!info || use.tag === false) return null;
  const own = typeof use.attributes === 'function' ? use.attributes(country) : use.attributes;
  const attributes = { ...(info.country ? { country } : {}), ...own };
  const written = Object.entries(attributes).map(([name, value]) =>
    typeof value === 'boolean' ? (value ? ` ${name}` : '') : ` ${name}="${escapeAttribute(value)}"`,
  );
  const markup = prerenderedMarkup(use, country, built) ?? '';
  return `<${info.tag}${written.join('')}>${markup}</${info.tag}>\n`;
}

/**
 * The snippets of a page of `country` showing `uses`. A widget whose package has not been built
 * keeps its tag but loads nothing (the page simply does not load it).
 */
export function composeSnippets(uses: readonly WidgetUse[], country: Country, built: Built): Snippets {
  const preloads = new Set<string>();
  for (const [pkg, group] of preloadGroups(uses, country, built)) {
    for (const file of group.files) preloads.add(built.assetUrl(pkg, file));
    for (const specifier of group.runtime)
      for (const file of built.runtimePreloads[specifier]?.files ?? []) preloads.add(built.assetUrl('runtime', file));
  }
  const scripts: string[] = [];
  for (const use of uses) {
    const pkg = built.packages[use.pkg];
    if (pkg && (use.script ?? true)) scripts.push(built.assetUrl(use.pkg, pkg.entry));
  }
  // The import map first (a module preloaded or run before it would resolve bare specifiers without
  // it), then the preloads, then the scripts: `async`, so that the host page's DOMContentLoaded
  // (and the layout the browser does then, which a deferred script would push into the first
  // frame) does not wait for our module graph; each element waits for the parsed document itself
  // (`documentParsed`), and the order of the scripts does not matter.
  // All at low priority: over HTTP/1.1 (six connections per host) the host page's own images
  // would queue behind our modules; a prerendered first frame does not wait for them (README).
  const head = [
    `<script type="importmap">${importMapJson(built)}</script>`,
    ...[...preloads].map((href) => `<link rel="modulepreload" href="${escapeAttribute(href)}" fetchpriority="low">`),
    ...scripts.map((src) => `<script type="module" src="${escapeAttribute(src)}" async fetchpriority="low"></script>`),
  ]
    .map((line) => `${line}\n`)
    .join('');
  const parts: Snippets['parts'] = {};
  for (const use of uses) {
    const tag = tagOf(use, country, built);
    if (tag !== null) parts[use.pkg] = tag;
  }
  return { head, parts };
}
