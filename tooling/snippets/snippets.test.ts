import { createHash } from 'node:crypto';
import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { headCss } from '@shop/element/head-style';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { hashTree } from '../../scripts/hash-tree.mjs';
import { readBuilt } from './built.ts';
import { composeSnippets } from './compose.ts';
import { cspSources, sha256Source } from './csp.ts';
import { writeSnippets } from './write.ts';

/**
 * The snippet writer against a small fake build (packages/<pkg>/dist with a manifest,
 * preloads.json, the runtime's import map, the footer's prerendered markup), so each case says
 * exactly which file a template would get.
 */
let root = '';
const packagesDir = () => join(root, 'packages');
const outDir = () => join(root, 'snippets');

function put(path: string, content: unknown) {
  const full = join(packagesDir(), path);
  mkdirSync(dirname(full), { recursive: true });
  writeFileSync(full, typeof content === 'string' ? content : JSON.stringify(content));
}

/**
 * A built widget package: its entry file, its static graph and runtime imports, per-country groups,
 * each file with some content (the import map carries its integrity), and the tag it defines.
 */
function buildPackage(pkg: string, entry: string, files: string[], runtime: string[], extra = {}, start?: string[]) {
  const groups: Record<string, { files: string[] }> = extra;
  const lazy = Object.values(groups).flatMap((group) => group.files);
  const manifest: Record<string, { file: string; imports?: string[]; dynamicImports?: string[] }> = {
    'src/index.ts': { file: entry, imports: files, dynamicImports: lazy },
  };
  for (const file of [...files, ...lazy]) manifest[file] = { file };
  put(`${pkg}/dist/.vite/manifest.json`, manifest);
  put(`${pkg}/dist/preloads.json`, {
    [entry]: { files: [entry, ...files], runtime, ...(start && { start }) },
    ...extra,
  });
  for (const file of [entry, ...files, ...lazy])
    put(`${pkg}/dist/${file}`, `export const file = ${JSON.stringify(file)};`);
  put(`${pkg}/custom-elements.json`, {
    modules: [{ path: 'src/index.ts', exports: [{ kind: 'custom-element-definition', name: `shop-${pkg}` }] }],
  });
}

const loader = '(()=>{/* the loader */})()';
const classicLoader = '(()=>{/* the loader, classic form */})()';

const footerMarkup = (country: string) =>
  `<template shadowrootmode="open"><style>.footer{color:${country === 'PL' ? 'red' : 'blue'}}</style><footer>${country}</footer></template>`;

function buildRuntime(reactFile = 'react-AAAAAAAA.js') {
  put('runtime/dist/importmap.json', { imports: { react: reactFile, ky: 'ky-BBBBBBBB.js' } });
  for (const file of [reactFile, 'chunks/react-CCCCCCCC.js', 'ky-BBBBBBBB.js']) put(`runtime/dist/${file}`, file);
  put('runtime/dist/preloads.json', {
    react: { files: [reactFile, 'chunks/react-CCCCCCCC.js'], runtime: [] },
    ky: { files: ['ky-BBBBBBBB.js'], runtime: [] },
  });
}

function buildFooter(entry = 'index-FOOTER01.js') {
  buildPackage(
    'footer',
    entry,
    ['chunks/links-LINKS001.js', 'chunks/start-START001.js'],
    ['react'],
    {
      'country:PL': { files: ['chunks/pl-PLPLPLPL.js', 'chunks/helpers-HELP0001.js'], runtime: [] },
      'country:DE': { files: ['chunks/de-DEDEDEDE.js', 'chunks/helpers-HELP0001.js'], runtime: [] },
    },
    ['chunks/start-START001.js'],
  );
  const files: Record<string, Record<string, string>> = {};
  for (const country of ['PL', 'DE']) {
    put(`footer/dist/prerender/${country}.html`, footerMarkup(country));
    files[country] = { full: `${country}.html` };
  }
  put('footer/dist/prerender/manifest.json', { version: '0.1.0', files });
}

