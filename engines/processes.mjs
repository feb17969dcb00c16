import { spawn } from 'node:child_process';
import { readdirSync, readFileSync } from 'node:fs';
import { createServer } from 'node:net';
import { setTimeout as sleep } from 'node:timers/promises';

/**
 * A background process in its own process group (`detached`), so that stopping it also stops
 * what it started (WebKitWebDriver's MiniBrowser and its web processes).
 * Its output goes to this process's stderr, prefixed, when ENGINES_VERBOSE=1 (to debug a start).
 * @param {string} label
 * @param {string} command
 * @param {string[]} args
 * @param {{ cwd?: string, env?: NodeJS.ProcessEnv }} [options]
 */
export function startGroup(label, command, args, { cwd, env = process.env } = {}) {
  const child = spawn(command, args, { cwd, env, detached: true, stdio: ['ignore', 'pipe', 'pipe'] });
  const pid = /** @type {number} */ (child.pid);
  /** @type {string[]} */
  const tail = [];
  const keep = (/** @type {Buffer} */ chunk) => {
    for (const line of String(chunk).split('\n')) {
      if (!line.trim()) continue;
      tail.push(line);
      if (tail.length > 40) tail.shift();
      if (process.env.ENGINES_VERBOSE === '1') process.stderr.write(`[${label}] ${line}\n`);
    }
  };
  child.stdout.on('data', keep);
  child.stderr.on('data', keep);
  /** @type {Promise<{ code: number | null, signal: NodeJS.Signals | null }>} */
  const exited = new Promise((resolve) => child.once('exit', (code, signal) => resolve({ code, signal })));
  let running = true;
  exited.then(() => {
    running = false;
  });
  stopOnExit.add(child);

  return {
    label,
    get running() {
      return running;
    },
    /** The last lines it printed (for a failure report). */
    output: () => tail.join('\n'),
    exited,
    /**
     * Gives the group's other processes up to `graceMs` to end by themselves (a browser the
     * driver just closed: killed with its parent it would stay a zombie, nobody left to reap it),
     * then SIGTERM to the whole group, SIGKILL after `graceMs`; resolves once the leader has gone.
     */
    async stop(graceMs = 5000) {
      stopOnExit.delete(child);
      if (!running) return;
      const settled = Date.now() + graceMs;
      while (otherMembers(pid) > 0 && Date.now() < settled) await sleep(100);
      signalGroup(pid, 'SIGTERM');
      const gone = await Promise.race([exited.then(() => true), sleep(graceMs).then(() => false)]);
      // The leader may be gone while the rest of its group lingers: end the group either way.
      signalGroup(pid, 'SIGKILL');
      if (!gone) await Promise.race([exited, sleep(2000)]);
    },
  };
}

/** How many processes besides the leader are in the process group `pgid` (Linux /proc). */
function otherMembers(/** @type {number} */ pgid) {
  let count = 0;
  /** @type {string[]} */
  let entries = [];
  try {
    entries = readdirSync('/proc').filter((name) => /^\d+$/.test(name));
  } catch {
    return 0;
  }
  for (const pid of entries) {
    if (Number(pid) === pgid) continue;
    try {
      // Fields after the command's closing parenthesis: state, ppid, pgrp, …
      const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
      const [, , pgrp] = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
      if (Number(pgrp) === pgid) count++;
    } catch {
      // The process ended while we looked.
    }
  }
  return count;
}

/**
 * @param {number | undefined} pid
 * @param {NodeJS.Signals} signal
 */
function signalGroup(pid, signal) {
  if (pid === undefined) return; // it never started
  try {
    process.kill(-pid, signal);
  } catch {
    // The group has already gone.
  }
}

/** Groups still running when this process ends (an exception, Ctrl-C): end them too. */
/** @type {Set<import('node:child_process').ChildProcess>} */
const stopOnExit = new Set();
process.on('exit', () => {
  for (const child of stopOnExit) signalGroup(child.pid, 'SIGKILL');
});
for (const signal of /** @type {const} */ (['SIGINT', 'SIGTERM', 'SIGHUP'])) {
  process.on(signal, () => {
    for (const child of stopOnExit) signalGroup(child.pid, 'SIGKILL');
    process.exit(130);
  });
}

/**
 * Waits until `url` answers 200, or throws after `timeoutMs` or once `isAlive()` is false.
 * @param {string} url
 * @param {number} timeoutMs
 */
export async function waitForHttp(url, timeoutMs, isAlive = () => true) {
  const until = Date.now() + timeoutMs;
  while (Date.now() < until) {
    if (!isAlive()) throw new Error(`${url}: the process serving it has exited`);
    try {
      const response = await fetch(url, { signal: AbortSignal.timeout(2000) });
      await response.body?.cancel();
      if (response.ok) return;
    } catch {
      // Not listening yet.
    }
    await sleep(200);
  }
  throw new Error(`${url} did not answer within ${timeoutMs} ms`);
}

/** What a caught value says: an Error's message, anything else as text. */
export const messageOf = (/** @type {unknown} */ error) => (error instanceof Error ? error.message : String(error));

/**
 * `promise`, or a rejection naming `what` after `ms`.
 * @template T
 * @param {Promise<T>} promise
 * @param {number} ms
 * @param {string} what
 * @returns {Promise<T>}
 */
export async function withTimeout(promise, ms, what) {
  /** @type {NodeJS.Timeout | undefined} */
  let timer;
  /** @type {Promise<never>} */
  const timeout = new Promise((_, reject) => {
    timer = setTimeout(() => reject(new Error(`${what}: timed out after ${ms} ms`)), ms);
  });
  try {
    return await Promise.race([promise, timeout]);
  } finally {
    clearTimeout(timer);
  }
}

/**
 * Throws when something already listens on `port` (127.0.0.1): a server left from another run
 * would answer in place of the one about to be started.
 * @param {number} port
 * @param {string} what
 * @returns {Promise<void>}
 */
export function assertPortFree(port, what) {
  return new Promise((resolve, reject) => {
    const probe = createServer();
    probe.once('error', () =>
      reject(new Error(`port ${port} for ${what} is in use (set another with the env variable)`)),
    );
    probe.listen(port, '127.0.0.1', () => probe.close(() => resolve()));
  });
}
