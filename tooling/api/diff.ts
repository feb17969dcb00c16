// What changed in a package's public API between two of its manifests, in words a template
// maintainer reads in the CHANGELOG. Removing or changing something breaks templates (major);
// adding something does not (minor).
import type { CustomElementDeclaration, Package } from 'custom-elements-manifest/schema.d.ts';
import { elementsOf } from './hostTypes.ts';

export interface ApiChange {
  breaking: boolean;
  text: string;
}

interface Named {
  name: string;
  type?: { text: string };
  default?: string;
}

const kinds = [
  ['attribute', (e: CustomElementDeclaration) => e.attributes ?? []],
  ['event', (e: CustomElementDeclaration) => e.events ?? []],
  ['slot', (e: CustomElementDeclaration) => e.slots ?? []],
  ['CSS part', (e: CustomElementDeclaration) => e.cssParts ?? []],
  ['CSS custom property', (e: CustomElementDeclaration) => e.cssProperties ?? []],
] as const;

export function diffManifests(before: Package | null, after: Package): ApiChange[] {
  const old = new Map(before ? elementsOf(before).map((e) => [e.tagName, e]) : []);
  const now = new Map(elementsOf(after).map((e) => [e.tagName, e]));
  const changes: ApiChange[] = [];
  for (const [tag, element] of old) {
    if (!now.has(tag)) changes.push({ breaking: true, text: `Removed the element \`<${tag}>\`.` });
    else changes.push(...diffElement(element, now.get(tag) as CustomElementDeclaration));
  }
  for (const tag of now.keys()) {
    if (!old.has(tag)) changes.push({ breaking: false, text: `Added the element \`<${tag}>\`.` });
  }
  return changes;
}

function diffElement(before: CustomElementDeclaration, after: CustomElementDeclaration): ApiChange[] {
  const tag = `\`<${after.tagName}>\``;
  const changes: ApiChange[] = [];
  for (const [kind, list] of kinds) {
    const old = new Map((list(before) as Named[]).map((item) => [item.name, item]));
    const now = new Map((list(after) as Named[]).map((item) => [item.name, item]));
    const label = (name: string) => (kind === 'slot' && name === '' ? 'the default slot' : `${kind} \`${name}\``);
    for (const [name, item] of old) {
      const next = now.get(name);
      if (!next) {
        changes.push({ breaking: true, text: `Removed ${label(name)} of ${tag}.` });
        continue;
      }
      if (item.type?.text !== next.type?.text) {
        const what = kind === 'event' ? 'event type' : 'type';
        changes.push({
          breaking: true,
          text: `Changed the ${what} of ${label(name)} of ${tag} from \`${item.type?.text}\` to \`${next.type?.text}\`.`,
        });
      }
      if (item.default !== next.default) {
        changes.push({
          breaking: true,
          text: `Changed the default of ${label(name)} of ${tag} from \`${item.default ?? 'none'}\` to \`${next.default ?? 'none'}\`.`,
        });
      }
    }
    for (const [name, item] of now) {
      if (old.has(name)) continue;
      const type = item.type ? ` (\`${item.type.text}\`)` : '';
      changes.push({ breaking: false, text: `Added ${label(name)}${type} to ${tag}.` });
    }
  }
  return changes;
}
