import { Hono } from 'hono';
import { html, raw } from 'hono/html';
import { countryFrom } from '../core/countries.ts';
import { renderPage } from '../core/layout.ts';
import {
  type Figures,
  packagesSeen,
  type ReleaseHealth,
  releaseHealth,
  releaseState,
  type VersionHealth,
} from '../services/health.ts';

/**
 * The release dashboard (/qa/releases, issue 42): per widget package, every version's health
 * from the beacons the collector stored (services/health.ts), the canary beside the current
 * version, over time, in plots (inline SVG, no script: the CSP allows none inline and none is
 * needed) and in tables with the same figures. `?package=<pkg>` shows one package.
 */
const routes = new Hono();

const styles = `
.releases-plots { display: grid; gap: 1rem; grid-template-columns: repeat(auto-fill, minmax(18rem, 1fr)); margin-block: 1rem; }
.releases-plots figure { margin: 0; border: 1px solid #999; padding: 0.5rem; }
.releases-plots figcaption { font-weight: bold; margin-block-end: 0.25rem; }
.releases-plots svg { display: block; width: 100%; height: auto; }
.releases-legend { display: flex; gap: 1.5rem; flex-wrap: wrap; padding: 0; list-style: none; }
.releases-swatch { display: inline-block; width: 2rem; height: 0; vertical-align: middle; margin-inline-end: 0.4rem; border-top: 3px solid #1f5fa8; }
.releases-swatch.canary { border-top: 3px dashed #a4262c; }
.releases-hint { font-size: 0.875rem; color: #444; }
table.qa caption { text-align: start; font-weight: bold; margin-block-end: 0.25rem; }
.releases-scroll { overflow-x: auto; }
.releases-command { overflow-wrap: anywhere; }
`;

type Metric = { key: keyof Figures; label: string; unit: string };
const metrics: Metric[] = [
  { key: 'views', label: 'Page views per minute', unit: 'views' },
  { key: 'loadFailuresPer1000', label: 'Load failures per 1,000 views', unit: 'per 1,000' },
  { key: 'renderErrorsPer1000', label: 'Render errors per 1,000 views', unit: 'per 1,000' },
  { key: 'inpP75', label: 'INP p75 (ms)', unit: 'ms' },
];
const colors = { current: '#1f5fa8', canary: '#a4262c' } as const;
const time = (iso: string) => iso.slice(11, 16);
const shown = (value: number | null) => (value === null ? '–' : value.toLocaleString('en'));

/** One metric over time for the current version and the canary: a line each, minutes on x. */
function plot(metric: Metric, lines: { role: 'current' | 'canary'; version: VersionHealth }[]) {
  const minutes = [...new Set(lines.flatMap((line) => line.version.series.map((point) => point.minute)))].sort();
  const values = lines.flatMap((line) => line.version.series.map((point) => point[metric.key] ?? 0));
  const top = Math.max(1, ...values);
  const [width, height, left, right, upper, lower] = [320, 160, 44, 10, 10, 24];
  // Minutes at their time (a minute without views leaves a gap in x, not a squeeze).
  const [first, end] = [Date.parse(minutes[0] ?? ''), Date.parse(minutes.at(-1) ?? '')];
  const x = (minute: string) =>
    end > first
      ? left + ((width - left - right) * (Date.parse(minute) - first)) / (end - first)
      : left + (width - left - right) / 2;
  const y = (value: number) => upper + (height - upper - lower) * (1 - value / top);
  const last = (line: (typeof lines)[number]) => line.version.series.at(-1)?.[metric.key] ?? null;
  const label = `${metric.label}, ${minutes.length} minute${minutes.length === 1 ? '' : 's'} from ${time(minutes[0] ?? '')} to ${time(minutes.at(-1) ?? '')} UTC: ${lines
    .map(
      (line) =>
        `${line.role} ${line.version.version} overall ${shown(line.version[metric.key])}, last minute ${shown(last(line))}`,
    )
    .join('; ')}.`;
  const series = lines.map((line) => {
    const points = line.version.series.filter((point) => point[metric.key] !== null);
    const coordinates = points.map((point) => `${x(point.minute).toFixed(1)},${y(point[metric.key] ?? 0).toFixed(1)}`);
    return html`<g>
      <polyline points="${coordinates.join(' ')}" fill="none" stroke="${colors[line.role]}" stroke-width="2" ${line.role === 'canary' ? raw('stroke-dasharray="6 4"') : ''}/>
      ${coordinates.map((point) => {
        const [cx, cy] = point.split(',');
        return html`<circle cx="${cx}" cy="${cy}" r="2.5" fill="${colors[line.role]}"/>`;
      })}
    </g>`;
  });
  return html`<figure>
  <figcaption>${metric.label}</figcaption>
  <svg viewBox="0 0 ${width} ${height}" role="img" aria-label="${label}" xmlns="http://www.w3.org/2000/svg">
    <line x1="${left}" y1="${upper}" x2="${left}" y2="${height - lower}" stroke="#666"/>
    <line x1="${left}" y1="${height - lower}" x2="${width - right}" y2="${height - lower}" stroke="#666"/>
    <text x="${left - 4}" y="${upper + 4}" text-anchor="end" font-size="11" fill="#222">${shown(top)}</text>
    <text x="${left - 4}" y="${height - lower}" text-anchor="end" font-size="11" fill="#222">0</text>
    <text x="${left}" y="${height - 6}" font-size="11" fill="#222">${time(minutes[0] ?? '')}</text>
    <text x="${width - right}" y="${height - 6}" text-anchor="end" font-size="11" fill="#222">${time(minutes.at(-1) ?? '')} UTC</text>
    ${series}
  </svg>
</figure>`;
}

