// The types a host gets with a package, generated from its manifest: `types/index.d.ts` (each
// tag in HTMLElementTagNameMap, its properties and its events) and `types/react.d.ts` (JSX
// intrinsic elements for React 19 hosts, which set properties and listen to `on<event>`).
import type { CustomElementDeclaration, Package } from 'custom-elements-manifest/schema.d.ts';

const header = '// Generated from custom-elements.json by `npx -y pnpm@10 api`; do not edit.\n';

export function elementsOf(manifest: Package): CustomElementDeclaration[] {
  return manifest.modules.flatMap((module) =>
    (module.declarations ?? []).filter((d): d is CustomElementDeclaration => 'customElement' in d && d.customElement),
  );
}

const doc = (text: string | undefined, indent: string) =>
  text ? `${indent}/** ${text.replace(/\*\//g, '*\\/')} */\n` : '';
const key = (name: string) => (/^[A-Za-z_$][\w$]*$/.test(name) ? name : `'${name}'`);

/** What a host may write as the attribute's value (attributes are text; JSX may pass numbers and booleans). */
function attributeValueType(type: string): string {
  if (type === 'boolean') return "boolean | 'true' | 'false' | ''";
  if (type === 'number' || /^\d+( \| \d+)*$/.test(type)) return `${type} | \`\${${type}}\``;
  return type;
}

export function domTypes(manifest: Package): string {
  const elements = elementsOf(manifest);
  const blocks = elements.map((element) => {
    const name = element.name;
    const events = (element.events ?? [])
      .map((event) => `${doc(event.description, '  ')}  ${key(event.name)}: ${event.type.text};\n`)
      .join('');
    const attributes = (element.attributes ?? [])
      .map((a) => `${doc(a.description, '  ')}  ${key(a.name)}?: ${attributeValueType(a.type?.text ?? 'string')};\n`)
      .join('');
    const fields = (element.members ?? [])
      .map((m) => `${doc(m.description, '  ')}  ${key(m.name)}: ${'type' in m && m.type ? m.type.text : 'unknown'};\n`)
      .join('');
    const listener = (verb: 'add' | 'remove', options: string) =>
      `  ${verb}EventListener<K extends keyof ${name}EventMap>(type: K, listener: (this: ${name}, event: ${name}EventMap[K]) => unknown, options?: ${options}): void;\n` +
      `  ${verb}EventListener(type: string, listener: EventListenerOrEventListenerObject, options?: ${options}): void;\n`;
    return (
      `/** The events of \`<${element.tagName}>\`, with their \`detail\`. */\n` +
      `export interface ${name}EventMap extends HTMLElementEventMap {\n${events}}\n\n` +
      `/** The attributes of \`<${element.tagName}>\` and the values a host may write. */\n` +
      `export interface ${name}Attributes {\n${attributes}}\n\n` +
      `${doc(element.summary, '')}export interface ${name} extends HTMLElement {\n${fields}` +
      listener('add', 'boolean | AddEventListenerOptions') +
      listener('remove', 'boolean | EventListenerOptions') +
      '}\n'
    );
  });
  const tagMap = elements.map((element) => `    '${element.tagName}': ${element.name};\n`).join('');
  return `${header}\n${blocks.join('\n')}\ndeclare global {\n  interface HTMLElementTagNameMap {\n${tagMap}  }\n}\n`;
}

export function reactTypes(manifest: Package): string {
  const elements = elementsOf(manifest);
  const names = elements.flatMap((e) => [e.name, `${e.name}Attributes`, `${e.name}EventMap`]);
  const entries = elements
    .map((element) => {
      const handlers = (element.events ?? [])
        .map((event) => `        'on${event.name}'?: (event: ${element.name}EventMap['${event.name}']) => void;\n`)
        .join('');
      return (
        `      '${element.tagName}': React.DetailedHTMLProps<React.HTMLAttributes<${element.name}>, ${element.name}> &\n` +
        `        ${element.name}Attributes & {\n${handlers}        };\n`
      );
    })
    .join('');
  return (
    `${header}import type * as React from 'react';\nimport type { ${names.join(', ')} } from './index.js';\n\n` +
    `declare module 'react' {\n  namespace JSX {\n    interface IntrinsicElements {\n${entries}    }\n  }\n}\n`
  );
}
