// Writes the footer's prerendered HTML for every country to dist/prerender/: <COUNTRY>.html
// (full), <COUNTRY>.no-newsletter.html (full, page attribute hide-newsletter) and
// <COUNTRY>.reduced.html (reduced), plus dist/prerender/manifest.json.
// A legacy template includes the file's content inside <shop-footer country="…">…</shop-footer>.
// Run after `vite build` (which empties dist/): `pnpm --filter @shop/footer build`.
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { countries } from '@shop/design-system/sites';
import { createServer } from 'vite';
import type { PrerenderOptions } from './prerender-entry.tsx';

const packageDir = join(import.meta.dirname, '..');
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
  const { prerenderFooter } = (await server.ssrLoadModule('/build/prerender-entry.tsx')) as {
    prerenderFooter: (options: PrerenderOptions) => Promise<string>;
  };
  mkdirSync(outDir, { recursive: true });
  const files: Record<string, { full: string; noNewsletter: string; reduced: string }> = {};
  for (const country of countries) {
    const names = {
      full: `${country}.html`,
      noNewsletter: `${country}.no-newsletter.html`,
      reduced: `${country}.reduced.html`,
    };
    writeFileSync(join(outDir, names.full), await prerenderFooter({ country, reduced: false, hideNewsletter: false }));
    writeFileSync(
      join(outDir, names.noNewsletter),
      await prerenderFooter({ country, reduced: false, hideNewsletter: true }),
    );
    writeFileSync(join(outDir, names.reduced), await prerenderFooter({ country, reduced: true, hideNewsletter: true }));
    files[country] = names;
  }
  const { version } = JSON.parse(readFileSync(join(packageDir, 'package.json'), 'utf8')) as { version: string };
  writeFileSync(join(outDir, 'manifest.json'), `${JSON.stringify({ version, files }, null, 2)}\n`);
  console.log(`prerendered <shop-footer> for ${countries.length} countries into ${outDir}`);
} finally {
  await server.close();
}
