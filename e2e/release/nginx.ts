import { type ChildProcess, execFileSync, spawn } from 'node:child_process';
import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { longCache, shortCache } from '../../tooling/release/cdn-rules.ts';

/**
 * A private nginx (Debian's package, `/usr/sbin/nginx`; the test command installs it) for one
 * spec, as a legacy shop runs it: on one port the shop's origin, where `*.shtml` templates are
 * assembled with server-side includes (`ssi on`) from `/snippets/`, which is `<snippetsRoot>/live/`
 * (a symlink the release commands swap; nginx resolves it on every request: no
 * `open_file_cache`), and every other path goes to the shop's application (here the demo host,
 * the Playwright baseURL, for the services the widgets call); on a second port the CDN origin,
 * a static folder answered with the headers of tooling/release/cdn-rules.ts (CORS `*`, the
 * content type by extension, a year and `immutable` for content-hashed names, five minutes and
 * revalidation for the rest: `releases.json`, manifests, import maps). Written as nginx
 * configuration rather than reusing cdn-server.ts, so that the release check and the browser
 * meet a real server's answers (ETag, ranges, 304s, directory requests).
 *
 * The template's Content-Security-Policy: SSI cannot make a header from a file, and the
 * snippets' csp.json changes with every set (the import map is inline and lists every
 * released file's integrity). The shop's server sets it from the live set's csp.json: here
 * `setPolicy()` writes it into an included file and reloads nginx (SIGHUP; no request is
 * dropped), as a shop's deploy hook would after each swap.
 *
 * Everything lives in a temporary prefix (configuration, pid, logs, temp folders), nginx runs in
 * the foreground in its own process group, and `close()` (also called when the test process
 * exits) stops it and removes the prefix.
 */
export interface Nginx {
  /** The shop's origin, `http://127.0.0.1:<port>` (no trailing slash). */
  shopUrl: string;
  /** The CDN origin's root, `http://127.0.0.1:<port>/`. */
  cdnUrl: string;
  /** The Content-Security-Policy header of the templates from now on (null: none). */
  setPolicy: (policy: string | null) => Promise<void>;
  /** The error log so far (for a failing test's attachment). */
  errorLog: () => string;
  close: () => Promise<void>;
}

export interface NginxOptions {
  /** Folder of the `*.shtml` templates, served at the shop origin's root (`/home.shtml`). */
  templates: string;
  /** The snippets root: `<snippetsRoot>/live` (a symlink to a set) is served as `/snippets/`. */
  snippetsRoot: string;
  /** The CDN folder (`<package>/<version>/…`, `releases.json`), served on the second origin. */
  cdnDir: string;
  /** The shop's application behind the web server, e.g. `http://127.0.0.1:4310`. */
  upstream: string;
}

const nginxBinary = process.env.NGINX_PATH ?? '/usr/sbin/nginx';

/** A port nobody listens on right now (nginx binds it a moment later; a lost race is retried). */
function freePort(): Promise<number> {
  return new Promise((resolvePort, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as { port: number };
      server.close(() => resolvePort(port));
    });
  });
}

const quote = (value: string) => `"${value.replaceAll('\\', '\\\\').replaceAll('"', '\\"')}"`;

/** The CDN's content types (cdn-rules.ts `contentTypeFor`; the charset is added for the text ones). */
const cdnTypes = `types {
      text/javascript js mjs;
      application/json json;
      text/css css;
      text/html html;
      image/svg+xml svg;
      image/png png;
      image/webp webp;
      font/woff2 woff2;
    }
    default_type application/octet-stream;
    charset utf-8;
    charset_types text/javascript application/json text/css;`;

/** Headers every CDN answer carries. Repeated per location: nginx inherits add_header only when a level has none. */
const cdnCommon = `add_header Access-Control-Allow-Origin "*" always;
      add_header X-Content-Type-Options nosniff always;`;

