import { readFileSync } from 'node:fs';
import { Hono } from 'hono';
import { bodyLimit } from 'hono/body-limit';
import type { ReleaseState } from '../../../tooling/release/state.ts';
import type { MockService } from '../core/service.ts';

/**
 * The widgets' health collector (issue 42): `POST /qa/collect` takes the health module's beacon
 * (packages/element/src/field/health.ts; docs/release-health.md), at most 16 KiB, checked
 * field by field: 400 and nothing stored when malformed, 413 when too large, 204 when stored. The
 * last 100,000 page views are kept in memory, each with the time it came. No cookie or header is
 * read, nothing about the shopper is kept.
 *
 * `GET /qa/releases.json?package=<pkg>` sums them per version of the package: views, load
 * failures and render errors per 1,000 views, INP p75, and the same per minute; `current` and
 * `canary` name the versions to compare (from the release state file named by the environment
 * variable `SHOP_RELEASE_STATE`, else the version with most views and the runner-up). The
 * dashboard /qa/releases (pages/releases.ts) and `release:status` read these figures.
 * `GET /__qa/health` counts what is stored; `POST /__qa/reset` empties it.
 */
export const collectPath = '/qa/collect';
export const maxBeaconBytes = 16 * 1024;
const maxRecords = 100_000;

const loads = ['loaded', 'error', 'timeout', 'runtime', 'host', 'integrity', 'pending', 'not-loaded'] as const;
type Load = (typeof loads)[number];
/** A shopper met these: a page left while our code was loading (`pending`) is none of them. */
const failures: ReadonlySet<string> = new Set(['error', 'timeout', 'runtime', 'host', 'integrity']);

interface BeaconWidget {
  tag: string;
  pkg: string;
  version: string;
  load: Load;
  renderErrors: number;
  inp: number | null;
}
interface Beacon {
  v: 1;
  page: string;
  country: string;
  widgets: BeaconWidget[];
}
interface StoredView extends Beacon {
  /** When it came (ms since the epoch). */
  at: number;
}

const tagName = /^shop-[a-z-]{1,40}$/;
const packageName = /^[a-z][a-z-]{0,40}$/;
const semver = /^\d{1,6}\.\d{1,6}\.\d{1,6}(?:-[0-9A-Za-z.-]{1,40})?$/;
const shortText = /^[A-Za-z0-9_-]{1,32}$/;
const isObject = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);
const count = (value: unknown, max: number) =>
  Number.isSafeInteger(value) && (value as number) >= 0 && (value as number) <= max;
const exactKeys = (value: Record<string, unknown>, keys: string[]) =>
  Object.keys(value).length === keys.length && keys.every((key) => key in value);

/** The beacon, or a sentence saying what is wrong with it. */
export function parseBeacon(value: unknown): Beacon | string {
  if (!isObject(value) || !exactKeys(value, ['v', 'page', 'country', 'widgets']))
    return 'expected an object with exactly v, page, country, widgets';
  if (value.v !== 1) return 'v must be 1';
  if (typeof value.page !== 'string' || !shortText.test(value.page)) return 'page: 1-32 letters, digits, _ or -';
  if (typeof value.country !== 'string' || !shortText.test(value.country))
    return 'country: 1-32 letters, digits, _ or -';
  const { widgets } = value;
  if (!Array.isArray(widgets) || widgets.length > 20) return 'widgets: a list of at most 20';
  for (const [index, widget] of widgets.entries()) {
    const at = `widgets[${index}]`;
    if (!isObject(widget) || !exactKeys(widget, ['tag', 'pkg', 'version', 'load', 'renderErrors', 'inp']))
      return `${at}: expected exactly tag, pkg, version, load, renderErrors, inp`;
    if (typeof widget.tag !== 'string' || !tagName.test(widget.tag)) return `${at}.tag must match shop-[a-z-]+`;
    if (typeof widget.pkg !== 'string' || !packageName.test(widget.pkg)) return `${at}.pkg: a package folder name`;
    if (typeof widget.version !== 'string' || !semver.test(widget.version)) return `${at}.version: a semver version`;
    if (!(loads as readonly unknown[]).includes(widget.load)) return `${at}.load: one of ${loads.join(', ')}`;
    if (!count(widget.renderErrors, 1000)) return `${at}.renderErrors: an integer 0-1000`;
    if (widget.inp !== null && !count(widget.inp, 60_000)) return `${at}.inp: null or an integer 0-60000 (ms)`;
  }
  return value as unknown as Beacon;
}

/** The stored page views, oldest first: a ring of at most 100,000. */
let views: StoredView[] = [];
let next = 0;

function store(beacon: Beacon, at: number) {
  const view = { ...beacon, at };
  if (views.length < maxRecords) views.push(view);
  else {
    views[next] = view;
    next = (next + 1) % maxRecords;
  }
}
const stored = (): StoredView[] => (next === 0 ? views : [...views.slice(next), ...views.slice(0, next)]);

/** The figures of some views of one widget version. */
export interface Figures {
  views: number;
  loadFailures: number;
  loadFailuresPer1000: number;
  renderErrors: number;
  renderErrorsPer1000: number;
  /** Views whose widget had an interaction (the INP's basis). */
  inpViews: number;
  /** 75th percentile of the worst interaction per view, ms; null without any. */
  inpP75: number | null;
}
export interface VersionHealth extends Figures {
  version: string;
  tags: string[];
  /** Per minute (ISO time of its start), oldest first; minutes without views are left out. */
  series: (Figures & { minute: string })[];
}
export interface ReleaseHealth {
  package: string;
  /** The version most shoppers get, and the one being tried, if any. */
  current: string | null;
  canary: string | null;
  /** Where current and canary come from. */
  basis: 'release state' | 'views';
  versions: VersionHealth[];
}

