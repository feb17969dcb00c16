import { html, raw } from 'hono/html';
import type { HtmlEscapedString } from 'hono/utils/html';
import { cspSources } from '../../../tooling/snippets/csp.ts';
import type { Snippets } from './bundles.ts';
import { type Country, countries, countryLanguage } from './countries.ts';

export interface PageOptions {
  country: Country;
  title: string;
  description?: string;
  /** Extra trusted markup for <head> (metadata links). */
  head?: HtmlEscapedString | Promise<HtmlEscapedString>;
  body: HtmlEscapedString | Promise<HtmlEscapedString>;
  /**
   * The page's `<shop-footer>` markup. It goes after <main>, a child of <body>: the footer's own
   * <footer> is then the page's `contentinfo` landmark (inside <main>, or any other sectioning
   * element, it is only that section's footer, and the page has none).
   */
  footer?: string;
  /**
   * The embed snippets of the page's widgets (bundles.ts): their `head` goes at the end of
   * <head> as it is, the way a template includes it; the page's body puts their tags. None for
   * a page without widgets.
   */
  snippets?: Snippets;
  /** The path the country switch links to (defaults to the current page). */
  path: string;
}

/**
 * The strict policy of every demo page: scripts from this origin only (the import map and any
 * inline <style> of a prerendered widget by hash), no eval, no plugins, no framing.
 */
/**
 * The response header in which a page names script sources its policy needs besides 'self' and
 * its hashes (`/legacy`: `blob:` for es-module-shims); the demo host removes it before sending.
 */
export const extraScriptSourcesHeader = 'x-demo-csp-script-src';
/**
 * The response header in which a page names directives its policy must go without (`/xhtml`:
 * `require-trusted-types-for`, under which WebKit runs no inline script of an XML document); the
 * demo host removes it before sending.
 */
export const omittedDirectivesHeader = 'x-demo-csp-omit';

export function contentSecurityPolicy(
  page: string,
  extraScriptSources: readonly string[] = [],
  omitted: readonly string[] = [],
): string {
  const sources = cspSources(page);
  return [
    "default-src 'self'",
    `script-src 'self' ${[...extraScriptSources, ...sources['script-src']].join(' ')}`.trim(),
    `style-src 'self' ${sources['style-src'].join(' ')}`.trim(),
    "img-src 'self' data:",
    "connect-src 'self'",
    "font-src 'self'",
    "object-src 'none'",
    "base-uri 'none'",
    "form-action 'self'",
    "frame-ancestors 'none'",
    // Trusted Types: no string reaches an HTML, script or script-URL sink (innerHTML,
    // script.src, eval, ...), and no page may create a policy that would let one through.
    "require-trusted-types-for 'script'",
    "trusted-types 'none'",
  ]
    .filter((directive) => !omitted.includes(directive.split(' ')[0] ?? ''))
    .join('; ');
}

/** A legacy-style shop page: header with country switch, content, and its widgets' head snippet. */
export async function renderPage(options: PageOptions): Promise<string> {
  const { country, title, description, head, body, footer, snippets, path } = options;
  const separator = path.includes('?') ? '&' : '?';
  const page = await html`<!doctype html>
<html lang="${countryLanguage(country)}" data-country="${country}">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>${title}</title>
${description ? html`<meta name="description" content="${description}">` : ''}
${head ?? ''}
<link rel="icon" href="/static/favicon.svg" type="image/svg+xml">
<link rel="stylesheet" href="/static/site.css">
${raw(snippets?.head ?? '')}</head>
<body>
<header class="site-header">
  <a class="site-logo" href="/?country=${country}">Shop</a>
  <nav aria-label="Demo">
    <a href="/?country=${country}">Home</a>
    <a href="/login?country=${country}">Login</a>
    <a href="/subscribenewsletter?country=${country}">Newsletter</a>
    <a href="/gallery?country=${country}">Gallery</a>
    <a href="/qa?country=${country}">QA</a>
  </nav>
  <nav aria-label="Country" class="country-switch">
    ${countries.map(
      (code) =>
        html`<a href="${path}${separator}country=${code}" ${code === country ? raw('aria-current="page"') : ''}>${code}</a>`,
    )}
  </nav>
</header>
<main id="main">
${body}
</main>
${footer ? html`<div class="site-footer">${raw(footer)}</div>` : ''}
</body>
</html>`;
  return page.toString();
}
