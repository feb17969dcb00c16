import { spawnSync } from 'node:child_process';

/** @typedef {import('node:child_process').SpawnSyncOptions} RunOptions */

/**
 * Runs pnpm 10 through npx (corepack's signature check fails on these machines).
 * @param {string[]} args
 * @param {RunOptions} [options]
 */
export function pnpm(args, options = {}) {
  return run('npx', ['-y', 'pnpm@10', ...args], options);
}

/**
 * Runs a command, streaming its output; returns its exit code.
 * @param {string} command
 * @param {string[]} args
 * @param {RunOptions} [options]
 * @returns {number}
 */
export function run(command, args, options = {}) {
  const result = spawnSync(command, args, { stdio: 'inherit', ...options });
  if (result.error) throw result.error;
  return result.status ?? 1;
}

/**
 * Runs a command and ends this process with its exit code when it fails.
 * @param {string} command
 * @param {string[]} args
 * @param {RunOptions} [options]
 */
export function mustRun(command, args, options = {}) {
  const code = run(command, args, options);
  if (code !== 0) {
    console.error(`\n${command} ${args.join(' ')} failed with exit code ${code}`);
    process.exit(code);
  }
}
