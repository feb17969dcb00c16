import { createHash } from 'node:crypto';
import { html, raw } from 'hono/html';
import type { HtmlEscapedString } from 'hono/utils/html';
import { importMap, modulePreloadUrls, textPreloadUrls, type WidgetPackage, widgetEntryUrl } from './bundles.ts';
import { type Country, countries, countryLanguage } from './countries.ts';

export interface PageOptions {
  country: Country;
  title: string;
  description?: string;
  /** Extra trusted markup for <head> (metadata links). */
  head?: HtmlEscapedString | Promise<HtmlEscapedString>;
  body: HtmlEscapedString | Promise<HtmlEscapedString>;
  /** Which widget bundles this page loads. */
  widgets: readonly WidgetPackage[];
  /**
   * The widgets whose modules the page preloads (`<link rel="modulepreload">`; default: all of
   * `widgets`). Leave out a widget whose first frame is in the page already (a prerendered
   * footer): its preloads would only compete with parsing that frame.
   */
  modulePreload?: readonly WidgetPackage[];
  /** The path the country switch links to (defaults to the current page). */
  path: string;
}

const sha256 = (text: string) => `'sha256-${createHash('sha256').update(text, 'utf8').digest('base64')}'`;

/**
 * The strict policy of every demo page: scripts from this origin only (the import map and any
 * inline <style> of a prerendered widget by hash), no eval, no plugins, no framing.
 */
export function contentSecurityPolicy(page: string): string {
  const scriptHashes = [...page.matchAll(/<script type="importmap">([\s\S]*?)<\/script>/g)].map((m) =>
    sha256(m[1] ?? ''),
  );
  const styleHashes = [...page.matchAll(/<style>([\s\S]*?)<\/style>/g)].map((m) => sha256(m[1] ?? ''));
  return [
    "default-src 'self'",
    `script-src 'self' ${scriptHashes.join(' ')}`.trim(),
    `style-src 'self' ${styleHashes.join(' ')}`.trim(),
    "img-src 'self' data:",
    "connect-src 'self'",
    "font-src 'self'",
    "object-src 'none'",
    "base-uri 'none'",
    "form-action 'self'",
    "frame-ancestors 'none'",
  ].join('; ');
}

/** A legacy-style shop page: header with country switch, content, and the widget scripts. */
export async function renderPage(options: PageOptions): Promise<string> {
  const { country, title, description, head, body, widgets, path, modulePreload = widgets } = options;
  const map = JSON.stringify(importMap());
  const scripts = widgets.map(widgetEntryUrl).filter((url): url is string => url !== null);
  // After the import map: a module preloaded before it would resolve bare specifiers without it.
  // The texts of the page's language too: every widget waits for them before it renders.
  const preloads = [
    ...modulePreloadUrls(modulePreload, country),
    ...textPreloadUrls(widgets, countryLanguage(country)),
  ];
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
<script type="importmap">${raw(map)}</script>
${preloads.map(
  (href) => html`<link rel="modulepreload" href="${href}">
`,
)}${scripts.map((src) => html`<script type="module" src="${src}"></script>`)}
</head>
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
</body>
</html>`;
  return page.toString();
}
