import { type Country, countryLocales } from '../../packages/design-system/src/element/locale.ts';
import type { EntryPreloads } from '../preloads.ts';
import { type Built, type WidgetPackage, widgetTags } from './widgets.ts';

/** One widget on a page: which package, and how its tag and head lines are written. */
export interface WidgetUse {
  pkg: WidgetPackage;
  /** Attributes after `country` (which a widget that takes one always gets); boolean ones as HTML: present when true. */
  attributes?: Readonly<Record<string, string | boolean>>;
  /** Write the widget's tag (default: when the package has one). Off for a bundle a page needs for a tag it writes itself. */
  tag?: boolean;
  /** The variant of the package's prerendered markup inside the tag (default: the package's), null for none. */
  prerender?: string | null;
  /**
   * Preload the widget's modules (default: unless its first frame is prerendered in the tag:
   * then its preloads would only compete with parsing that frame).
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
  const variant = use.prerender === undefined ? (info && 'prerender' in info ? info.prerender : null) : use.prerender;
  return variant ? (built.packages[use.pkg]?.prerender(country, variant) ?? null) : null;
}

/**
 * The preload groups of a widget on a page of `country`: its entry's static graph, and every
 * `<kind>:<COUNTRY>` or `<kind>:<locale>` group of its dist/preloads.json (lazy modules a page of
 * that country needs at once, e.g. the footer's content chunk).
 */
function preloadGroups(preloads: Record<string, EntryPreloads>, entry: string, country: Country): EntryPreloads[] {
  const wanted = new Set<string>([country, countryLocales[country]]);
  const groups = Object.entries(preloads)
    .filter(([key]) => key.includes(':') && wanted.has(key.slice(key.lastIndexOf(':') + 1)))
    .map(([, group]) => group);
  return [preloads[entry], ...groups].filter((group): group is EntryPreloads => group !== undefined);
}

function tagOf(use: WidgetUse, country: Country, built: Built): string | null {
  const info = widgetTags[use.pkg];
  if (!info || use.tag === false) return null;
  const attributes = { ...(info.country ? { country } : {}), ...use.attributes };
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
  const scripts: string[] = [];
  for (const use of uses) {
    const pkg = built.packages[use.pkg];
    if (!pkg) continue;
    if (use.preload ?? prerenderedMarkup(use, country, built) === null) {
      for (const group of preloadGroups(pkg.preloads, pkg.entry, country)) {
        for (const file of group.files) preloads.add(built.assetUrl(use.pkg, file));
        for (const specifier of group.runtime)
          for (const file of built.runtimePreloads[specifier]?.files ?? [])
            preloads.add(built.assetUrl('runtime', file));
      }
    }
    if (use.script ?? true) scripts.push(built.assetUrl(use.pkg, pkg.entry));
  }
  // The import map first (a module preloaded or run before it would resolve bare specifiers without
  // it), then the preloads, then the scripts (deferred by type="module": order does not matter).
  const head = [
    `<script type="importmap">${importMapJson(built)}</script>`,
    ...[...preloads].map((href) => `<link rel="modulepreload" href="${escapeAttribute(href)}">`),
    ...scripts.map((src) => `<script type="module" src="${escapeAttribute(src)}"></script>`),
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
