// Writes the footer's prerendered HTML for every country (full and reduced) to
// dist/prerender/<COUNTRY>[.reduced].html, plus dist/prerender/manifest.json.
// A legacy template includes the file's content inside <shop-footer country="…">…</shop-footer>.
// Run after `vite build` (which empties dist/): `pnpm --filter @shop/footer build`.
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { createServer } from 'vite';
import type { PrerenderOptions } from './prerender-entry.tsx';

const packageDir = join(import.meta.dirname, '..');
const outDir = join(packageDir, 'dist', 'prerender');
const countries = ['DE', 'AT', 'CH', 'CH_FR', 'CZ', 'HU', 'SK', 'TR', 'PL'] as const;

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
    prerenderFooter: (options: PrerenderOptions) => string;
  };
  mkdirSync(outDir, { recursive: true });
  const files: Record<string, { full: string; reduced: string }> = {};
  for (const country of countries) {
    const full = `${country}.html`;
    const reduced = `${country}.reduced.html`;
    writeFileSync(join(outDir, full), prerenderFooter({ country, reduced: false }));
    writeFileSync(join(outDir, reduced), prerenderFooter({ country, reduced: true }));
    files[country] = { full, reduced };
  }
  const { version } = JSON.parse(readFileSync(join(packageDir, 'package.json'), 'utf8')) as { version: string };
  writeFileSync(join(outDir, 'manifest.json'), `${JSON.stringify({ version, files }, null, 2)}\n`);
  console.log(`prerendered <shop-footer> for ${countries.length} countries into ${outDir}`);
} finally {
  await server.close();
}
