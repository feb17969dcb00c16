import { mkdirSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { countries } from '@shop/sites';
import { composeSnippets, type Snippets, type WidgetUse } from './compose.ts';
import { cspSources } from './csp.ts';
import { pageCompositions, pageNames } from './pages.ts';
import { type Built, type WidgetPackage, widgetPackages } from './widgets.ts';

/**
 * The release output a legacy template includes (server-side include), under `outDir`:
 *
 *   <package>/<COUNTRY>/head.html     import map, the loader and its configuration (for <head>)
 *   <package>/<COUNTRY>/xhtml-head.html  the same for an XHTML template (the loader as a classic script)
 *   <package>/<COUNTRY>/body.html     the tag (the footer's with its prerendered markup)
 *   <package>/<COUNTRY>/csp.json      {"script-src":[…],"style-src":[…]}: the hashes its inline code needs (both heads')
 *   pages/<page>/<COUNTRY>/head.html  the page's widgets together (import map once)
 *   pages/<page>/<COUNTRY>/xhtml-head.html
 *   pages/<page>/<COUNTRY>/<package>.html  each widget's tag on that page
 *   pages/<page>/<COUNTRY>/csp.json
 *
 * File names inside a folder never carry a hash: a template includes the same path across
 * releases, and a release swaps the folder's content.
 */
export const snippetFileNames = {
  head: 'head.html',
  xhtmlHead: 'xhtml-head.html',
  body: 'body.html',
  csp: 'csp.json',
} as const;

function writeFolder(dir: string, snippets: Snippets, partName: (pkg: WidgetPackage) => string) {
  rmSync(dir, { recursive: true, force: true });
  mkdirSync(dir, { recursive: true });
  const files: Record<string, string> = {
    [snippetFileNames.head]: snippets.head,
    [snippetFileNames.xhtmlHead]: snippets.xhtmlHead,
  };
  for (const [pkg, html] of Object.entries(snippets.parts)) files[partName(pkg as WidgetPackage)] = html;
  for (const [name, html] of Object.entries(files)) writeFileSync(join(dir, name), html);
  const csp = cspSources(Object.values(files).join(''));
  writeFileSync(join(dir, snippetFileNames.csp), `${JSON.stringify(csp, null, 2)}\n`);
}

/**
 * (Re)writes the snippets that depend on the `changed` packages, and nothing else, so each package
 * releases on its own: a widget's own folders and the page compositions that include it; the
 * runtime (the import map of every snippet) and the design system (the loader every head inlines)
 * rewrite all. A package not built has its folders
 * removed (a snippet must never point at files that are not there). Returns the folders written
 * or removed, relative to `outDir`.
 */
export function writeSnippets(outDir: string, built: Built, changed: readonly string[]): string[] {
  const everything = changed.includes('runtime') || changed.includes('design-system');
  const touched: string[] = [];
  for (const pkg of widgetPackages.filter((name) => everything || changed.includes(name))) {
    const dir = join(outDir, pkg);
    rmSync(dir, { recursive: true, force: true });
    touched.push(pkg);
    if (!built.packages[pkg]) continue;
    for (const country of countries)
      writeFolder(join(dir, country), composeSnippets([{ pkg }], country, built), () => snippetFileNames.body);
  }
  for (const page of pageNames) {
    const uses: readonly WidgetUse[] = pageCompositions[page];
    if (!everything && !uses.some((use) => changed.includes(use.pkg))) continue;
    for (const country of countries)
      writeFolder(join(outDir, 'pages', page, country), composeSnippets(uses, country, built), (pkg) => `${pkg}.html`);
    touched.push(`pages/${page}`);
  }
  return touched;
}