function versionRows(health: ReleaseHealth) {
  const role = (version: string) =>
    version === health.current ? 'current' : version === health.canary ? 'canary' : 'earlier or other';
  return health.versions.map(
    (version) => html`<tr data-version="${version.version}">
      <th scope="row">${version.version}</th>
      <td>${role(version.version)}</td>
      <td>${version.tags.join(', ')}</td>
      <td>${shown(version.views)}</td>
      <td>${shown(version.loadFailuresPer1000)} (${shown(version.loadFailures)})</td>
      <td>${shown(version.renderErrorsPer1000)} (${shown(version.renderErrors)})</td>
      <td>${shown(version.inpP75)}</td>
      <td>${shown(version.inpViews)}</td>
    </tr>`,
  );
}

function minuteTable(pkg: string, lines: { role: string; version: VersionHealth }[]) {
  const rows = lines.flatMap((line) =>
    line.version.series.map(
      (point) => html`<tr>
        <th scope="row">${time(point.minute)}</th>
        <td>${line.version.version} (${line.role})</td>
        <td>${shown(point.views)}</td>
        <td>${shown(point.loadFailuresPer1000)}</td>
        <td>${shown(point.renderErrorsPer1000)}</td>
        <td>${shown(point.inpP75)}</td>
      </tr>`,
    ),
  );
  return html`<details>
  <summary>The plotted figures of ${pkg}, minute by minute</summary>
  <div class="releases-scroll" tabindex="0" role="region" aria-label="${pkg}: figures per minute">
    <table class="qa">
      <caption>${pkg}: current and canary per minute (UTC)</caption>
      <thead><tr><th scope="col">Minute</th><th scope="col">Version</th><th scope="col">Views</th><th scope="col">Load failures per 1,000</th><th scope="col">Render errors per 1,000</th><th scope="col">INP p75 (ms)</th></tr></thead>
      <tbody>${rows}</tbody>
    </table>
  </div>
</details>`;
}

function packageSection(health: ReleaseHealth) {
  const id = `release-${health.package}`;
  const find = (version: string | null) => health.versions.find((entry) => entry.version === version);
  const lines = [
    { role: 'current' as const, version: find(health.current) },
    { role: 'canary' as const, version: find(health.canary) },
  ].filter((line): line is { role: 'current' | 'canary'; version: VersionHealth } => line.version !== undefined);
  const basis =
    health.basis === 'release state'
      ? 'current and canary as the release state names them'
      : 'no release state given: current is the version with most views, canary the runner-up';
  return html`<section aria-labelledby="${id}">
  <h2 id="${id}">${health.package}</h2>
  <p>Current: <strong>${health.current ?? 'none'}</strong>. Canary: <strong>${health.canary ?? 'none'}</strong>
    <span class="releases-hint">(${basis}).</span></p>
  ${
    health.versions.length
      ? html`<div class="releases-scroll" tabindex="0" role="region" aria-label="${health.package}: every version">
  <table class="qa" data-package="${health.package}">
    <caption>${health.package}: every version with views</caption>
    <thead><tr><th scope="col">Version</th><th scope="col">Role</th><th scope="col">Tags</th><th scope="col">Views</th><th scope="col">Load failures per 1,000 (count)</th><th scope="col">Render errors per 1,000 (count)</th><th scope="col">INP p75 (ms)</th><th scope="col">Views with an interaction</th></tr></thead>
    <tbody>${versionRows(health)}</tbody>
  </table></div>
  ${
    lines.length
      ? html`<h3>Current and canary over time</h3>
  <ul class="releases-legend">
    ${lines.map((line) => html`<li><span class="releases-swatch ${line.role}"></span>${line.role}: ${line.version.version}${line.role === 'canary' ? ' (dashed)' : ' (solid)'}</li>`)}
  </ul>
  <div class="releases-plots">${metrics.map((metric) => plot(metric, lines))}</div>
  ${minuteTable(health.package, lines)}`
      : html`<p>Neither the current nor the canary version has views yet.</p>`
  }`
      : html`<p>No views of ${health.package} yet.</p>`
  }
</section>`;
}

routes.get('/qa/releases', async (c) => {
  const country = countryFrom(c.req.query('country'));
  const state = releaseState();
  const wanted = c.req.query('package');
  const packages = [...new Set([...Object.keys(state ?? {}), ...packagesSeen()])]
    .filter((pkg) => /^[a-z][a-z-]{0,40}$/.test(pkg))
    .filter((pkg) => !wanted || pkg === wanted)
    .sort();

  const body = html`
<h1>Releases: health per widget and version</h1>
<p>What sampled shoppers' browsers reported (the health beacons, <code>POST /qa/collect</code>): per widget
version its page views, load failures (error, timeout, runtime, integrity; a page left while loading is none)
and render errors per 1,000 views, and INP p75 (the worst interaction inside the widget per view, over views
with one). <code>release:status &lt;package&gt;</code> prints the same comparison with its verdict;
<a href="/qa/releases?country=${country}">reload</a> for new figures.</p>
${
  packages.length
    ? packages.map((pkg) => packageSection(releaseHealth(pkg, state)))
    : html`<p>No health beacons yet. A page whose template configures a collector sends them; by hand:
<code class="releases-command">curl -X POST --data '{"v":1,"page":"home","country":"PL","widgets":[{"tag":"shop-footer","pkg":"footer","version":"0.1.0","load":"loaded","renderErrors":0,"inp":48}]}' http://127.0.0.1:4173/qa/collect</code></p>`
}`;

  return c.html(
    await renderPage({
      country,
      path: '/qa/releases',
      title: 'Releases · demo host',
      description: 'Health of every widget version: page views, load failures, render errors, INP p75, over time.',
      head: html`<style>${raw(styles)}</style>`,
      body,
    }),
  );
});

export default { routes };
