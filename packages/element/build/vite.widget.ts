import { defineConfig, type Plugin, type UserConfig } from 'vite';
import { plainDynamicImports } from './plainDynamicImports.ts';
import { preloadsManifest } from './preloads.ts';
import { pristineGlobals, pristineInject } from './pristineGlobals.ts';
import { runtimeSpecifier, sharedRuntimeSpecifiers } from './shared-runtime.ts';

/**
 * What every package's build shares (the widgets' and the shared runtime's): modern ES modules,
 * minified, into dist/ with a manifest; no module-preload polyfill (pages write their own hints).
 */
export const sharedBuildOptions = {
  target: 'es2022',
  outDir: 'dist',
  emptyOutDir: true,
  manifest: true,
  minify: true,
  modulePreload: false,
  reportCompressedSize: false,
} as const;

/**
 * The one build shape of every widget package: an ES module entry (src/index.ts) with the
 * shared runtime left external, content-hashed file names and a manifest, so each widget
 * can be rebuilt and released without touching the others. dist/preloads.json lists, by
 * entry file, the static graph a page may preload (files and shared-runtime specifiers), and
 * by `country:<CODE>` that of `countryModules` (lazy modules a page of that country needs);
 * the graphs of `startModules` (lazy modules the entry imports as it starts) join the entry's.
 */
export function widgetBuildConfig(
  entries: Record<string, string> = { index: 'src/index.ts' },
  { countryModules, startModules }: { countryModules?: Record<string, string>; startModules?: string[] } = {},
): UserConfig {
  return defineConfig({
    // Relative base: lazy chunks and assets resolve against the module's own URL (CDN-ready).
    base: './',
    define: { 'process.env.NODE_ENV': JSON.stringify('production') },
    plugins: [
      sharedRuntime(),
      plainDynamicImports(),
      pristineGlobals(),
      preloadsManifest((chunk) => chunk.fileName, countryModules, startModules),
    ],
    build: {
      ...sharedBuildOptions,
      // Our own code comes out 1-2 % smaller (brotli) from Terser than from Vite's default
      // minifier (Oxc); the shared runtime (React, yup, ky) comes out larger (yup by 200 bytes)
      // and keeps the default. Measured with bench/sizes.mjs (bench/RESULTS.md).
      minify: 'terser',
      terserOptions: { module: true, ecma: 2020, compress: { passes: 3 } },
      cssCodeSplit: false,
      rolldownOptions: {
        input: entries,
        transform: { inject: pristineInject() },
        preserveEntrySignatures: 'strict',
        output: {
          entryFileNames: '[name]-[hash].js',
          chunkFileNames: 'chunks/[name]-[hash].js',
          assetFileNames: 'assets/[name]-[hash][extname]',
        },
      },
    },
  });
}

/**
 * Leaves the shared runtime's modules external under their page-wide names: the source imports
 * `react`, the bundle `@shop/runtime@<line>/react` (see `runtimeSpecifier`).
 */
function sharedRuntime(): Plugin {
  const shared = new Set<string>(sharedRuntimeSpecifiers);
  return {
    name: 'shop-shared-runtime',
    enforce: 'pre',
    resolveId(id) {
      return shared.has(id) ? { id: runtimeSpecifier(id), external: true } : null;
    },
  };
}