function config(prefix: string, options: NginxOptions, shopPort: number, cdnPort: number): string {
  const live = `${resolve(options.snippetsRoot, 'live')}/`;
  const upstream = new URL(options.upstream);
  const asRoot = process.getuid?.() === 0;
  return `# Written by e2e/release/nginx.ts for one test run.
${asRoot ? 'user root;' : ''}
daemon off;
master_process on;
worker_processes 1;
pid ${quote(join(prefix, 'nginx.pid'))};
error_log ${quote(join(prefix, 'error.log'))} info;

events {
  worker_connections 256;
}

# An old worker after a reload ends its kept-alive connections within 5 s at the latest.
worker_shutdown_timeout 5s;
http {
  access_log ${quote(join(prefix, 'access.log'))};
  client_body_temp_path ${quote(join(prefix, 'tmp', 'body'))};
  proxy_temp_path ${quote(join(prefix, 'tmp', 'proxy'))};
  fastcgi_temp_path ${quote(join(prefix, 'tmp', 'fastcgi'))};
  uwsgi_temp_path ${quote(join(prefix, 'tmp', 'uwsgi'))};
  scgi_temp_path ${quote(join(prefix, 'tmp', 'scgi'))};
  sendfile on;
  # No open_file_cache: the snippets' live symlink is resolved anew on every request.

  # The shop's origin.
  server {
    listen 127.0.0.1:${shopPort};
    server_name shop;

    # The legacy templates, assembled from the snippets by server-side includes.
    location ~ \\.shtml$ {
      root ${quote(resolve(options.templates))};
      types { text/html shtml html; }
      charset utf-8;
      ssi on;
      ssi_silent_errors off;
      add_header Cache-Control "no-store" always;
      include ${quote(join(prefix, 'policy.conf'))};
    }

    # The snippets of the live set (a symlink swapped by the release commands).
    location /snippets/ {
      alias ${quote(live)};
      types { text/html html; application/json json; }
      default_type text/plain;
      charset utf-8;
      add_header Cache-Control "no-store" always;
    }

    # Everything else: the shop's application (the services the widgets call).
    location / {
      proxy_pass ${upstream.protocol}//${upstream.host};
      proxy_http_version 1.1;
      proxy_set_header Connection "";
      proxy_set_header X-Forwarded-For $remote_addr;
      proxy_buffering off;
      proxy_redirect off;
    }
  }

  # The CDN origin.
  server {
    listen 127.0.0.1:${cdnPort};
    server_name cdn;
    root ${quote(resolve(options.cdnDir))};
    ${cdnTypes}
    ${cdnCommon}
    add_header Access-Control-Allow-Methods "GET, HEAD" always;
    if ($request_method = OPTIONS) {
      return 204;
    }
    # Content-hashed names (cdn-rules.ts isHashed): a year, immutable.
    location ~ "-[A-Za-z0-9_-]{8}\\.[a-z0-9]+$" {
      ${cdnCommon}
      add_header Cache-Control ${quote(longCache)};
      try_files $uri =404;
    }
    # Everything else (releases.json, manifests, import maps): revalidated.
    location / {
      ${cdnCommon}
      add_header Cache-Control ${quote(shortCache)};
      try_files $uri =404;
    }
  }
}
`;
}

const policyConf = (policy: string | null) =>
  policy === null ? '# no policy\n' : `add_header Content-Security-Policy ${quote(policy)} always;\n`;

async function until(check: () => Promise<boolean>, what: string, timeoutMs = 10_000) {
  const end = Date.now() + timeoutMs;
  while (Date.now() < end) {
    if (await check()) return;
    await new Promise((r) => setTimeout(r, 50));
  }
  throw new Error(`nginx: timed out waiting for ${what}`);
}

async function answers(url: string): Promise<Response | null> {
  try {
    return await fetch(url, { signal: AbortSignal.timeout(2_000) });
  } catch {
    return null;
  }
}

/** Starts nginx; a port taken between choosing and binding it is retried with new ports. */
export async function startNginx(options: NginxOptions): Promise<Nginx> {
  if (!existsSync(nginxBinary))
    throw new Error(`${nginxBinary} is missing: apt-get install nginx (node scripts/test.mjs installs it)`);
  let lastError: unknown;
  for (let attempt = 0; attempt < 3; attempt++) {
    try {
      return await startOnce(options);
    } catch (error) {
      lastError = error;
      if (!/Address already in use/.test(String(error))) throw error;
    }
  }
  throw lastError;
}