const per1000 = (part: number, whole: number) => (whole ? Math.round((part / whole) * 10_000) / 10 : 0);

/** Nearest-rank percentile. */
function percentile(values: number[], p: number): number | null {
  if (!values.length) return null;
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.max(0, Math.ceil((p / 100) * sorted.length) - 1)] as number;
}

function figures(widgets: BeaconWidget[]): Figures {
  const inps = widgets.flatMap((widget) => (widget.inp === null ? [] : [widget.inp]));
  const loadFailures = widgets.filter((widget) => failures.has(widget.load)).length;
  const renderErrors = widgets.reduce((sum, widget) => sum + widget.renderErrors, 0);
  return {
    views: widgets.length,
    loadFailures,
    loadFailuresPer1000: per1000(loadFailures, widgets.length),
    renderErrors,
    renderErrorsPer1000: per1000(renderErrors, widgets.length),
    inpViews: inps.length,
    inpP75: percentile(inps, 75),
  };
}

const compareVersions = (a: string, b: string) => {
  const parts = (version: string) => version.split(/[.-]/).map((part) => Number(part));
  const [x, y] = [parts(a), parts(b)];
  for (let i = 0; i < 3; i++) if (x[i] !== y[i]) return (x[i] ?? 0) - (y[i] ?? 0);
  return a.localeCompare(b);
};

/** The release state file the demo host was given (`SHOP_RELEASE_STATE`), or null. */
export function releaseState(path = process.env.SHOP_RELEASE_STATE): ReleaseState | null {
  if (!path) return null;
  try {
    const value: unknown = JSON.parse(readFileSync(path, 'utf8'));
    return isObject(value) ? (value as ReleaseState) : null;
  } catch {
    return null;
  }
}

/** Every package with views, sorted. */
export function packagesSeen(): string[] {
  return [...new Set(stored().flatMap((view) => view.widgets.map((widget) => widget.pkg)))].sort();
}

/** The health of every version of one package, from the stored views (or the ones given). */
export function releaseHealth(pkg: string, state = releaseState(), all: StoredView[] = stored()): ReleaseHealth {
  type Seen = { tags: Set<string>; widgets: BeaconWidget[]; minutes: Map<number, BeaconWidget[]> };
  const byVersion = new Map<string, Seen>();
  for (const view of all)
    for (const widget of view.widgets) {
      if (widget.pkg !== pkg) continue;
      const entry: Seen = byVersion.get(widget.version) ?? { tags: new Set(), widgets: [], minutes: new Map() };
      entry.tags.add(widget.tag);
      entry.widgets.push(widget);
      const minute = Math.floor(view.at / 60_000) * 60_000;
      const inMinute = entry.minutes.get(minute);
      if (inMinute) inMinute.push(widget);
      else entry.minutes.set(minute, [widget]);
      byVersion.set(widget.version, entry);
    }
  const versions = [...byVersion]
    .map(([version, entry]) => ({
      version,
      tags: [...entry.tags].sort(),
      ...figures(entry.widgets),
      series: [...entry.minutes]
        .sort(([a], [b]) => a - b)
        .map(([minute, widgets]) => ({ minute: new Date(minute).toISOString(), ...figures(widgets) })),
    }))
    .sort((a, b) => compareVersions(a.version, b.version));

  const release = state?.[pkg];
  if (release && typeof release.live === 'string')
    return {
      package: pkg,
      current: release.live,
      canary: typeof release.canary?.version === 'string' ? release.canary.version : null,
      basis: 'release state',
      versions,
    };
  const [most, runnerUp] = [...versions].sort((a, b) => b.views - a.views);
  return { package: pkg, current: most?.version ?? null, canary: runnerUp?.version ?? null, basis: 'views', versions };
}

const routes = new Hono();

routes.post(
  collectPath,
  bodyLimit({
    maxSize: maxBeaconBytes,
    onError: (c) => c.json({ error: `a beacon is at most ${maxBeaconBytes} bytes` }, 413),
  }),
  async (c) => {
    let value: unknown;
    try {
      value = JSON.parse(await c.req.text());
    } catch {
      return c.json({ error: 'the body is not JSON' }, 400);
    }
    const beacon = parseBeacon(value);
    if (typeof beacon === 'string') return c.json({ error: beacon }, 400);
    store(beacon, Date.now());
    return c.body(null, 204);
  },
);

routes.get('/qa/releases.json', (c) => {
  const pkg = c.req.query('package') ?? '';
  if (!packageName.test(pkg)) return c.json({ error: 'package: a package folder name, e.g. ?package=footer' }, 400);
  c.header('cache-control', 'no-store');
  return c.json(releaseHealth(pkg));
});

routes.get('/__qa/health', (c) =>
  c.json({
    views: views.length,
    packages: Object.fromEntries(packagesSeen().map((pkg) => [pkg, releaseHealth(pkg).versions.map((v) => v.version)])),
  }),
);

const service: MockService = {
  name: 'health',
  description: 'POST /qa/collect: the widgets’ health beacons (400 when malformed); GET /qa/releases.json?package=',
  prefixes: [collectPath],
  routes,
  reset: () => {
    views = [];
    next = 0;
  },
};

export default service;
