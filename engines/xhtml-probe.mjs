// Which scripts an engine runs in an XHTML document (application/xhtml+xml, the XML parser):
// inline and external, classic and module, dynamic import() from a classic script, an import map
// (for a classic script's import() and inside the module graph), dynamically inserted scripts,
// modulepreload links. Each script notes what ran in `window.__probe` (a key missing: it did not
// run); the page is read after its load event. The same page served as text/html is the control
// (`as=html`). Policies: `csp=1` allows the inline CDATA script by the hashes of both texts (as
// the HTML parser and as an XML parser reads it, tooling/snippets/csp.ts), `csp=html` and `csp=xml`
// by one of them (which text the engine hashes), `csp=tt` as `csp=1` with the demo host's Trusted
// Types directives. `map=inserted`: the import map inserted by a classic script instead of parsed.
//   ENGINES=webkit|firefox PORT=4870 [PROBE_QUERIES=csp=tt,...] node engines/xhtml-probe.mjs
// Prints one JSON report per engine and page. Evidence for docs/embedding-and-csp.md ("XHTML
// templates"); not part of the suite.
import { createHash } from 'node:crypto';
import { createServer } from 'node:http';
import { firefox } from './drivers/firefox.mjs';
import { webkit } from './drivers/webkit.mjs';
import { assertPortFree } from './processes.mjs';

const port = Number(process.env.PORT ?? 4870);
const driverPort = port + 1;
const wanted = (process.env.ENGINES ?? 'webkit').toLowerCase().split(',');

const note = (/** @type {string} */ key, value = 'true') =>
  `(window.__probe||(window.__probe={}))[${JSON.stringify(key)}]=${value};`;
// `<` and `&` in the code: an XML parser needs the CDATA section (the value, 2, says nothing more).
const cdataClassic = note('inlineClassicCdata', '"<&".length');
const cdataText = `//<![CDATA[\n${cdataClassic}\n//]]>`;
const sha = (/** @type {string} */ text) => `'sha256-${createHash('sha256').update(text, 'utf8').digest('base64')}'`;

/** @type {Record<string, string>} */
const modules = {
  '/m/external.js': note('externalModule'),
  '/m/external-async.js': note('externalModuleAsync'),
  '/m/dynamic.js': `export const ok = true;`,
  '/m/bare.js': `export const ok = 'bare';`,
  '/m/uses-bare.js': `import { ok } from 'probe-bare'; export const through = ok;`,
  '/m/meta.js': `export const resolved = typeof import.meta.resolve === 'function' ? import.meta.resolve('probe-bare') : 'no import.meta.resolve';`,
  '/m/inserted.js': note('insertedExternalModule'),
  '/m/preloaded.js': `export const ok = 'preloaded';`,
};
/** @type {Record<string, string>} */
const classic = {
  '/c/violations.js':
    "window.__violations=[];document.addEventListener('securitypolicyviolation',function(e){window.__violations.push(e.violatedDirective+' '+(e.blockedURI||'inline')+' '+(e.sample||''))});",
  '/c/external.js': note('externalClassic'),
  '/c/external-async.js': note('externalClassicAsync'),
};

const page = `<?xml version="1.0" encoding="UTF-8"?>
<!DOCTYPE html>
<html xmlns="http://www.w3.org/1999/xhtml"><head><title>probe</title>
<script src="/c/violations.js"></script>
<script>${note('inlineClassic')}${note('contentType', 'document.contentType')}</script>
<script>${cdataText}</script>
<script type="importmap">{"imports":{"probe-bare":"/m/bare.js"}}</script>
<script>${note('supportsImportMap', "typeof HTMLScriptElement.supports==='function'?HTMLScriptElement.supports('importmap'):'no supports()'")}${note('noModuleFlag', "'noModule' in document.createElement('script')")}</script>
<script type="module">${note('inlineModule')}${note('inlineModuleMeta', 'typeof import.meta.url')}</script>
<script type="module" async="">${note('inlineModuleAsync')}</script>
<script type="module" src="/m/external.js"></script>
<script type="module" async="" src="/m/external-async.js"></script>
<script src="/c/external.js"></script>
<script async="" src="/c/external-async.js"></script>
<script>
import('/m/dynamic.js').then(function(m){${note('dynamicImport', 'm.ok')}},function(e){${note('dynamicImport', 'String(e)')}});
import('probe-bare').then(function(m){${note('bareImportFromClassic', 'm.ok')}},function(e){${note('bareImportFromClassic', 'String(e)')}});
import('/m/uses-bare.js').then(function(m){${note('bareInModuleGraph', 'm.through')}},function(e){${note('bareInModuleGraph', 'String(e)')}});
import('/m/meta.js').then(function(m){${note('importMetaResolve', 'm.resolved')}},function(e){${note('importMetaResolve', 'String(e)')}});
var s=document.createElement('script');s.type='module';s.textContent=${JSON.stringify(note('insertedInlineModule'))};document.head.appendChild(s);
var t=document.createElement('script');t.type='module';t.src='/m/inserted.js';document.head.appendChild(t);
var l=document.createElement('link');l.rel='modulepreload';l.href='/m/preloaded.js';
l.onload=function(){${note('modulepreloadLink', '"loaded"')}};l.onerror=function(){${note('modulepreloadLink', '"error"')}};document.head.appendChild(l);
</script>
</head><body><p>probe</p></body></html>`;

