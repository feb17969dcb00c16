// Serves a staged CDN folder (default dist/cdn) on 127.0.0.1 the way the CDN must answer, to try a
// release locally before uploading it: the snippets written with `--assets 'http://127.0.0.1:<port>/{package}/{version}/'`
// load from it as from the real CDN, and `npx -y pnpm@10 release:check http://127.0.0.1:<port>/` probes it.
//
//   tsx tooling/release/serve.ts [folder] [--port 8081] [--no-cors]
import { resolve } from 'node:path';
import { parseArgs } from 'node:util';
import { serveCdn } from './cdn-server.ts';

const { values, positionals } = parseArgs({
  allowPositionals: true,
  options: { port: { type: 'string' }, 'no-cors': { type: 'boolean' } },
});
const root = resolve(positionals[0] ?? 'dist/cdn');
const server = await serveCdn(root, { cors: !values['no-cors'], port: Number(values.port ?? 8081) });
console.log(`serving ${root} on ${server.url}${values['no-cors'] ? ' (without CORS)' : ''}; Ctrl-C stops`);