beforeEach(() => {
  root = mkdtempSync(join(tmpdir(), 'shop-snippets-'));
  buildRuntime();
  put('design-system/dist/loader.js', loader);
  put('design-system/dist/loader-classic.js', classicLoader);
  buildPackage('session', 'index-SESSION1.js', [], ['ky']);
  buildPackage('newsletter', 'index-NEWSLET1.js', ['chunks/form-FORM0001.js'], ['react', 'ky'], {
    'locale:pl-PL': { files: ['chunks/pl-PL-TEXTS001.js'], runtime: [] },
  });
  buildPackage('login', 'index-LOGIN001.js', [], ['react']);
  buildFooter();
});
afterEach(() => rmSync(root, { recursive: true, force: true }));

const lines = (html: string) => html.trimEnd().split('\n');

const integrityOf = (path: string) =>
  `sha384-${createHash('sha384')
    .update(readFileSync(join(packagesDir(), path)))
    .digest('base64')}`;

/** The head's four lines, read back: the style, the import map, the loader's configuration, the loader. */
function readHead(head: string) {
  const [style = '', map = '', config = '', script = ''] = lines(head);
  return {
    style,
    map: JSON.parse(/^<script type="importmap">(.*)<\/script>$/.exec(map)?.[1] ?? 'null'),
    config: JSON.parse(
      /^<script type="application\/json" data-shop-loader="">(.*)<\/script>$/.exec(config)?.[1] ?? 'null',
    ),
    script,
  };
}

