/**
 * `release:status <package> [--collector <base URL>] [--config <release.config.json>]` (issue 42):
 * the health of the package's current version and its canary, as the collector sums the
 * shoppers' beacons
 * (`GET <collector>/qa/releases.json?package=`, demo-host/src/services/health.ts), one line per
 * version, then a verdict by the rules of `verdict` (docs/release-health.md):
 * exit 0 promote, 1 roll back, 3 wait, 2 for a usage error or a collector that does not answer.
 * Which versions are current and canary comes from the release state of `--config`'s snippets
 * root (the release commands' own), else from the collector (its state file, or the views).
 */
import { readFileSync } from 'node:fs';
import { dirname, resolve } from 'node:path';
import { parseArgs } from 'node:util';
import type { ReleaseHealth, VersionHealth } from '../../demo-host/src/services/health.ts';
import { widgetPackages } from '../snippets/widgets.ts';
import { readStateFile } from './sets.ts';
import type { ReleaseState } from './state.ts';

const defaultCollector = 'http://127.0.0.1:4173';

/** The rules' figures, in one place (docs/release-health.md quotes them). */
export const rules = {
  /** Fewer canary views than this: wait (unless the canary already failed plainly, below). */
  minViews: 20,
  /** Load failures + render errors of the canary that are enough to roll back before minViews. */
  plainFailures: 3,
  /** Per 1,000 views: how much more often the canary may fail or throw than the current version. */
  slack: 20,
  /** INP p75: the canary's may be at most this times the current's... */
  inpRatio: 1.25,
  /** ...unless it stays at or under this many ms (Web Vitals' "good" INP). */
  inpGood: 200,
} as const;

export interface Verdict {
  verdict: 'promote' | 'roll back' | 'wait';
  reason: string;
}

const one = (value: number) => value.toFixed(1);

/** promote, roll back or wait, with the reason, from the collector's figures. */
export function verdict(health: ReleaseHealth): Verdict {
  const find = (version: string | null) => health.versions.find((entry) => entry.version === version);
  const canary = find(health.canary);
  const current = find(health.current);
  if (!health.canary) return { verdict: 'wait', reason: `${health.package} has no canary to judge` };
  if (!canary) return { verdict: 'wait', reason: `the canary ${health.canary} has no views yet` };

  const worse: string[] = [];
  const base = { load: current?.loadFailuresPer1000 ?? 0, render: current?.renderErrorsPer1000 ?? 0 };
  if (canary.loadFailuresPer1000 > base.load + rules.slack)
    worse.push(
      `its load failures per 1,000 views (${one(canary.loadFailuresPer1000)}) exceed the current's (${one(base.load)}) by more than ${rules.slack}`,
    );
  if (canary.renderErrorsPer1000 > base.render + rules.slack)
    worse.push(
      `its render errors per 1,000 views (${one(canary.renderErrorsPer1000)}) exceed the current's (${one(base.render)}) by more than ${rules.slack}`,
    );
  const inpBase = current?.inpP75 ?? null;
  if (
    canary.inpP75 !== null &&
    canary.inpP75 > rules.inpGood &&
    (inpBase === null || canary.inpP75 > inpBase * rules.inpRatio)
  )
    worse.push(
      `its INP p75 (${canary.inpP75} ms) is over ${rules.inpGood} ms and ${inpBase === null ? 'the current version has none' : `over ${rules.inpRatio} × the current's ${inpBase} ms`}`,
    );

  const failed = canary.loadFailures + canary.renderErrors;
  if (canary.views < rules.minViews) {
    if (failed >= rules.plainFailures && worse.some((reason) => !reason.includes('INP')))
      return {
        verdict: 'roll back',
        reason: `after only ${canary.views} views the canary ${canary.version} already failed ${failed} times: ${worse.join('; ')}`,
      };
    return {
      verdict: 'wait',
      reason: `the canary ${canary.version} has ${canary.views} views; ${rules.minViews} are needed to judge it`,
    };
  }
  if (worse.length) return { verdict: 'roll back', reason: `the canary ${canary.version}: ${worse.join('; ')}` };
  return {
    verdict: 'promote',
    reason: `the canary ${canary.version} is within bounds of ${health.current ?? 'no current version'} over ${canary.views} views`,
  };
}

