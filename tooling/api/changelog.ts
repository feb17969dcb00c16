// Changesets groups a release's notes by bump (Major/Minor/Patch Changes); a maintainer wants
// to see what changed for templates apart from fixes. This regroups the newest release of a
// package's CHANGELOG.md: notes whose summary starts with "API" (written by
// `npx -y pnpm@10 api:changeset` from the manifest's diff, or by hand) under "API changes",
// the rest under "Fixes and other changes".

/** The summary line the generated changesets start with; its nested list is unwrapped. */
export const generatedApiHeading = 'API (from custom-elements.json):';

export function groupNewestRelease(changelog: string): string {
  const start = changelog.search(/^## /m);
  if (start === -1) return changelog;
  const next = changelog.slice(start + 3).search(/^## /m);
  const end = next === -1 ? changelog.length : start + 3 + next;
  const section = changelog.slice(start, end);
  if (/^### (API changes|Fixes and other changes)$/m.test(section)) return changelog;
  const heading = section.slice(0, section.indexOf('\n'));
  const api: string[] = [];
  const other: string[] = [];
  for (const item of notes(section)) {
    const [first = '', ...rest] = item.split('\n');
    const summary = first.replace(/^- (?:[0-9a-f]{7}: )?/, '');
    if (summary === generatedApiHeading) api.push(...rest.map((line) => line.replace(/^ {2}/, '')).filter(Boolean));
    else if (/^API\b/.test(summary)) api.push(item);
    else other.push(item);
  }
  const parts = [heading];
  if (api.length) parts.push('### API changes', api.join('\n'));
  if (other.length) parts.push('### Fixes and other changes', other.join('\n'));
  return `${changelog.slice(0, start)}${parts.join('\n\n')}\n\n${changelog.slice(end).replace(/^\n+/, '')}`.replace(
    /\n+$/,
    '\n',
  );
}

/** The bullet items of a release section ("- …" with their indented continuation lines). */
function notes(section: string): string[] {
  const items: string[] = [];
  for (const line of section.split('\n')) {
    if (line.startsWith('- ')) items.push(line);
    else if (line.startsWith('  ') && items.length) items[items.length - 1] += `\n${line}`;
  }
  return items;
}