async function startOnce(options: NginxOptions): Promise<Nginx> {
  const prefix = mkdtempSync(join(tmpdir(), 'shop-nginx-'));
  mkdirSync(join(prefix, 'tmp'));
  const shopPort = await freePort();
  let cdnPort = await freePort();
  while (cdnPort === shopPort) cdnPort = await freePort();
  const confPath = join(prefix, 'nginx.conf');
  const policyPath = join(prefix, 'policy.conf');
  writeFileSync(policyPath, policyConf(null));
  writeFileSync(confPath, config(prefix, options, shopPort, cdnPort));
  const errorLogPath = join(prefix, 'error.log');
  const errorLog = () => (existsSync(errorLogPath) ? readFileSync(errorLogPath, 'utf8') : '');
  // -e: the log for messages before the configuration is read (the compiled-in one is /var/log/nginx).
  const args = ['-p', prefix, '-c', confPath, '-e', errorLogPath];
  try {
    execFileSync(nginxBinary, [...args, '-t', '-q'], { stdio: 'pipe' });
  } catch (error) {
    rmSync(prefix, { recursive: true, force: true });
    throw new Error(`nginx: the generated configuration is refused:\n${String((error as { stderr?: Buffer }).stderr)}`);
  }

  // Its own process group: close() and the exit hook signal the master and its workers together.
  const child: ChildProcess = spawn(nginxBinary, args, { detached: true, stdio: ['ignore', 'pipe', 'pipe'] });
  let output = '';
  child.stdout?.on('data', (chunk: Buffer) => {
    output += chunk.toString();
  });
  child.stderr?.on('data', (chunk: Buffer) => {
    output += chunk.toString();
  });
  let exited = false;
  const exit = new Promise<void>((resolveExit) =>
    child.once('exit', () => {
      exited = true;
      resolveExit();
    }),
  );
  const signal = (name: NodeJS.Signals) => {
    if (exited || child.pid === undefined) return;
    try {
      process.kill(-child.pid, name);
    } catch {
      // already gone
    }
  };
  // If the test process ends without close() (a crash, a killed worker), nginx goes with it.
  const onExit = () => signal('SIGTERM');
  process.once('exit', onExit);

  const close = async () => {
    process.off('exit', onExit);
    signal('SIGTERM'); // fast shutdown of the master and its workers
    const killed = await Promise.race([
      exit.then(() => true),
      new Promise<boolean>((r) => setTimeout(r, 5_000, false)),
    ]);
    if (!killed) {
      signal('SIGKILL');
      await exit;
    }
    rmSync(prefix, { recursive: true, force: true });
  };

  const shopUrl = `http://127.0.0.1:${shopPort}`;
  const cdnUrl = `http://127.0.0.1:${cdnPort}/`;
  try {
    await until(async () => {
      if (exited) throw new Error(`nginx exited at start:\n${output}\n${errorLog()}`);
      return (await answers(`${cdnUrl}__nginx_ready`)) !== null && (await answers(`${shopUrl}/snippets/`)) !== null;
    }, 'both ports');
  } catch (error) {
    await close();
    throw error;
  }

  /** The master's worker processes (ids), from /proc. */
  const workers = () => {
    try {
      return readFileSync(`/proc/${child.pid}/task/${child.pid}/children`, 'utf8').trim().split(/\s+/).filter(Boolean);
    } catch {
      return [];
    }
  };

  let policyGeneration = 0;
  return {
    shopUrl,
    cdnUrl,
    errorLog,
    close,
    setPolicy: async (policy) => {
      // The reload is done when a new worker answers: a probe template shows the generation.
      policyGeneration += 1;
      const marker = `${policyGeneration}`;
      writeFileSync(policyPath, `${policyConf(policy)}add_header X-Policy-Generation ${marker} always;\n`);
      execFileSync(nginxBinary, [...args, '-s', 'reload'], { stdio: 'pipe' });
      await until(async () => {
        if (exited) throw new Error(`nginx exited on reload:\n${output}\n${errorLog()}`);
        const probe = await answers(`${shopUrl}/__policy-probe.shtml`);
        return probe?.headers.get('x-policy-generation') === marker;
      }, 'the reloaded configuration');
      // And until the old worker has gone: it finishes the connections it has (a browser's
      // kept-alive one among them) with the old configuration.
      await until(async () => workers().length <= 1, 'the old worker to exit', 30_000);
    },
  };
}
