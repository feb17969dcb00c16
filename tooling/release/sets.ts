import { createHash } from 'node:crypto';
import {
  existsSync,
  mkdirSync,
  readdirSync,
  readFileSync,
  readlinkSync,
  renameSync,
  rmSync,
  symlinkSync,
  writeFileSync,
} from 'node:fs';
import { basename, join, relative } from 'node:path';
import type { Built } from '../snippets/widgets.ts';
import { writeSnippets } from '../snippets/write.ts';
import { canonicalJson, type ReleaseState } from './state.ts';

/**
 * Snippet sets (issue 42): the snippets root a web server serves as `/snippets/` holds
 *
 *   sets/<id>/     every snippet for one release state (write.ts's layout), never changed once written
 *   live           a symlink to `sets/<id>`: what templates include, swapped atomically
 *   state.json     the release state (tooling/release/state.ts) the team last decided
 *
 * A set's id is a short hash of its state (and the CDN URL it points at), so an identical state
 * (a rollback to what was live before) reuses its set: nothing is written but the symlink.
 */

/** Inside each set: the state it shows. */
const setStateFile = 'release-state.json';

export const setId = (state: ReleaseState, cdnUrl: string) =>
  createHash('sha256')
    .update(`${cdnUrl}\n${canonicalJson(state)}`)
    .digest('hex')
    .slice(0, 8);

export const setDir = (root: string, id: string) => join(root, 'sets', id);

/**
 * Writes the set of `state` unless it exists: every snippet (write.ts, everything changed), in a
 * folder beside `sets/<id>` renamed into place once complete, so a set that exists is whole.
 * `built` is called only when the set has to be written.
 */
export function writeSet(
  root: string,
  state: ReleaseState,
  cdnUrl: string,
  built: () => Built,
): { id: string; reused: boolean } {
  const id = setId(state, cdnUrl);
  const dir = setDir(root, id);
  if (existsSync(dir)) return { id, reused: true };
  mkdirSync(join(root, 'sets'), { recursive: true });
  const tmp = join(root, 'sets', `.tmp-${id}-${process.pid}`);
  rmSync(tmp, { recursive: true, force: true });
  try {
    writeSnippets(tmp, built(), ['runtime']);
    writeFileSync(join(tmp, setStateFile), `${canonicalJson(state)}\n`);
    renameSync(tmp, dir);
  } catch (error) {
    rmSync(tmp, { recursive: true, force: true });
    throw error;
  }
  return { id, reused: false };
}

/** The id of the set `live` points at, or null before the first swap. */
export function liveId(root: string): string | null {
  try {
    return basename(readlinkSync(join(root, 'live')));
  } catch {
    return null;
  }
}

/**
 * Points `live` at `sets/<id>` in one step: a new symlink beside it, renamed over it (rename is
 * atomic: a request sees the old set or the new one, never none). A `live` that is a real folder
 * (snippets copied by hand) is refused, not replaced.
 */
export function swap(root: string, id: string): void {
  const dir = setDir(root, id);
  if (!existsSync(join(dir, setStateFile))) throw new Error(`${relative(root, dir)} is not a complete snippet set.`);
  const live = join(root, 'live');
  if (existsSync(live) && liveId(root) === null)
    throw new Error(`${live} is a folder, not the symlink a release swaps: move it away first.`);
  const tmp = join(root, `live.tmp-${process.pid}`);
  rmSync(tmp, { force: true });
  symlinkSync(join('sets', id), tmp);
  renameSync(tmp, live);
}

/** Writes `<root>/state.json` in one step (a file beside it, renamed over it). */
export function writeStateFile(root: string, state: ReleaseState): void {
  mkdirSync(root, { recursive: true });
  const tmp = join(root, `state.json.tmp-${process.pid}`);
  writeFileSync(tmp, `${JSON.stringify(JSON.parse(canonicalJson(state)), null, 2)}\n`);
  renameSync(tmp, join(root, 'state.json'));
}

/** `<root>/state.json`'s content, or undefined when there is none yet. */
export function readStateFile(root: string): unknown {
  const file = join(root, 'state.json');
  return existsSync(file) ? JSON.parse(readFileSync(file, 'utf8')) : undefined;
}

/** The snippet folders a template includes (`footer`, `pages/home` …) below a set, each with its files' hashes. */
function folderHashes(dir: string): Map<string, string> {
  const folders = new Map<string, string>();
  if (!existsSync(dir)) return folders;
  const hashOf = (folder: string) => {
    const hash = createHash('sha256');
    const walk = (current: string) => {
      for (const entry of readdirSync(current, { withFileTypes: true }).sort((a, b) => a.name.localeCompare(b.name))) {
        const path = join(current, entry.name);
        if (entry.isDirectory()) walk(path);
        else hash.update(`${relative(folder, path)}\0`).update(readFileSync(path));
      }
    };
    walk(folder);
    return hash.digest('hex');
  };
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    if (!entry.isDirectory()) continue;
    if (entry.name === 'pages')
      for (const page of readdirSync(join(dir, 'pages')))
        folders.set(`pages/${page}`, hashOf(join(dir, 'pages', page)));
    else folders.set(entry.name, hashOf(join(dir, entry.name)));
  }
  return folders;
}

/** The snippet folders that differ between two sets (added, removed or changed), sorted. */
export function changedFolders(root: string, from: string | null, to: string): string[] {
  const before = from ? folderHashes(setDir(root, from)) : new Map<string, string>();
  const after = folderHashes(setDir(root, to));
  return [...new Set([...before.keys(), ...after.keys()])]
    .filter((name) => before.get(name) !== after.get(name))
    .sort();
}
