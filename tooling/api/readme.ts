// The README's API tables (between `<!-- api:start -->` and `<!-- api:end -->`), generated from
// the package's manifest.
import type { Package } from 'custom-elements-manifest/schema.d.ts';
import { elementsOf } from './hostTypes.ts';

const startMarker = '<!-- api:start -->';
const endMarker = '<!-- api:end -->';

const cell = (text: string | undefined) => (text ?? '').replace(/\|/g, '\\|').replace(/\n/g, ' ');
const code = (text: string | undefined) =>
  text === undefined || text === '' ? (text === '' ? "`''`" : '—') : `\`${cell(text)}\``;

// Columns padded to their widest cell, as the repository's Markdown formatter (Biome) writes them.
function table(head: string[], rows: string[][]): string {
  const widths = head.map((title, column) =>
    Math.max(3, ...[title, ...rows.map((row) => row[column] ?? '')].map((c) => c.length)),
  );
  const line = (cells: string[]) => `| ${cells.map((c, column) => c.padEnd(widths[column] ?? 0)).join(' | ')} |`;
  return [line(head), line(widths.map((width) => '-'.repeat(width))), ...rows.map(line)].join('\n');
}

export function apiSection(manifest: Package): string {
  const parts = elementsOf(manifest).map((element) => {
    const out = [`### \`<${element.tagName}>\``, '', element.summary ?? ''];
    out.push('', 'Attributes (removing one restores its default):', '');
    out.push(
      table(
        ['attribute', 'type', 'default', 'meaning'],
        (element.attributes ?? []).map((a) => [
          `\`${a.name}\``,
          code(a.type?.text),
          code(a.default),
          cell(a.description),
        ]),
      ),
    );
    if (element.events?.length) {
      out.push('', 'Events (`CustomEvent`, bubbling, composed):', '');
      out.push(
        table(
          ['event', 'detail', 'when'],
          element.events.map((e) => [
            `\`${e.name}\``,
            code(e.type.text.replace(/^CustomEvent<(.*)>$/, '$1')),
            cell(e.description?.replace(/ Bubbles, composed\.$/, '')),
          ]),
        ),
      );
    }
    if (element.slots?.length) {
      out.push('', 'Slots:', '');
      out.push(
        table(
          ['slot', 'content'],
          element.slots.map((s) => [s.name ? `\`${s.name}\`` : '(default)', cell(s.description)]),
        ),
      );
    }
    const tokens = element.cssProperties?.length ?? 0;
    if (tokens)
      out.push(
        '',
        `CSS custom properties: the ${tokens} design tokens (\`--shop-*\`, listed in \`custom-elements.json\`).`,
      );
    return out.join('\n');
  });
  return `${startMarker}\n\n<!-- Generated from custom-elements.json by \`npx -y pnpm@10 api\`; edit src/element.api.ts instead. -->\n\n${parts.join('\n\n')}\n\n${endMarker}`;
}

/** The README with its generated section replaced (or added at the end when it has none). */
export function withApiSection(readme: string, section: string): string {
  const start = readme.indexOf(startMarker);
  const end = readme.indexOf(endMarker);
  if (start === -1 || end === -1) return `${readme.trimEnd()}\n\n## API\n\n${section}\n`;
  return readme.slice(0, start) + section + readme.slice(end + endMarker.length);
}
