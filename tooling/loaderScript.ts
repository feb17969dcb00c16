import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { minify } from 'terser';
import ts from 'typescript';
import type { Plugin } from 'vite';

const loaderSource = join(import.meta.dirname, '..', 'packages', 'design-system', 'src', 'early', 'loader.ts');

/**
 * The loader (packages/design-system/src/early/loader.ts) as the classic script a page inlines:
 * its types stripped, wrapped in a function that starts it, minified. It has no imports, so it
 * needs no bundler.
 */
export async function compileLoader(source?: string): Promise<string> {
  const typescript = source ?? (await readFile(loaderSource, 'utf8'));
  const { outputText } = ts.transpileModule(typescript, {
    compilerOptions: { target: ts.ScriptTarget.ES2022, module: ts.ModuleKind.ESNext, removeComments: true },
  });
  const body = outputText.replace(/^export /gm, '');
  const { code } = await minify(`(()=>{${body}\nstartLoader()})()`, {
    ecma: 2020,
    compress: { passes: 2 },
    mangle: true,
    format: { comments: false },
  });
  if (!code) throw new Error('the loader did not compile');
  // It is inlined in a <script>: nothing in it may close that element.
  return code.replace(/<\/script/gi, '<\\/script');
}

/** Writes dist/loader.js in the design system's build. */
export function loaderScript(): Plugin {
  return {
    name: 'shop-loader-script',
    async generateBundle() {
      this.emitFile({ type: 'asset', fileName: 'loader.js', source: await compileLoader() });
    },
  };
}
