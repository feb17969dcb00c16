/**
 * The release state of the shop's widgets (issue 42): per package, the version every shopper
 * gets (`live`), a candidate a share of shoppers gets instead (`canary`, share 0-99: 0 = released
 * but shown to nobody) and the versions that were live before (`previous`, oldest first: what a
 * rollback goes back to). Pure functions: each returns a new state or a sentence saying why not.
 */

interface PackageRelease {
  live: string;
  canary?: { version: string; share: number };
  previous?: string[];
}
export type ReleaseState = Record<string, PackageRelease>;

/** What a change did, or why it was refused (a sentence for the team). */
export type Change = { state: ReleaseState; did: string } | { error: string };

const versionName = /^\d{1,4}\.\d{1,4}\.\d{1,4}(-[\w.]{1,40})?$/;
/** Packages whose every page loads one version: no share of shoppers can get another. */
const noCanary = new Set(['runtime']);

const copy = (state: ReleaseState): ReleaseState => structuredClone(state);

/**
 * A new version of `pkg` out as the candidate at 0 % (no shopper gets it until a promote). The
 * first version of a package is its live version at once (there is nothing to compare it with);
 * the runtime's too (one per page: `promote runtime 100` makes a later one live).
 */
export function release(state: ReleaseState, pkg: string, version: string): Change {
  if (!versionName.test(version)) return { error: `"${version}" is not a version number (like 0.2.0).` };
  const current = state[pkg];
  const next = copy(state);
  if (!current) {
    next[pkg] = { live: version };
    return { state: next, did: `${pkg} ${version} (its first version)` };
  }
  if (current.live === version) return { error: `${pkg} ${version} is already live.` };
  if (current.canary?.version === version)
    return { error: `${pkg} ${version} is already the candidate (at ${current.canary.share} %).` };
  const entry = next[pkg] as PackageRelease;
  const replaced = current.canary;
  entry.canary = { version, share: 0 };
  const note = replaced ? `, replacing candidate ${replaced.version}` : '';
  return { state: next, did: `${pkg} ${version} is the candidate at 0 % beside ${current.live}${note}` };
}

/** Reads a percentage as typed: an integer 0-100, or a sentence saying what is wrong. */
export function parsePercent(text: string | undefined): number | { error: string } {
  if (text === undefined || text === '') return { error: 'Say which share of shoppers: a percentage from 0 to 100.' };
  if (!/^\d+$/.test(text.trim().replace(/%$/, '')))
    return { error: `"${text}" is not a percentage: give a whole number from 0 to 100.` };
  const value = Number(text.trim().replace(/%$/, ''));
  if (value > 100) return { error: `${value} % is outside 0-100: give a whole number from 0 to 100.` };
  return value;
}

/**
 * The candidate of `pkg` at `percent` of shoppers; 100 makes it the live version (the one it
 * replaces is kept in `previous`, for a rollback).
 */
export function promote(state: ReleaseState, pkg: string, percent: number): Change {
  if (!Number.isInteger(percent) || percent < 0 || percent > 100)
    return { error: `${percent} % is outside 0-100: give a whole number from 0 to 100.` };
  const current = state[pkg];
  if (!current) return { error: `${pkg} has no released version: release it first.` };
  const { canary } = current;
  if (!canary)
    return { error: `${pkg} has no candidate to promote (${current.live} is live): release a new version first.` };
  if (noCanary.has(pkg) && percent !== 100)
    return {
      error: `${pkg} goes to every page at once (one per page): promote it to 100, not ${percent} %.`,
    };
  const next = copy(state);
  if (percent === 100) {
    next[pkg] = { live: canary.version, previous: [...(current.previous ?? []), current.live] };
    return { state: next, did: `${pkg} ${canary.version} now live for everyone (${current.live} kept for a rollback)` };
  }
  (next[pkg] as PackageRelease).canary = { version: canary.version, share: percent };
  return { state: next, did: `${pkg} ${canary.version} now at ${percent} % (${current.live} for the rest)` };
}

/**
 * Back one step: a candidate is dropped (every shopper gets the live version again); without
 * one, the version live before the current one becomes live again.
 */
export function rollback(state: ReleaseState, pkg: string): Change {
  const current = state[pkg];
  if (!current) return { error: `${pkg} has no released version: there is nothing to roll back.` };
  const next = copy(state);
  if (current.canary) {
    const { canary: dropped, ...rest } = current;
    next[pkg] = rest;
    return {
      state: next,
      did: `${pkg} candidate ${dropped.version} dropped (was at ${dropped.share} %), ${current.live} for everyone`,
    };
  }
  const previous = [...(current.previous ?? [])];
  const back = previous.pop();
  if (!back)
    return {
      error: `${pkg} has nothing to roll back: ${current.live} is its first version and no candidate is out.`,
    };
  next[pkg] = { live: back, ...(previous.length ? { previous } : {}) };
  return { state: next, did: `${pkg} back to ${back} for everyone (${current.live} withdrawn)` };
}

/**
 * What is wrong with a state read from a file, one sentence each (none: it is a ReleaseState).
 * `known` lists the package names the workspace has.
 */
export function validateState(value: unknown, known: readonly string[]): string[] {
  if (!value || typeof value !== 'object' || Array.isArray(value))
    return ['The release state is not an object of packages.'];
  const problems: string[] = [];
  for (const [pkg, entry] of Object.entries(value as Record<string, unknown>)) {
    if (!known.includes(pkg)) problems.push(`"${pkg}" is not a package of this workspace (${known.join(', ')}).`);
    if (!entry || typeof entry !== 'object') {
      problems.push(`${pkg}: not an object with its live version.`);
      continue;
    }
    const { live, canary, previous } = entry as Record<string, unknown>;
    if (typeof live !== 'string' || !versionName.test(live)) problems.push(`${pkg}: "live" is not a version number.`);
    if (canary !== undefined) {
      const { version, share } = (canary ?? {}) as Record<string, unknown>;
      if (typeof version !== 'string' || !versionName.test(version))
        problems.push(`${pkg}: the candidate's "version" is not a version number.`);
      else if (version === live) problems.push(`${pkg}: the candidate ${version} is also the live version.`);
      if (typeof share !== 'number' || !Number.isInteger(share) || share < 0 || share > 99)
        problems.push(`${pkg}: the candidate's "share" is not a whole percentage from 0 to 99.`);
      if (noCanary.has(pkg) && typeof share === 'number' && share > 0)
        problems.push(`${pkg}: it has no canary (one per page), only a candidate at 0 %.`);
    }
    if (
      previous !== undefined &&
      (!Array.isArray(previous) || previous.some((item) => typeof item !== 'string' || !versionName.test(item)))
    )
      problems.push(`${pkg}: "previous" is not a list of version numbers.`);
  }
  return problems;
}

/** The state's JSON with packages and fields in a fixed order: equal states, equal text. */
export function canonicalJson(state: ReleaseState): string {
  const ordered = Object.keys(state)
    .sort()
    .map((pkg) => {
      const { live, canary, previous } = state[pkg] as PackageRelease;
      return [
        pkg,
        {
          live,
          ...(canary && { canary: { version: canary.version, share: canary.share } }),
          ...(previous?.length && { previous }),
        },
      ];
    });
  return JSON.stringify(Object.fromEntries(ordered));
}

/** The versions a state's snippets load, by package: live and candidate. */
export function versionsOf(state: ReleaseState): { pkg: string; version: string }[] {
  return Object.entries(state).flatMap(([pkg, entry]) => [
    { pkg, version: entry.live },
    ...(entry.canary ? [{ pkg, version: entry.canary.version }] : []),
  ]);
}
