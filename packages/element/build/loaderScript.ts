import { createHash } from 'node:crypto';
import { readFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { minify } from 'terser';
import { build, type Plugin } from 'vite';

const loaderSource = join(import.meta.dirname, '..', 'src', 'early', 'loader.ts');

/**
 * How each form of the loader starts it. They differ in how the loader learns whether the page's
 * import maps give our runtime's names our URLs (`resolveSpecifier`, loader.ts):
 * - `module`, the head snippet's `async` module script: it asks the browser (`import.meta.resolve`).
 * - `classic`, the XHTML head snippet's classic script: in an XML document WebKit (2.50) runs no
 *   module script, inline, external or inserted, and applies no import map, parsed or inserted;
 *   it does run classic scripts and their `import()` of a URL (engines/xhtml-probe.mjs). A classic
 *   script has no `import.meta` to ask, so this form answers that no map is in force: the loader
 *   takes its es-module-shims path (our map given to the shim) in every engine.
 */
const loaderForms = {
  module:
    'startLoader(document, undefined, (specifier) => typeof import.meta.resolve === "function" ? import.meta.resolve(specifier) : null)',
  classic: 'startLoader(document, undefined, () => { throw new Error("a classic script cannot ask the import maps") })',
} as const;

type LoaderForm = keyof typeof loaderForms;

/**
 * One script of ours that a page gets without the widgets' build: its module and what it imports,
 * bundled into one chunk by the build's own bundler (nothing in it may import at run time) with
 * its exports kept, then minified (`wrap`: in a function of its own, for an inline script).
 */
async function bundleAlone(input: string, entryCode?: string, wrap = false): Promise<string> {
  const output = await build({
    configFile: false,
    logLevel: 'silent',
    build: {
      write: false,
      minify: false,
      modulePreload: false,
      rolldownOptions: { input, preserveEntrySignatures: 'strict', output: { format: 'es' } },
    },
    plugins: entryCode
      ? [
          {
            name: 'shop-entry',
            resolveId: (id) => (id === input ? id : undefined),
            load: (id) => (id === input ? entryCode : undefined),
          },
        ]
      : [],
  });
  const chunks = (Array.isArray(output) ? output : [output]).flatMap((result) =>
    'output' in result ? result.output : [],
  );
  if (chunks.length !== 1 || chunks[0]?.type !== 'chunk')
    throw new Error(`${input} must bundle into one chunk: nothing in it may import at run time`);
  const { code } = await minify(wrap ? `(()=>{${chunks[0].code}})()` : chunks[0].code, {
    ecma: 2020,
    module: !wrap,
    compress: { passes: 2 },
    mangle: true,
    format: { comments: false },
  });
  if (!code) throw new Error(`${input} did not compile`);
  return code;
}

/**
 * The loader (packages/element/src/early/loader.ts and the modules it imports) as the script a
 * page inlines: followed by the call that starts it in the given form, in a function of its own.
 */
export async function compileLoader(form: LoaderForm): Promise<string> {
  const code = await bundleAlone(
    '\0shop-loader-entry',
    `import { startLoader } from ${JSON.stringify(loaderSource)};\n${loaderForms[form]}`,
    true,
  );
  // A classic script with `import.meta` is a syntax error: it would run nothing, and say nothing.
  if (form === 'classic' && code.includes('import.meta'))
    throw new Error('the classic loader names import.meta, which only a module script may');
  // It is inlined in a <script>: nothing in it may close that element.
  return code.replace(/<\/script/gi, '<\\/script');
}

/**
 * es-module-shims (the design system's dependency), minified with its licence line, as the file
 * the loader imports only on a page whose import maps do not resolve our runtime's names to our
 * map (loader.ts: `shim`). Named by its content, like every other file a page loads.
 */
export async function compileShim(): Promise<{ fileName: string; code: string }> {
  const require = createRequire(loaderSource);
  const path = require.resolve('es-module-shims');
  const { version, license } = JSON.parse(await readFile(join(dirname(path), '..', 'package.json'), 'utf8')) as {
    version: string;
    license: string;
  };
  // Its one Trusted Types policy serves only what shim mode never does (an options script, the
  // polyfill mode's feature detection); creating it is a CSP violation under `trusted-types 'none'`
  // (the demo host's policy), reported on every page that takes this path. So it is not created.
  const source = await readFile(path, 'utf8');
  const policy =
    "typeof self !== 'undefined' &&\n    (typeof self.trustedTypes !== 'undefined' || typeof self.TrustedTypes !== 'undefined')";
  if (!source.includes(policy))
    throw new Error(`es-module-shims ${path}: its Trusted Types policy is no longer where the build expects it`);
  const { code } = await minify(source.replace(policy, 'false'), {
    ecma: 2020,
    compress: { passes: 2 },
    mangle: true,
    format: {
      comments: false,
      preamble: `/*! ES Module Shims ${version} | ${license} License | (c) Guy Bedford | https://github.com/guybedford/es-module-shims */`,
    },
  });
  if (!code) throw new Error('es-module-shims did not compile');
  const hash = createHash('sha256').update(code).digest('base64url').slice(0, 8);
  return { fileName: `es-module-shims-${hash}.js`, code };
}

/**
 * A module the loader imports on its own, from packages/element/src/field/ (`health`,
 * `override`), bundled like the loader and named by its content.
 */
async function compileFieldModule(name: string): Promise<{ fileName: string; code: string }> {
  const code = await bundleAlone(join(dirname(loaderSource), '..', 'field', `${name}.ts`));
  const hash = createHash('sha256').update(code).digest('base64url').slice(0, 8);
  return { fileName: `${name}-${hash}.js`, code };
}

/** Modules of packages/element/src/field/ the build writes beside the loader. */
const fieldModules = ['health', 'override'] as const;

/**
 * Writes dist/loader.js (the module form) and dist/loader-classic.js (the classic form, for XHTML
 * templates), the es-module-shims file and the field modules in the design system's build.
 */
export function loaderScript(): Plugin {
  return {
    name: 'shop-loader-script',
    async generateBundle() {
      this.emitFile({ type: 'asset', fileName: 'loader.js', source: await compileLoader('module') });
      this.emitFile({ type: 'asset', fileName: 'loader-classic.js', source: await compileLoader('classic') });
      for (const file of [await compileShim(), ...(await Promise.all(fieldModules.map(compileFieldModule)))])
        this.emitFile({ type: 'asset', fileName: file.fileName, source: file.code });
    },
  };
}
