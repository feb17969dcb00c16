// Starts the demo host on a free port for a measurement and stops it afterwards.
import { spawn } from 'node:child_process';
import { createServer } from 'node:net';
import { join } from 'node:path';

const root = join(import.meta.dirname, '..');

/** @returns {Promise<number>} */
function freePort() {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = /** @type {import('node:net').AddressInfo} */ (server.address());
      server.close(() => resolve(port));
    });
  });
}

/**
 * @param {string} url
 * @param {import('node:child_process').ChildProcess} child
 * @param {number} timeoutMs
 */
async function waitUntilUp(url, child, timeoutMs) {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`demo host exited with code ${child.exitCode}`);
    try {
      const response = await fetch(url);
      if (response.ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  throw new Error(`demo host did not answer ${url} within ${timeoutMs} ms`);
}

/** Runs the demo host (tsx demo-host/src/main.ts); resolves to { baseUrl, stop }. */
export async function startDemoHost() {
  const port = await freePort();
  const child = spawn(
    process.execPath,
    [join(root, 'node_modules', 'tsx', 'dist', 'cli.mjs'), 'demo-host/src/main.ts'],
    {
      cwd: root,
      env: { ...process.env, PORT: String(port), HOST: '127.0.0.1' },
      stdio: ['ignore', 'ignore', 'inherit'],
    },
  );
  const baseUrl = `http://127.0.0.1:${port}`;
  try {
    await waitUntilUp(`${baseUrl}/__qa/state`, child, 60_000);
  } catch (error) {
    child.kill();
    throw error;
  }
  /** @type {() => Promise<void>} */
  const stop = () =>
    new Promise((resolve) => {
      if (child.exitCode !== null) return resolve();
      child.once('exit', () => resolve());
      child.kill('SIGTERM');
    });
  return { baseUrl, stop };
}

/** The demo host a measurement uses: the one at BENCH_BASE_URL when set, else one of its own. */
export function benchHost() {
  const baseUrl = process.env.BENCH_BASE_URL;
  return baseUrl ? Promise.resolve({ baseUrl, stop: async () => {} }) : startDemoHost();
}
