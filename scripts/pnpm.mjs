import { spawnSync } from 'node:child_process';

/** Runs pnpm 10 through npx (corepack's signature check fails on these machines). */
export function pnpm(args, options = {}) {
  return run('npx', ['-y', 'pnpm@10', ...args], options);
}

/** Runs a command, streaming its output; returns its exit code. */
export function run(command, args, options = {}) {
  const result = spawnSync(command, args, { stdio: 'inherit', ...options });
  if (result.error) throw result.error;
  return result.status ?? 1;
}

export function mustRun(command, args, options = {}) {
  const code = run(command, args, options);
  if (code !== 0) {
    console.error(`\n${command} ${args.join(' ')} failed with exit code ${code}`);
    process.exit(code);
  }
}