describe('composeSnippets', () => {
  it('writes the style, the import map, the loader configuration and the loader, and no module script or preload of its own', () => {
    const { head } = composeSnippets([{ pkg: 'session' }, { pkg: 'newsletter' }], 'PL', readBuilt(packagesDir()));
    expect(lines(head)).toHaveLength(4);
    expect(head).not.toMatch(/modulepreload|<script[^>]* src=/);
    const { style, map, config, script } = readHead(head);
    expect(style).toBe(`<style>${headCss}</style>`);
    expect(map.imports).toEqual({ react: '/assets/runtime/react-AAAAAAAA.js', ky: '/assets/runtime/ky-BBBBBBBB.js' });
    expect(config.bundles).toEqual([
      {
        tags: ['shop-session'],
        when: 'idle',
        // an anonymous visitor fetches no session code: it keeps no login for them
        cookies: ['LoginToken', 'LongTermTokenExp'],
        pkg: 'session',
        src: '/assets/session/index-SESSION1.js',
        files: ['/assets/session/index-SESSION1.js', '/assets/runtime/ky-BBBBBBBB.js'],
      },
      {
        tags: ['shop-newsletter'],
        // its block works prerendered: the code waits for the shopper (or their scrolling to it)
        when: 'visible',
        pkg: 'newsletter',
        src: '/assets/newsletter/index-NEWSLET1.js',
        files: [
          '/assets/newsletter/index-NEWSLET1.js',
          '/assets/newsletter/chunks/form-FORM0001.js',
          '/assets/runtime/react-AAAAAAAA.js',
          '/assets/runtime/chunks/react-CCCCCCCC.js',
          '/assets/runtime/ky-BBBBBBBB.js',
          '/assets/newsletter/chunks/pl-PL-TEXTS001.js',
        ],
      },
    ]);
    expect(script).toBe(`<script type="module" async="">${loader}</script>`);
    expect(config.country).toBe('PL');
  });

  it('writes the head for XHTML templates with the same lines but the last: the loader’s classic form as a classic script', () => {
    const { head, xhtmlHead } = composeSnippets([{ pkg: 'newsletter' }], 'PL', readBuilt(packagesDir()));
    expect(lines(xhtmlHead).slice(0, -1)).toEqual(lines(head).slice(0, -1));
    expect(lines(xhtmlHead).at(-1)).toBe(`<script>${classicLoader}</script>`);
    // a design system built before the classic form: the module script, as in the HTML head
    rmSync(join(packagesDir(), 'design-system', 'dist', 'loader-classic.js'));
    const older = composeSnippets([{ pkg: 'newsletter' }], 'PL', readBuilt(packagesDir()));
    expect(older.xhtmlHead).toBe(older.head);
  });

  it('opens the connection to a CDN serving our files while the page loads, with the CORS mode of module scripts', () => {
    const cdn = (pkg: string, file: string) => `https://cdn.example/shop/${pkg}/${file}`;
    const { head } = composeSnippets([{ pkg: 'newsletter' }], 'PL', readBuilt(packagesDir(), cdn));
    const preconnect = '<link rel="preconnect" href="https://cdn.example" crossorigin="anonymous" />';
    expect(lines(head).filter((line) => line.includes('preconnect'))).toEqual([preconnect]);
    // Before the import map and the loader, which start the fetches that use the connection.
    expect(lines(head).indexOf(preconnect)).toBeLessThan(lines(head).findIndex((line) => line.startsWith('<script')));
    const sameOrigin = composeSnippets([{ pkg: 'newsletter' }], 'PL', readBuilt(packagesDir())).head;
    expect(sameOrigin).not.toContain('preconnect');
  });

  it('gives a canary its share, its own files, and both versions’ integrity, with the live version’s markup', () => {
    const built = readBuilt(packagesDir());
    const live = built.packages.footer;
    if (!live) throw new Error('no footer built');
    // The canary: the same package read from another folder, here the footer's own files under other URLs.
    const canaryUrl = (file: string) => `https://cdn.example/footer/0.2.0/${file}`;
    built.packages.footer = {
      ...live,
      version: '0.1.0',
      canary: { version: '0.2.0', share: 5, built: live, assetUrl: canaryUrl, integrity: () => 'sha384-CANARY' },
    };
    const { head, parts } = composeSnippets([{ pkg: 'footer' }], 'PL', built);
    const { map, config } = readHead(head);
    const [bundle] = config.bundles;
    expect(bundle).toMatchObject({ pkg: 'footer', version: '0.1.0', src: '/assets/footer/index-FOOTER01.js' });
    expect(bundle.canary).toMatchObject({ version: '0.2.0', share: 5, src: canaryUrl('index-FOOTER01.js') });
    // each version's start module (the loader evaluates it first) of its own files
    expect(bundle.start).toEqual(['/assets/footer/chunks/start-START001.js']);
    expect(bundle.canary.start).toEqual([canaryUrl('chunks/start-START001.js')]);
    expect(bundle.canary.files).toContain(canaryUrl('chunks/pl-PLPLPLPL.js'));
    expect(bundle.canary.files).not.toContain(canaryUrl('chunks/de-DEDEDEDE.js'));
    expect(map.integrity[canaryUrl('index-FOOTER01.js')]).toBe('sha384-CANARY');
    expect(map.integrity['/assets/footer/index-FOOTER01.js']).toBe(integrityOf('footer/dist/index-FOOTER01.js'));
    expect(parts.footer).toContain(footerMarkup('PL'));
  });

  it('names the design system’s es-module-shims file with its integrity for the loader’s fallback, once built', () => {
    const without = readHead(composeSnippets([{ pkg: 'login' }], 'PL', readBuilt(packagesDir())).head);
    expect(without.config.shim).toBeUndefined();
    put('design-system/dist/es-module-shims-SHIM0001.js', '/* es-module-shims */');
    const { config, map } = readHead(composeSnippets([{ pkg: 'login' }], 'PL', readBuilt(packagesDir())).head);
    expect(config.shim).toEqual({
      src: '/assets/design-system/es-module-shims-SHIM0001.js',
      integrity: integrityOf('design-system/dist/es-module-shims-SHIM0001.js'),
    });
    // not in the import map: a page where that map is in force never fetches it
    expect(Object.keys(map.integrity)).not.toContain('/assets/design-system/es-module-shims-SHIM0001.js');
  });

  it('gives every file the page may load its integrity, and leaves out other sites’ content', () => {
    const { head } = composeSnippets([{ pkg: 'footer' }], 'PL', readBuilt(packagesDir()));
    const { map, config } = readHead(head);
    expect(map.integrity).toEqual({
      '/assets/runtime/chunks/react-CCCCCCCC.js': integrityOf('runtime/dist/chunks/react-CCCCCCCC.js'),
      '/assets/runtime/ky-BBBBBBBB.js': integrityOf('runtime/dist/ky-BBBBBBBB.js'),
      '/assets/runtime/react-AAAAAAAA.js': integrityOf('runtime/dist/react-AAAAAAAA.js'),
      '/assets/footer/index-FOOTER01.js': integrityOf('footer/dist/index-FOOTER01.js'),
      '/assets/footer/chunks/links-LINKS001.js': integrityOf('footer/dist/chunks/links-LINKS001.js'),
      '/assets/footer/chunks/start-START001.js': integrityOf('footer/dist/chunks/start-START001.js'),
      '/assets/footer/chunks/pl-PLPLPLPL.js': integrityOf('footer/dist/chunks/pl-PLPLPLPL.js'),
      '/assets/footer/chunks/helpers-HELP0001.js': integrityOf('footer/dist/chunks/helpers-HELP0001.js'),
    });
    expect(config.bundles[0].files).toContain('/assets/footer/chunks/pl-PLPLPLPL.js');
    expect(head).not.toContain('de-DEDEDEDE');
  });

  it('writes the prerendered first frame into the tag, or the empty tag without one', () => {
    const built = readBuilt(packagesDir());
    expect(composeSnippets([{ pkg: 'footer', prerender: null }], 'DE', built).parts.footer).toBe(
      '<shop-footer country="DE"></shop-footer>\n',
    );
    expect(composeSnippets([{ pkg: 'footer' }], 'PL', built).parts.footer).toBe(
      `<shop-footer country="PL">${footerMarkup('PL')}</shop-footer>\n`,
    );
  });

  it('writes attributes escaped, booleans with an empty value (XML and HTML), and keeps the tag of a widget not built yet', () => {
    const snippets = composeSnippets(
      [
        { pkg: 'newsletter', attributes: { origin: 'A"<b>&', reduced: true, checkout: false } },
        { pkg: 'preview-panel' },
        { pkg: 'session', tag: false },
      ],
      'CZ',
      readBuilt(packagesDir()),
    );
    expect(snippets.parts.newsletter).toBe(
      '<shop-newsletter country="CZ" origin="A&quot;&lt;b>&amp;" reduced=""></shop-newsletter>\n',
    );
    expect(snippets.parts['preview-panel']).toBe('<shop-preview-panel country="CZ"></shop-preview-panel>\n');
    expect(snippets.parts.session).toBeUndefined();
    expect(snippets.head).not.toContain('preview-panel');
  });

  it('never lets a URL close an inline script', () => {
    buildRuntime('react-</script>.js');
    const { head } = composeSnippets([{ pkg: 'login' }], 'DE', readBuilt(packagesDir()));
    expect(head.match(/<\/script>/g)).toHaveLength(3);
    expect(head).toContain('react-\\u003c/script\\u003e.js');
  });

  it('writes inline code an XML parser reads as the HTML parser does, or as a CDATA section HTML ignores', () => {
    buildRuntime('react-a&b.js');
    put('design-system/dist/loader.js', 'if(a<b&&c)d()');
    put('design-system/dist/loader-classic.js', 'if(a<b&&c)e()');
    const { head, xhtmlHead } = composeSnippets([{ pkg: 'login' }], 'DE', readBuilt(packagesDir()));
    expect(head).toContain('react-a\\u0026b.js');
    expect(head).toContain('<script type="module" async="">//<![CDATA[\nif(a<b&&c)d()\n//]]></script>');
    expect(xhtmlHead).toContain('<script>//<![CDATA[\nif(a<b&&c)e()\n//]]></script>');
    // Both parsers' texts of each form of the loader are allowed by the policy.
    expect(cspSources(head)['script-src']).toEqual(
      expect.arrayContaining([
        sha256Source('//<![CDATA[\nif(a<b&&c)d()\n//]]>'),
        sha256Source('//\nif(a<b&&c)d()\n//'),
      ]),
    );
    expect(cspSources(xhtmlHead)['script-src']).toEqual(
      expect.arrayContaining([
        sha256Source('//<![CDATA[\nif(a<b&&c)e()\n//]]>'),
        sha256Source('//\nif(a<b&&c)e()\n//'),
      ]),
    );
  });
});

