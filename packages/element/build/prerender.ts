// The one build step that writes a widget package's prerendered first frames (declarative
// shadow DOM) to its dist/prerender/: `<COUNTRY>.html` for the `full` variant,
// `<COUNTRY>.<variant-in-kebab-case>.html` for each other one, and manifest.json (per country,
// variant → file), which the snippet writer (tooling/snippets/built.ts) reads. A legacy template
// includes a file's content inside the widget's tag.
// Run after `vite build`, which empties dist/: each package's `build` script does.
import { existsSync, mkdirSync, readFileSync, realpathSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { type Country, countries } from '@shop/sites';
import { createServer } from 'vite';

/** What a package's prerender entry exports: per variant, the markup inside the tag for a country. */
export type PrerenderVariants = Record<string, (country: Country) => Promise<string>>;

const kebab = (name: string) => name.replace(/[A-Z]/g, (letter) => `-${letter.toLowerCase()}`);
export const prerenderFileName = (country: Country, variant: string) =>
  variant === 'full' ? `${country}.html` : `${country}.${kebab(variant)}.html`;

/**
 * Loads `entry` (a module path under `packageDir` exporting `prerenderVariants`) through Vite's
 * SSR module loader, so CSS `?inline` imports resolve exactly as in the browser build, and writes
 * every variant for every country.
 */
export async function writePrerenders(packageDir: string, entry: string): Promise<void> {
  const outDir = join(packageDir, 'dist', 'prerender');
  const server = await createServer({
    root: packageDir,
    configFile: false,
    logLevel: 'warn',
    appType: 'custom',
    server: { middlewareMode: true, hmr: false, ws: false },
    define: { 'process.env.NODE_ENV': JSON.stringify('production') },
  });
  try {
    const { prerenderVariants } = (await server.ssrLoadModule(entry)) as { prerenderVariants: PrerenderVariants };
    mkdirSync(outDir, { recursive: true });
    const files: Partial<Record<Country, Record<string, string>>> = {};
    for (const country of countries) {
      const names: Record<string, string> = {};
      for (const [variant, prerender] of Object.entries(prerenderVariants)) {
        names[variant] = prerenderFileName(country, variant);
        writeFileSync(join(outDir, names[variant]), await prerender(country));
      }
      files[country] = names;
    }
    const { name, version } = JSON.parse(readFileSync(join(packageDir, 'package.json'), 'utf8')) as {
      name: string;
      version: string;
    };
    writeFileSync(join(outDir, 'manifest.json'), `${JSON.stringify({ version, files }, null, 2)}\n`);
    const variants = Object.keys(prerenderVariants).join(', ');
    console.log(`prerendered ${name} (${variants}) for ${countries.length} countries into ${outDir}`);
  } finally {
    await server.close();
  }
}

// `tsx node_modules/@shop/element/build/prerender.ts build/prerender-entry.tsx`, from a package's
// folder (its build script): the path through the package's link, so compared with this file's real path.
const script = process.argv[1];
if (script && existsSync(script) && realpathSync(script) === import.meta.filename) {
  const entry = process.argv[2];
  if (!entry)
    throw new Error('usage: tsx node_modules/@shop/element/build/prerender.ts <entry module, relative to the package>');
  await writePrerenders(process.cwd(), `/${entry}`);
}
