import { createRequire } from 'node:module';
import { preloadsManifest } from '@shop/element/build/preloads';
import { pristineGlobals, pristineInject } from '@shop/element/build/pristine-globals';
import { runtimeSpecifier, sharedRuntimeSpecifiers } from '@shop/element/build/shared-runtime';
import { sharedBuildOptions } from '@shop/element/build/vite-widget';
import { defineConfig, type Plugin } from 'vite';

/**
 * The shared runtime: every third-party module the widgets share, as ES modules with
 * content-hashed names, plus dist/importmap.json (specifier -> file) and dist/preloads.json
 * (specifier -> its static graph) for the pages, under the page-wide names of
 * `runtimeSpecifier` (`@shop/runtime@<line>/react`).
 * React ships CommonJS only, so its members are re-exported by name, read from the
 * production build of each module at build time.
 */
process.env.NODE_ENV = 'production';
const require = createRequire(import.meta.url);
const commonJsOnly = new Set(['react', 'react-dom', 'react-dom/client', 'react/jsx-runtime']);
const VIRTUAL = '\0runtime-entry:';

const entryName = (specifier: string) => specifier.replace(/^@/, '').replace(/[/]/g, '-');

// ES-module packages: re-export the default only where the package has one.
const hasDefault = new Map<string, boolean>();
for (const specifier of sharedRuntimeSpecifiers) {
  if (commonJsOnly.has(specifier)) continue;
  const namespace = await import(specifier);
  // Node loads some of them (yup) as CommonJS: a transpiled ES module there has no default.
  const commonJsInterop = namespace.default?.__esModule && !('default' in namespace.default);
  hasDefault.set(specifier, namespace.default !== undefined && !commonJsInterop);
}

function entrySource(specifier: string): string {
  if (commonJsOnly.has(specifier)) {
    const names = Object.keys(require(specifier)).filter(
      (name) => /^[A-Za-z_$][\w$]*$/.test(name) && name !== 'default',
    );
    return [
      `import m from ${JSON.stringify(specifier)};`,
      'export default m;',
      `export const { ${names.join(', ')} } = m;`,
    ].join('\n');
  }
  const reexports = [`export * from ${JSON.stringify(specifier)};`];
  if (hasDefault.get(specifier)) reexports.push(`export { default } from ${JSON.stringify(specifier)};`);
  return reexports.join('\n');
}

function runtimeEntries(): Plugin {
  return {
    name: 'shop-runtime-entries',
    resolveId(id) {
      return id.startsWith(VIRTUAL) ? id : null;
    },
    load(id) {
      return id.startsWith(VIRTUAL) ? entrySource(id.slice(VIRTUAL.length)) : null;
    },
    generateBundle(_options, bundle) {
      const imports: Record<string, string> = {};
      for (const chunk of Object.values(bundle)) {
        if (chunk.type === 'chunk' && chunk.isEntry && chunk.facadeModuleId?.startsWith(VIRTUAL)) {
          imports[runtimeSpecifier(chunk.facadeModuleId.slice(VIRTUAL.length))] = chunk.fileName;
        }
      }
      this.emitFile({ type: 'asset', fileName: 'importmap.json', source: `${JSON.stringify({ imports }, null, 2)}\n` });
    },
  };
}

export default defineConfig({
  plugins: [
    runtimeEntries(),
    // React, ky, yup and r2wc take no global a host page may have replaced (@shop/element's build/pristineGlobals.ts).
    pristineGlobals(),
    // preloads.json, by specifier: what a page preloads for a widget that imports it
    preloadsManifest((chunk) =>
      chunk.facadeModuleId?.startsWith(VIRTUAL) ? runtimeSpecifier(chunk.facadeModuleId.slice(VIRTUAL.length)) : null,
    ),
  ],
  define: { 'process.env.NODE_ENV': JSON.stringify('production') },
  build: {
    ...sharedBuildOptions,
    rolldownOptions: {
      input: Object.fromEntries(sharedRuntimeSpecifiers.map((s) => [entryName(s), `${VIRTUAL}${s}`])),
      transform: { inject: pristineInject() },
      preserveEntrySignatures: 'strict',
      output: {
        entryFileNames: '[name]-[hash].js',
        chunkFileNames: 'chunks/[name]-[hash].js',
      },
    },
  },
});
