// @vitest-environment happy-dom
import { Script } from 'node:vm';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { compileLoader } from './loaderScript.ts';

/**
 * The two forms of the loader the build writes (loaderScript.ts): the module script of the HTML
 * head and the classic script of the head for XHTML templates, which WebKit needs (it runs no
 * module script in an XML document; docs/embedding-and-csp.md, "XHTML templates").
 */
describe('the forms of the loader', () => {
  afterEach(() => {
    document.head.replaceChildren();
    document.body.replaceChildren();
    vi.restoreAllMocks();
  });

  it('the classic form parses as a classic script; the module form asks import.meta, which only a module may', async () => {
    const [module, classic] = await Promise.all([compileLoader('module'), compileLoader('classic')]);
    expect(() => new Script(classic)).not.toThrow();
    expect(module).toContain('import.meta.resolve');
    expect(() => new Script(module)).toThrow(SyntaxError);
  }, 60_000);

  it('the classic form, run as a page runs it, loads the widgets through es-module-shims with our map', async () => {
    const classic = await compileLoader('classic');
    vi.spyOn(console, 'error').mockImplementation(() => {});
    const map = { imports: { '@shop/runtime@0.1/react': '/assets/runtime/react-A.js' } };
    const config = {
      bundles: [
        {
          tags: ['shop-login'],
          when: 'intent',
          src: '/assets/login/index-L.js',
          files: ['/assets/login/index-L.js', '/assets/runtime/react-A.js'],
        },
      ],
      shim: { src: '/assets/design-system/es-module-shims-S.js', integrity: 'sha384-shim' },
    };
    const script = (type: string, text: string) => {
      const element = document.createElement('script');
      element.type = type;
      element.textContent = text;
      if (type === 'application/json') element.setAttribute('data-shop-loader', '');
      return element;
    };
    document.head.append(script('importmap', JSON.stringify(map)), script('application/json', JSON.stringify(config)));
    document.body.innerHTML = '<shop-login></shop-login>';
    // As the page's classic script: the code alone, in this window (its import() of the shim
    // finds no such file here and fails, after the shim's preload link is written).
    new Function(classic)();
    document.querySelector('shop-login')?.dispatchEvent(new Event('pointerdown', { bubbles: true, composed: true }));
    const rel = (href: string) => document.head.querySelector<HTMLLinkElement>(`link[href="${href}"]`)?.rel;
    // The widget's files are preloaded for the shim, not for the browser's module loader
    // (which, in WebKit's XML documents, applies no import map).
    expect(rel('/assets/login/index-L.js')).toBe('modulepreload-shim');
    await vi.waitFor(() => expect(rel(config.shim.src)).toBe('modulepreload'));
    expect(document.head.querySelector<HTMLLinkElement>(`link[href="${config.shim.src}"]`)?.integrity).toBe(
      'sha384-shim',
    );
  }, 60_000);
});
