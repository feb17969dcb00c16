import { describe, expect, it } from 'vitest';
import { integrityInHtml } from './integrity.ts';

describe('integrityInHtml', () => {
  it('reads the import map, integrity attributes and the loader configuration’s es-module-shims', () => {
    const html =
      '<script type="importmap">{"imports":{},"integrity":{"https://cdn.example/footer/0.1.0/index-A.js":"sha384-map"}}</script>\n' +
      '<script type="application/json" data-shop-loader>{"bundles":[],"shim":{"src":"https://cdn.example/design-system/0.1.0/es-module-shims-B.js","integrity":"sha384-shim"}}</script>\n' +
      '<link rel="modulepreload" href="https://cdn.example/login/0.1.0/index-C.js" integrity="sha384-link">';
    expect(Object.fromEntries(integrityInHtml(html))).toEqual({
      'https://cdn.example/footer/0.1.0/index-A.js': 'sha384-map',
      'https://cdn.example/design-system/0.1.0/es-module-shims-B.js': 'sha384-shim',
      'https://cdn.example/login/0.1.0/index-C.js': 'sha384-link',
    });
  });
});
