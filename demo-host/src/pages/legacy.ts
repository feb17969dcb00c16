import { type Context, Hono } from 'hono';
import { html, raw } from 'hono/html';
import { pageSnippets } from '../core/bundles.ts';
import { countryFrom, countryLanguage } from '../core/countries.ts';
import { extraScriptSourcesHeader } from '../core/layout.ts';
import { issueCsrfToken } from '../services/login.ts';
import { loginPageTexts } from './login.ts';
import { footerPart, loginPart } from './parts/visitorParts.ts';

/**
 * `/legacy`: the login page's widgets (login form, footer with its newsletter block) embedded
 * from the same `login` page snippets, in a page written like an old shop's template, to show
 * that nothing of such a page changes them:
 * - its theme (public/legacy/legacy.css): a 62.5 % root font size and inherited text styles
 *   (text-shadow, font smoothing, overflow-wrap, letter-spacing, …) set high up;
 * - Prototype 1.6's changes to the built-ins (public/legacy/prototype-1.6.js: Array.prototype.
 *   toJSON, Array.from, Object.keys, …) and polyfill-era shims (public/legacy/polyfills.js);
 * - its own import map, before ours, mapping react, react-dom, ky and yup to its own files
 *   (read by its own module, public/legacy/host-app.js);
 * - a two-letter `<html lang>`, as Magento 1 writes it.
 * e2e/legacy-host.spec.ts compares the widgets with those of /login and signs up and logs in.
 *
 * Firefox uses only the first import map of a page, the host's: ours is dropped there and the
 * loader imports the widgets through es-module-shims, which runs each module from a `blob:` URL;
 * so this page's policy allows `blob:` in `script-src`, as such a host's must (README, "Host
 * pages with an import map of their own"). `?host-map=stale` adds to the host's map one of our
 * runtime's names, mapped to its own file (a hand-copied map of an old release): every engine
 * keeps the first map's rule for a name, so there the shim path is taken in Chromium too.
 */
const hostImports = {
  react: '/static/legacy/host-react.js',
  'react-dom': '/static/legacy/host-react.js',
  'react-dom/client': '/static/legacy/host-react.js',
  ky: '/static/legacy/host-react.js',
  yup: '/static/legacy/host-react.js',
};

/** The host's map; with `stale`, also our runtime's `react` name (the line our map has) to the host's own file. */
function hostImportMap(ourHead: string, stale: boolean): string {
  const ourReact = /"(@shop\/runtime@[^/"]+\/react)"/.exec(ourHead)?.[1];
  return JSON.stringify({
    imports: { ...hostImports, ...(stale && ourReact ? { [ourReact]: '/static/legacy/host-react.js' } : {}) },
  });
}

async function legacyPage(c: Context) {
  const country = countryFrom(c.req.query('country'));
  const texts = loginPageTexts[country];
  const csrf = issueCsrfToken(c.req.header('cookie'));
  const snippets = pageSnippets('login', country);
  const page = await html`<!doctype html>
<html lang="${countryLanguage(country).slice(0, 2)}">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>${texts.title}</title>
<meta name="csrf-token" content="${csrf.token}">
<link rel="stylesheet" href="/static/legacy/legacy.css">
<script src="/static/legacy/prototype-1.6.js"></script>
<script src="/static/legacy/polyfills.js"></script>
<script type="importmap">${raw(hostImportMap(snippets.head, c.req.query('host-map') === 'stale'))}</script>
${raw(snippets.head)}</head>
<body class="customer-account-login">
<div class="wrapper">
<header class="header-container">
  <a class="logo" href="/?country=${country}">Shop</a>
  <nav class="nav-primary" aria-label="Demo">
    <a href="/?country=${country}">Home</a>
    <a href="/login?country=${country}">Login</a>
    <a href="/subscribenewsletter?country=${country}">Newsletter</a>
  </nav>
</header>
<div class="main-container">
  <main class="col-main" id="main">
    ${raw(snippets.parts.session ?? '')}
    <h1>${texts.heading}</h1>
    ${raw(loginPart(c, country, snippets) ?? '')}
  </main>
</div>
<div class="footer-container">${raw(footerPart(c, 'login', country, snippets) ?? '')}</div>
</div>
<script type="module" src="/static/legacy/host-app.js"></script>
</body>
</html>`;
  if (csrf.setCookie) c.header('set-cookie', csrf.setCookie);
  c.header('cache-control', 'no-store');
  c.header(extraScriptSourcesHeader, 'blob:');
  c.header('content-language', countryLanguage(country));
  return c.html(page.toString());
}

const routes = new Hono();
routes.get('/legacy', legacyPage);

export default { routes };
