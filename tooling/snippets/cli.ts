// Writes the embed snippets (dist/snippets/) for the packages just built: the post-build step of
// `node scripts/build.mjs [packages…]` (no packages: all). See write.ts for what goes where.
import { join } from 'node:path';
import { readBuilt } from './built.ts';
import { writeSnippets } from './write.ts';

const root = join(import.meta.dirname, '..', '..');
const outDir = join(root, 'dist', 'snippets');
const requested = process.argv.slice(2);
const changed = requested.length ? requested : ['runtime'];
const touched = writeSnippets(outDir, readBuilt(join(root, 'packages')), changed);
console.log(`\nsnippets: rewrote dist/snippets/{${touched.join(',')}}`);