// The import map inserted by a classic script instead of written in the markup.
const insertedMapPage = page.replace(
  '<script type="importmap">{"imports":{"probe-bare":"/m/bare.js"}}</script>',
  `<script>var im=document.createElement('script');im.type='importmap';im.textContent='{"imports":{"probe-bare":"/m/bare.js"}}';document.head.appendChild(im);${note('insertedMap')}</script>`,
);

const server = createServer((request, response) => {
  const url = new URL(request.url ?? '/', `http://127.0.0.1:${port}`);
  const code = modules[url.pathname] ?? classic[url.pathname];
  if (code !== undefined) {
    response.writeHead(200, { 'content-type': 'text/javascript', 'cache-control': 'no-store' });
    response.end(code);
    return;
  }
  if (url.pathname !== '/page') {
    response.writeHead(404).end();
    return;
  }
  const type = url.searchParams.get('as') === 'html' ? 'text/html' : 'application/xhtml+xml';
  /** @type {Record<string, string>} */
  const headers = { 'content-type': `${type}; charset=utf-8`, 'cache-control': 'no-store' };
  const csp = url.searchParams.get('csp');
  if (csp === 'html' || csp === 'xml') {
    // One of the two hashes only: which text the engine hashes.
    headers['content-security-policy'] =
      `script-src 'self' ${csp === 'html' ? sha(cdataText) : sha(`//\n${cdataClassic}\n//`)}; object-src 'none'`;
  } else if (csp === 'tt') {
    // As csp=1, with the demo host's Trusted Types rules.
    headers['content-security-policy'] =
      `script-src 'self' ${sha(cdataText)} ${sha(`//\n${cdataClassic}\n//`)}; object-src 'none'; require-trusted-types-for 'script'; trusted-types 'none'`;
  } else if (csp) {
    // Only the CDATA script (as each parser reads it) and the probe's external files: every other
    // inline script is refused, which shows the hash decides. The classic `noteCsp` reads the result.
    headers['content-security-policy'] =
      `script-src 'self' ${sha(cdataText)} ${sha(`//\n${cdataClassic}\n//`)}; object-src 'none'`;
  }
  response.writeHead(200, headers);
  response.end(url.searchParams.get('map') === 'inserted' ? insertedMapPage : page);
});
await assertPortFree(port, 'the probe server (PORT)');
await new Promise((resolve) => server.listen(port, '127.0.0.1', () => resolve(undefined)));

try {
  for (const engine of [firefox, webkit].filter((e) => wanted.includes(e.name.toLowerCase()))) {
    const browser = await engine.start({ port: driverPort });
    try {
      for (const query of (
        process.env.PROBE_QUERIES ?? '&,as=html,csp=1,csp=html,csp=xml,csp=tt,as=html&csp=tt,map=inserted'
      ).split(',')) {
        const tab = await browser.tab(`http://127.0.0.1:${port}/`);
        await tab.goto(`/page?${query}`);
        await new Promise((resolve) => setTimeout(resolve, 1500));
        const result = await tab.run(() => {
          const page = /** @type {Window & { __probe?: object, __violations?: string[] }} */ (window);
          return { ...page.__probe, readyState: document.readyState, violations: page.__violations };
        });
        console.log(`${browser.version} /page?${query}\n${JSON.stringify(result, null, 1)}`);
        await tab.close();
      }
    } finally {
      await browser.stop();
    }
  }
} finally {
  server.close();
}