describe('writeSnippets', () => {
  it('writes both heads, body and the CSP hashes of their inline code per package and country', () => {
    writeSnippets(outDir(), readBuilt(packagesDir()), ['runtime']);
    const folder = join(outDir(), 'footer', 'PL');
    const head = readFileSync(join(folder, 'head.html'), 'utf8');
    expect(readFileSync(join(folder, 'xhtml-head.html'), 'utf8')).toContain(`<script>${classicLoader}</script>`);
    const body = readFileSync(join(folder, 'body.html'), 'utf8');
    const map = /<script type="importmap">(.*)<\/script>/.exec(head)?.[1] ?? '';
    expect(JSON.parse(map).imports.react).toBe('/assets/runtime/react-AAAAAAAA.js');
    expect(JSON.parse(readFileSync(join(folder, 'csp.json'), 'utf8'))).toEqual({
      'script-src': [sha256Source(map), sha256Source(loader), sha256Source(classicLoader)],
      'style-src': [sha256Source(headCss), sha256Source('.footer{color:red}')],
    });
    expect(body).toContain('<shop-footer country="PL"><template shadowrootmode="open">');
    // the home page: one import map for all its widgets, each tag in its own file
    const home = join(outDir(), 'pages', 'home', 'PL');
    expect(readFileSync(join(home, 'head.html'), 'utf8').match(/type="importmap"/g)).toHaveLength(1);
    expect(readFileSync(join(home, 'footer.html'), 'utf8')).toBe(body);
    expect(readFileSync(join(home, 'session.html'), 'utf8')).toBe('<shop-session></shop-session>\n');
    // a package that is not built gets no snippets at all
    expect(existsSync(join(outDir(), 'preview-panel'))).toBe(false);
  });

  it('rebuilding one package rewrites only its snippets and the pages that include it', () => {
    writeSnippets(outDir(), readBuilt(packagesDir()), ['runtime']);
    const before = hashTree(outDir());
    buildFooter('index-FOOTER02.js');
    const touched = writeSnippets(outDir(), readBuilt(packagesDir()), ['footer']);
    expect(touched).toEqual(['footer', 'pages/home', 'pages/login']);
    const after = hashTree(outDir());
    const changed = Object.keys(after).filter((file) => after[file] !== before[file]);
    expect(changed.length).toBeGreaterThan(0);
    // The head (the loader configuration, the integrity in the import map) and with it its CSP hash.
    for (const file of changed)
      expect(file).toMatch(/^(footer|pages\/home|pages\/login)\/[A-Z_]+\/((xhtml-)?head\.html|csp\.json)$/);
    expect(readFileSync(join(outDir(), 'pages', 'login', 'PL', 'head.html'), 'utf8')).toContain('index-FOOTER02.js');
    // a rollback (the previous build back) gives the previous snippets byte for byte
    buildFooter();
    writeSnippets(outDir(), readBuilt(packagesDir()), ['footer']);
    expect(hashTree(outDir())).toEqual(before);
  });

  it('a new runtime (import map) rewrites every snippet, and with it every CSP hash', () => {
    writeSnippets(outDir(), readBuilt(packagesDir()), ['runtime']);
    const csp = () => readFileSync(join(outDir(), 'pages', 'newsletter', 'DE', 'csp.json'), 'utf8');
    const before = csp();
    buildRuntime('react-NEWREACT.js');
    writeSnippets(outDir(), readBuilt(packagesDir()), ['runtime']);
    expect(csp()).not.toBe(before);
    expect(readFileSync(join(outDir(), 'session', 'DE', 'head.html'), 'utf8')).toContain('react-NEWREACT.js');
  });
});
