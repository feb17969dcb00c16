import type { Plugin } from 'vite';

/**
 * Vite wraps every dynamic `import()` of a browser build in its preload helper (about 300 bytes
 * brotli in each package), even with `build.modulePreload: false` (vitejs/vite#18551). With
 * module preloading off, what the helper still does is load the CSS a lazy chunk imports; our
 * widgets have no CSS files (their styles are inlined into shadow roots), so the helper is
 * replaced by a plain call of the import. A build that emits a CSS file fails here, because
 * its lazy chunks would then need the real helper.
 */
const preloadHelperId = '\0vite/preload-helper.js';

export function plainDynamicImports(): Plugin {
  return {
    name: 'shop-plain-dynamic-imports',
    enforce: 'pre',
    load(id) {
      if (id !== preloadHelperId) return null;
      return { code: 'export const __vitePreload = (load) => load();', moduleSideEffects: false };
    },
    generateBundle(_options, bundle) {
      const css = Object.keys(bundle).filter((file) => file.endsWith('.css'));
      if (css.length) this.error(`CSS files need Vite's preload helper for lazy chunks: ${css.join(', ')}`);
    },
  };
}