/** The comparison, one line per version, the current and the canary first. */
export function formatStatus(health: ReleaseHealth): string[] {
  const role = (version: string) =>
    version === health.current ? 'current' : version === health.canary ? 'canary' : 'other';
  const order = (entry: VersionHealth) => ['current', 'canary', 'other'].indexOf(role(entry.version));
  const rows = [...health.versions]
    .sort((a, b) => order(a) - order(b))
    .map((entry) => [
      entry.version,
      role(entry.version),
      String(entry.views),
      one(entry.loadFailuresPer1000),
      one(entry.renderErrorsPer1000),
      entry.inpP75 === null ? '–' : `${entry.inpP75} ms`,
    ]);
  const table = [['version', 'role', 'views', 'failures/1000', 'render errors/1000', 'INP p75'], ...rows];
  const widths = table[0]?.map((_, column) => Math.max(...table.map((row) => (row[column] ?? '').length))) ?? [];
  return [
    `${health.package}: current ${health.current ?? 'none'}, canary ${health.canary ?? 'none'} (from the ${health.basis})`,
    ...table.map((row) =>
      row
        .map((cell, column) => cell.padEnd(widths[column] ?? 0))
        .join('  ')
        .trimEnd(),
    ),
  ];
}

const exitCodes = { promote: 0, 'roll back': 1, wait: 3 } as const;

interface Io {
  log: (line: string) => void;
  error: (line: string) => void;
  fetch: typeof fetch;
}

export async function run(argv: string[], io: Io = { log: console.log, error: console.error, fetch }): Promise<number> {
  const usage = `usage: release:status <${widgetPackages.join('|')}> [--collector <base URL, default ${defaultCollector}>] [--config <release.config.json>]`;
  let pkg: string | undefined;
  let collector: string;
  let config: string | undefined;
  try {
    const { values, positionals } = parseArgs({
      args: argv,
      options: { collector: { type: 'string' }, config: { type: 'string' } },
      allowPositionals: true,
    });
    if (positionals.length !== 1) throw new Error('say one package');
    pkg = positionals[0] as string;
    collector = values.collector ?? defaultCollector;
    new URL(collector);
    config = values.config;
  } catch (error) {
    io.error(`release:status: ${(error as Error).message}. ${usage}`);
    return 2;
  }
  if (!(widgetPackages as readonly string[]).includes(pkg)) {
    io.error(`release:status: "${pkg}" is not a widget package of this shop (${widgetPackages.join(', ')}).`);
    return 2;
  }
  const url = new URL(`/qa/releases.json?package=${encodeURIComponent(pkg)}`, collector);
  let health: ReleaseHealth;
  try {
    const answer = await io.fetch(url, { signal: AbortSignal.timeout(10_000) });
    if (!answer.ok) throw new Error(`it answered HTTP ${answer.status}`);
    health = (await answer.json()) as ReleaseHealth;
    if (!Array.isArray(health?.versions)) throw new Error('its answer is not the health of a package');
  } catch (error) {
    const cause = (error as Error & { cause?: Error }).cause?.message;
    io.error(
      `release:status: the collector at ${url.origin} could not be read (${(error as Error).message}${cause ? `: ${cause}` : ''}); is the demo host running, or give --collector <base URL>.`,
    );
    return 2;
  }
  if (config) {
    const release = releaseStateOf(config)?.[pkg];
    if (!release) {
      io.error(`release:status: the release state of ${config} names no ${pkg}.`);
      return 2;
    }
    health = { ...health, current: release.live, canary: release.canary?.version ?? null, basis: 'release state' };
  }
  for (const line of formatStatus(health)) io.log(line);
  const result = verdict(health);
  io.log(`${result.verdict}: ${result.reason}`);
  return exitCodes[result.verdict];
}

/** The release state the commands keep in the snippets root that `configPath` names, or null. */
function releaseStateOf(configPath: string): ReleaseState | null {
  try {
    const config = JSON.parse(readFileSync(configPath, 'utf8')) as { snippets?: string };
    if (typeof config.snippets !== 'string') return null;
    return (readStateFile(resolve(dirname(resolve(configPath)), config.snippets)) as ReleaseState | undefined) ?? null;
  } catch {
    return null;
  }
}

if (process.argv[1] && resolve(process.argv[1]) === resolve(import.meta.filename)) {
  process.exitCode = await run(process.argv.slice(2));
}
