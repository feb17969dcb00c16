import { readFileSync } from 'node:fs';
import { join } from 'node:path';

/** A snippet folder's csp.json: the hashes of its inline code. */
export type CspJson = Record<'script-src' | 'style-src', string[]>;

/**
 * The README's legacy template of a country's home page, with the page composition's snippets
 * included as a server-side include would (`pages/home/<COUNTRY>/`: head, session, preview panel,
 * footer), and the snippets' csp.json. Used by the tests that load the widgets from a CDN.
 */
export function homeTemplate(snippetsDir: string, country: string, lang: string): { html: string; csp: CspJson } {
  const folder = join(snippetsDir, 'pages', 'home', country);
  const include = (name: string) => readFileSync(join(folder, name), 'utf8');
  const html = `<!doctype html>
<html lang="${lang}">
<head>
<meta charset="utf-8">
<title>Legacy template</title>
${include('head.html')}</head>
<body>
${include('session.html')}${include('preview-panel.html')}<main><h1>A page of the legacy shop</h1></main>
${include('footer.html')}</body>
</html>`;
  return { html, csp: JSON.parse(include('csp.json')) as CspJson };
}

/**
 * The policy the docs ask of a template: the snippets' hashes, and, when the widgets load from a
 * CDN, its origin in `script-src` and in `connect-src` (a staff browser's override and the
 * preview panel's version switch read the release manifest, releases.json, from there).
 */
export function templatePolicy(csp: CspJson, cdn?: string): string {
  const cdnOrigin = cdn ? [new URL(cdn).origin] : [];
  const scriptSources = ["'self'", ...cdnOrigin, ...csp['script-src']];
  return [
    "default-src 'self'",
    `script-src ${scriptSources.join(' ')}`,
    `style-src 'self' ${csp['style-src'].join(' ')}`,
    "img-src 'self' data:",
    `connect-src ${["'self'", ...cdnOrigin].join(' ')}`,
    "object-src 'none'",
    "base-uri 'none'",
  ].join('; ');
}
