import { type Context, Hono } from 'hono';
import { html, raw } from 'hono/html';
import { pageSnippets } from '../core/bundles.ts';
import { countryFrom, countryLanguage } from '../core/countries.ts';
import { extraScriptSourcesHeader, omittedDirectivesHeader } from '../core/layout.ts';
import { issueCsrfToken } from '../services/login.ts';
import { loginPageTexts } from './login.ts';
import { footerPart, loginPart } from './parts/visitorParts.ts';

/**
 * `/xhtml`: the login page's snippets, included as they are (the head for XHTML templates,
 * `xhtml-head.html`), in a template served as XHTML (`application/xhtml+xml`, parsed by the
 * browser's XML parser), as some old shop systems write theirs (docs/embedding-and-csp.md, "XHTML
 * templates"). Its loader is a classic script (WebKit runs no module script in an XML document)
 * that imports the widgets through es-module-shims, which runs each module from a `blob:` URL
 * (WebKit applies no import map there either): so this page's policy allows `blob:` in
 * `script-src`, as such a template's must. The XML parser knows no declarative shadow root: the
 * loader attaches the prerendered roots once the page is parsed, and the elements take them over
 * as on an HTML page. e2e/xhtml.spec.ts and the engines' `xhtml` flow compare its widgets with
 * those of the same template served as HTML (`?as=html`: the same bytes as `text/html`, an XML
 * declaration the HTML parser reads as a comment).
 */
async function xhtmlPage(c: Context) {
  const country = countryFrom(c.req.query('country'));
  const texts = loginPageTexts[country];
  const csrf = issueCsrfToken(c.req.header('cookie'));
  const snippets = pageSnippets('login', country);
  const page = await html`<?xml version="1.0" encoding="UTF-8"?>
<!DOCTYPE html>
<html xmlns="http://www.w3.org/1999/xhtml" lang="${countryLanguage(country)}" xml:lang="${countryLanguage(country)}">
<head>
<meta charset="utf-8"/>
<meta name="viewport" content="width=device-width, initial-scale=1"/>
<title>${texts.title}</title>
<meta name="csrf-token" content="${csrf.token}"/>
<link rel="stylesheet" href="/static/site.css"/>
${raw(snippets.xhtmlHead)}</head>
<body>
<header class="site-header">
  <a class="site-logo" href="/?country=${country}">Shop</a>
</header>
<main id="main">
${raw(snippets.parts.session ?? '')}
<h1>${texts.heading}</h1>
${raw(loginPart(c, country, snippets) ?? '')}
</main>
${raw(footerPart(c, 'login', country, snippets) ?? '')}
</body>
</html>`;
  if (csrf.setCookie) c.header('set-cookie', csrf.setCookie);
  c.header('cache-control', 'no-store');
  c.header(extraScriptSourcesHeader, 'blob:');
  // WebKit (2.50) treats the text of every inline script of an XML document as set through the
  // DOM: under `require-trusted-types-for 'script'` it runs none of them, hash or not, and reports
  // each (engines/xhtml-probe.mjs, ?csp=tt). An XHTML template's policy cannot require Trusted
  // Types for scripts; `trusted-types 'none'` (no policy may be created) stays.
  c.header(omittedDirectivesHeader, 'require-trusted-types-for');
  c.header('content-language', countryLanguage(country));
  const type = c.req.query('as') === 'html' ? 'text/html' : 'application/xhtml+xml';
  return c.body(page.toString(), 200, { 'content-type': `${type}; charset=utf-8` });
}

const routes = new Hono();
routes.get('/xhtml', xhtmlPage);

export default { routes };
