// The Custom Elements Manifest (schema 2.1.0 of the `custom-elements-manifest` package) of one
// package, built from its api module.

import { attributeName } from '@shop/element/attributes';
import type {
  Attribute,
  CustomElementDeclaration,
  CustomElementField,
  Event,
  Package,
} from 'custom-elements-manifest/schema.d.ts';
import type { ElementModel, PackageModel } from './collect.ts';

const schemaVersion = '2.1.0';

export function buildManifest(pkg: PackageModel): Package {
  const byModule = new Map<string, ElementModel[]>();
  for (const element of pkg.elements) {
    byModule.set(element.api.module, [...(byModule.get(element.api.module) ?? []), element]);
  }
  return {
    schemaVersion,
    readme: 'README.md',
    modules: [...byModule].map(([path, elements]) => ({
      kind: 'javascript-module',
      path,
      declarations: elements.map(declaration),
      exports: elements.map(({ api }) => ({
        kind: 'custom-element-definition',
        name: api.tag,
        declaration: { name: api.className, module: path },
      })),
    })),
  };
}

function declaration({ api, attributes, eventDetails, tokens }: ElementModel): CustomElementDeclaration {
  const attributeList: Attribute[] = attributes.map(({ prop, spec, doc }) => ({
    name: attributeName(prop),
    description: doc.description,
    type: { text: doc.values ?? attributeType(spec.type) },
    ...defaultOf(doc.default, spec.default),
    fieldName: prop,
  }));
  // A plain custom element reads its attributes only; defineElement's have a property for each.
  const members: CustomElementField[] = (api.plain ? [] : attributes).map(({ prop, spec, doc }) => ({
    kind: 'field',
    name: prop,
    description: doc.description,
    type: { text: propertyType(spec.type, spec.default) },
    ...(spec.default === undefined ? {} : { default: JSON.stringify(spec.default) }),
    attribute: attributeName(prop),
    privacy: 'public',
  }));
  const events: Event[] = Object.entries(api.events).map(([name, description]) => ({
    name,
    description: `${description as string} Bubbles, composed.`,
    type: { text: `CustomEvent<${eventDetails[name]}>` },
  }));
  return {
    kind: 'class',
    customElement: true,
    tagName: api.tag,
    name: api.className,
    summary: api.summary,
    superclass: { name: 'HTMLElement', package: 'global:' },
    attributes: attributeList,
    members,
    events,
    slots: Object.entries(api.slots ?? {}).map(([name, description]) => ({ name, description })),
    cssParts: Object.entries(api.cssParts ?? {}).map(([name, description]) => ({ name, description })),
    cssProperties: [
      ...Object.entries(api.cssProperties ?? {}).map(([name, property]) => ({ name, ...property })),
      ...tokens.map(({ name, value }) => ({
        name,
        description: `Design token, themable from outside: \`${api.tag} { ${name}: … }\`.`,
        default: value,
      })),
    ],
  };
}

function attributeType(type: string): string {
  return type === 'json' ? 'string' : type;
}

/** The property's value: what the attribute parses to (json: any JSON value). */
function propertyType(type: string, fallback: unknown): string {
  const text = type === 'json' ? 'unknown' : type;
  return fallback === undefined && type !== 'json' ? `${text} | undefined` : text;
}

function defaultOf(documented: string | undefined, specDefault: unknown): { default?: string } {
  if (documented !== undefined) return { default: documented };
  if (specDefault === undefined) return {};
  return { default: typeof specDefault === 'string' ? specDefault : JSON.stringify(specDefault) };
}
