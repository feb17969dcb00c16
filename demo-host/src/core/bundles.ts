import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Country } from '@shop/sites';
import { readBuilt } from '../../../tooling/snippets/built.ts';
import { composeSnippets, type Snippets, type WidgetUse } from '../../../tooling/snippets/compose.ts';
import { type PageName, pageCompositions } from '../../../tooling/snippets/pages.ts';
import { type WidgetPackage, widgetPackages } from '../../../tooling/snippets/widgets.ts';
import { snippetFileNames } from '../../../tooling/snippets/write.ts';

/**
 * What the built packages offer a page: the embed snippets the build writes to dist/snippets/
 * (import map, preload hints, module scripts, the widgets' tags), the same files a legacy
 * template includes. They are read anew for each page, so rebuilding one package
 * (`node scripts/build.mjs footer`) releases it here without a restart.
 */
const repoRoot = join(import.meta.dirname, '..', '..', '..');
export const packagesDir = join(repoRoot, 'packages');
export const snippetsDir = join(repoRoot, 'dist', 'snippets');

export type { PageName, Snippets, WidgetPackage };

const readText = (path: string) => (existsSync(path) ? readFileSync(path, 'utf8') : null);
let warned = false;

/**
 * The snippets in `dir` (head.html, xhtml-head.html and the given part files), or, when the build has not written
 * them (a fresh clone before `node scripts/build.mjs`), the same composed from what is built.
 */
function released(
  dir: string,
  parts: Partial<Record<WidgetPackage, string>>,
  uses: readonly WidgetUse[],
  country: Country,
): Snippets {
  const head = readText(join(dir, snippetFileNames.head));
  const xhtmlHead = readText(join(dir, snippetFileNames.xhtmlHead));
  if (head === null || xhtmlHead === null) {
    if (!warned)
      console.warn(`no snippets in ${dir}: run \`node scripts/build.mjs\`; composing them from the built packages`);
    warned = true;
    return composeSnippets(uses, country, readBuilt(packagesDir));
  }
  const read: Snippets['parts'] = {};
  for (const [pkg, file] of Object.entries(parts)) {
    const text = readText(join(dir, file));
    if (text !== null) read[pkg as WidgetPackage] = text;
  }
  return { head, xhtmlHead, parts: read };
}

/** A page composition's released snippets (dist/snippets/pages/<page>/<COUNTRY>/). */
export function pageSnippets(page: PageName, country: Country): Snippets {
  const uses: readonly WidgetUse[] = pageCompositions[page];
  const parts = Object.fromEntries(uses.map((use) => [use.pkg, `${use.pkg}.html`]));
  return released(join(snippetsDir, 'pages', page, country), parts, uses, country);
}

/** One package's released snippets (dist/snippets/<package>/<COUNTRY>/): head.html and body.html. */
export function packageSnippets(pkg: WidgetPackage, country: Country): Snippets {
  return released(join(snippetsDir, pkg, country), { [pkg]: snippetFileNames.body }, [{ pkg }], country);
}

/**
 * Snippets composed for this request from the built packages, the way the build writes them:
 * for QA pages whose widget attributes come from the query (e.g. the footer lab), which no
 * template includes as they are.
 */
export function composedSnippets(uses: readonly WidgetUse[], country: Country): Snippets {
  return composeSnippets(uses, country, readBuilt(packagesDir));
}

/**
 * One widget's tag of a page composition with another prerendered variant (null: none), for a
 * visitor whose first frame the server knows to differ (e.g. a shopper who is logged in already).
 */
export function pagePartWithVariant(
  page: PageName,
  pkg: WidgetPackage,
  variant: string | null,
  country: Country,
): string | undefined {
  const use: WidgetUse | undefined = pageCompositions[page].find((candidate) => candidate.pkg === pkg);
  return use && composedSnippets([{ ...use, prerender: variant }], country).parts[pkg];
}

export function builtPackages(): string[] {
  return ['runtime', ...widgetPackages].filter((pkg) => existsSync(join(packagesDir, pkg, 'dist')));
}
