// A team's release in three commands (issue 42; docs/releasing.md):
//
//   npx -y pnpm@10 release <package…> [--no-build] [--config release.config.json]
//   npx -y pnpm@10 promote <package> <percent>     (0-100; 100 = the new version is live)
//   npx -y pnpm@10 rollback <package>              (drops the candidate, or goes back one version)
//
// release: builds the package (scripts/release.mjs), stages its version folder, uploads it to the
// CDN target (target.ts), runs the release check against the public URL (check.ts), writes
// releases.json, and writes the snippet set of the new state (the version as a candidate at 0 %
// beside the live one) without making it live. promote and rollback write (or reuse) the set of
// the new state and swap `<snippets>/live` to it: nothing is built or uploaded, no template changes.
// Each prints one line saying what it changed, or one sentence saying why it refused (exit 1,
// nothing written).
//
// release.config.json (release.config.example.json):
//   { "cdn": { "target": "<dir or s3://bucket/prefix>", "url": "<public base URL ending in />" },
//     "snippets": "<snippets root dir>", "stage": "dist/cdn", "origin": "https://shop.example" }
import { spawnSync } from 'node:child_process';
import { existsSync, readFileSync, rmSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { missingFolders, readStaged, versionDir } from '../snippets/staged.ts';
import { widgetPackages } from '../snippets/widgets.ts';
import { checkFolder } from './check.ts';
import { integrityInSnippets } from './integrity.ts';
import { releasesFile, writeReleasesManifest } from './releases-manifest.ts';
import { changedFolders, liveId, readStateFile, setDir, setId, swap, writeSet, writeStateFile } from './sets.ts';
import { type Change, parsePercent, promote, type ReleaseState, release, rollback, validateState } from './state.ts';
import { openTarget } from './target.ts';

export const workspaceRoot = join(import.meta.dirname, '..', '..');
/** Every package a release can name: the runtime and the widget packages. */
export const knownPackages = ['runtime', ...widgetPackages] as const;

export interface ReleaseConfig {
  cdn: { target: string; url: string };
  snippets: string;
  stage: string;
  origin?: string;
}

/** What the commands do outside their own files: replaced in the tests. */
export interface Io {
  log: (line: string) => void;
  error: (line: string) => void;
  /** Builds (unless noBuild) and stages the packages into `stageDir`; null when done, else why not. */
  stage: (pkgs: string[], stageDir: string, noBuild: boolean) => string | null;
  /** The version a package's package.json gives it (what `stage` stages). */
  versionOf: (pkg: string) => string;
  fetch?: typeof fetch;
}

export const defaultIo: Io = {
  log: (line) => console.log(line),
  error: (line) => console.error(line),
  stage: (pkgs, stageDir, noBuild) => {
    const args = ['scripts/release.mjs', ...pkgs, '--out', stageDir, ...(noBuild ? ['--no-build'] : [])];
    // Its output (what it built and staged) goes to stderr: stdout is the command's one line.
    const run = spawnSync(process.execPath, args, { cwd: workspaceRoot, stdio: ['ignore', 2, 2] });
    return run.status === 0 ? null : `node ${args.join(' ')} failed (exit ${run.status}): nothing was released.`;
  },
  versionOf: (pkg) =>
    (JSON.parse(readFileSync(join(workspaceRoot, 'packages', pkg, 'package.json'), 'utf8')) as { version: string })
      .version,
};

class Refusal extends Error {}
const refuse = (sentence: string): never => {
  throw new Refusal(sentence);
};

function readConfig(path: string): ReleaseConfig & { base: string } {
  if (!existsSync(path))
    refuse(`No release configuration at ${path}: copy release.config.example.json there and fill it in.`);
  let config: ReleaseConfig;
  try {
    config = JSON.parse(readFileSync(path, 'utf8')) as ReleaseConfig;
  } catch (error) {
    return refuse(`${path} is not JSON: ${(error as Error).message}.`);
  }
  if (typeof config?.cdn?.target !== 'string' || !config.cdn.target)
    refuse(`${path}: "cdn.target" must name the folder or s3://bucket/prefix to upload to.`);
  if (typeof config.cdn.url !== 'string' || !/^https?:\/\/.+\/$/.test(config.cdn.url))
    refuse(`${path}: "cdn.url" must be the CDN's public base URL, ending in "/".`);
  if (typeof config.snippets !== 'string' || !config.snippets)
    refuse(`${path}: "snippets" must name the snippets root (the web server's /snippets/).`);
  return { ...config, stage: config.stage ?? join('dist', 'cdn'), base: dirname(resolve(path)) };
}

function readState(root: string): ReleaseState {
  const value = readStateFile(root) ?? {};
  const problems = validateState(value, knownPackages);
  if (problems.length) refuse(`${join(root, 'state.json')} is damaged: ${problems.join(' ')}`);
  return value as ReleaseState;
}

function knownPackage(pkg: string | undefined, command: string): string {
  if (!pkg) return refuse(`Say which package: ${command} <${knownPackages.join('|')}>.`);
  if (!(knownPackages as readonly string[]).includes(pkg))
    refuse(`"${pkg}" is not a package of this shop (${knownPackages.join(', ')}).`);
  return pkg;
}

const applied = (change: Change): { state: ReleaseState; did: string } =>
  'error' in change ? refuse(change.error) : change;

/** A set's folder as the one line names it. */
const setName = (id: string) => `sets/${id}`;

interface Context {
  config: ReleaseConfig & { base: string };
  root: string;
  stage: string;
  io: Io;
}

/** Writes (or reuses) the set of `state`, swaps `live` to it, then records the state. Returns its id. */
function goLive(context: Context, state: ReleaseState): { id: string; reused: boolean } {
  const { root, stage, config } = context;
  const missing = missingFolders(stage, state);
  const id = setId(state, config.cdn.url);
  if (missing.length && !existsSync(setDir(root, id)))
    refuse(`The version folder of ${missing.join(', ')} is missing from ${stage}: its snippets cannot be written.`);
  const written = writeSet(root, state, config.cdn.url, () => readStaged(stage, state, config.cdn.url));
  swap(root, written.id);
  writeStateFile(root, state);
  return written;
}

async function releaseCommand(context: Context, pkgs: string[], noBuild: boolean): Promise<string> {
  const { root, stage, config, io } = context;
  if (!pkgs.length) refuse(`Say which package: release <${knownPackages.join('|')}…>.`);
  for (const pkg of pkgs) knownPackage(pkg, 'release');
  let state = readState(root);
  const did: string[] = [];
  const versions = new Map(pkgs.map((pkg) => [pkg, io.versionOf(pkg)]));
  for (const pkg of pkgs) {
    const change = applied(release(state, pkg, versions.get(pkg) as string));
    state = change.state;
    did.push(change.did);
  }
  const staging = io.stage(pkgs, stage, noBuild);
  if (staging) refuse(staging);
  const missing = missingFolders(stage, state);
  if (missing.length) refuse(`The version folder of ${missing.join(', ')} is missing from ${stage}.`);

  const target = openTarget(config.cdn.target, config.base);
  for (const pkg of pkgs)
    await target.uploadVersion(versionDir(stage, pkg, versions.get(pkg) as string), pkg, versions.get(pkg) as string);

  // The set first (beside the live one, not swapped): the check also compares every integrity
  // value its snippets carry with the file the CDN serves.
  const before = existsSync(setDir(root, setId(state, config.cdn.url)));
  const set = writeSet(root, state, config.cdn.url, () => readStaged(stage, state, config.cdn.url));
  const { byUrl: integrity } = integrityInSnippets(setDir(root, set.id));
  const problems: string[] = [];
  let files = 0;
  for (const pkg of pkgs) {
    const version = versions.get(pkg) as string;
    const report = await checkFolder(
      config.cdn.url,
      { pkg, version, dir: versionDir(stage, pkg, version) },
      { origin: config.origin ?? 'https://shop.example', integrity, ...(io.fetch && { fetch: io.fetch }) },
    );
    files += report.files;
    problems.push(...report.problems.map((problem) => `${pkg} ${version}: ${problem}`));
  }
  if (problems.length) {
    if (!before) rmSync(setDir(root, set.id), { recursive: true, force: true });
    for (const problem of problems) io.error(`  ${problem}`);
    refuse(
      `The release check of ${config.cdn.url} failed (${problems.length} problem${problems.length > 1 ? 's' : ''} above): ` +
        'nothing was released (the uploaded version folder is not used by any snippet).',
    );
  }

  await target.uploadFile(writeReleasesManifest(stage, state, config.cdn.url), releasesFile);
  const wasLive = liveId(root);
  writeStateFile(root, state);
  const changes = changedFolders(root, wasLive, set.id);
  let after: string;
  if (wasLive === null) {
    swap(root, set.id);
    after = `live now (the first set)`;
  } else
    after = changes.length
      ? `not live yet: promote changes ${changes.join(', ')}`
      : 'not live yet: the same snippets as the live ones';
  return `release: ${did.join('; ')}; uploaded to ${target.name}, checked (${files} files); snippets → ${setName(set.id)}, ${after}`;
}

function promoteCommand(context: Context, pkgArg: string | undefined, percentText: string | undefined): string {
  const pkg = knownPackage(pkgArg, 'promote');
  const percent = parsePercent(percentText);
  if (typeof percent !== 'number') return refuse(percent.error);
  const state = readState(context.root);
  const live = liveId(context.root);
  const entry = state[pkg];
  // A first version, released but not live yet (another set was live): promote 100 swaps to it.
  if (entry && !entry.canary && percent === 100 && live !== setId(state, context.config.cdn.url)) {
    const { id } = goLive(context, state);
    return `promote: ${pkg} ${entry.live} now live for everyone; snippets → ${setName(id)}`;
  }
  const change = applied(promote(state, pkg, percent));
  if (live === setId(change.state, context.config.cdn.url))
    refuse(`Nothing to promote: ${pkg} is already so (${describeEntry(change.state, pkg)}).`);
  const { id } = goLive(context, change.state);
  return `promote: ${change.did}; snippets → ${setName(id)}`;
}

function rollbackCommand(context: Context, pkgArg: string | undefined): string {
  const pkg = knownPackage(pkgArg, 'rollback');
  const change = applied(rollback(readState(context.root), pkg));
  const { id, reused } = goLive(context, change.state);
  return `rollback: ${change.did}; snippets → ${setName(id)}${reused ? ' (kept set, nothing rebuilt)' : ''}`;
}

const describeEntry = (state: ReleaseState, pkg: string) => {
  const entry = state[pkg];
  if (!entry) return 'not released';
  return entry.canary
    ? `${entry.canary.version} at ${entry.canary.share} %, ${entry.live} for the rest`
    : `${entry.live} live for everyone`;
};

/** Runs one command line (`release …`, `promote …`, `rollback …`); returns the exit code. */
export async function run(argv: string[], io: Io = defaultIo): Promise<number> {
  // Read by hand, not with parseArgs: a negative percentage ("-5") is a value to refuse, not an option.
  const positionals: string[] = [];
  const values: { config?: string; noBuild?: boolean } = {};
  for (let i = 0; i < argv.length; i++) {
    const arg = argv[i] as string;
    if (arg === '--no-build') values.noBuild = true;
    else if (arg === '--config' && argv[i + 1] !== undefined) values.config = argv[++i];
    else if (arg.startsWith('--config=')) values.config = arg.slice('--config='.length);
    else if (/^--?[a-z]/i.test(arg)) {
      io.error(`Unknown option ${arg}: the options are --config <file> and --no-build (release).`);
      return 1;
    } else positionals.push(arg);
  }
  const [command, ...rest] = positionals;
  try {
    const configPath = resolve(workspaceRoot, values.config ?? 'release.config.json');
    if (!['release', 'promote', 'rollback'].includes(command ?? ''))
      refuse(
        'usage: release <package…> [--no-build] | promote <package> <percent> | rollback <package> [--config <file>]',
      );
    const config = readConfig(configPath);
    const context: Context = {
      config,
      root: resolve(config.base, config.snippets),
      stage: resolve(config.base, config.stage),
      io,
    };
    const line =
      command === 'release'
        ? await releaseCommand(context, rest, Boolean(values.noBuild))
        : command === 'promote'
          ? promoteCommand(context, rest[0], rest[1])
          : rollbackCommand(context, rest[0]);
    io.log(line.replace(`${workspaceRoot}/`, ''));
    return 0;
  } catch (error) {
    if (error instanceof Refusal) io.error(`${command ?? 'release'}: ${error.message}`);
    else io.error(`${command ?? 'release'}: ${(error as Error).message}`);
    return 1;
  }
}

if (process.argv[1] && resolve(process.argv[1]) === resolve(import.meta.filename)) {
  process.exitCode = await run(process.argv.slice(2));
}
