// Reads every package's src/element.api.ts: the element APIs it exports, the detail type of
// each event (the text of `interface <className>Events` in that module) and, for themable
// elements, the design tokens of tokens.css.
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import type { PropSpec, PropSpecs } from '@shop/element/attributes';
import type { AttributeDoc, ElementApi } from '@shop/element/element-api';
import ts from 'typescript';

export const root = join(import.meta.dirname, '..', '..');
const apiModulePath = 'src/element.api.ts';

type AnyElementApi = ElementApi<PropSpecs, Record<string, unknown>>;

export interface ElementModel {
  api: AnyElementApi;
  /** Every attribute, the common ones first: camelCase prop, spec and documentation. */
  attributes: { prop: string; spec: PropSpec; doc: AttributeDoc }[];
  /** Event name → its `detail` type as TypeScript text. */
  eventDetails: Record<string, string>;
  /** Design tokens (name, default) when themable. */
  tokens: { name: string; value: string }[];
}

export interface PackageModel {
  /** The folder under packages/, e.g. `footer`. */
  dir: string;
  name: string;
  elements: ElementModel[];
}

/** Every package with an api module, in folder order. */
export async function collectPackages(): Promise<PackageModel[]> {
  const dirs = readdirSync(join(root, 'packages'))
    .filter((dir) => existsSync(join(root, 'packages', dir, apiModulePath)))
    .sort();
  const { commonAttributeDocs, commonProps } = await import('@shop/element/element-api');
  const tokens = designTokens(readFileSync(join(root, 'packages/design-system/src/tokens/tokens.css'), 'utf8'));
  const packages: PackageModel[] = [];
  for (const dir of dirs) {
    const file = join(root, 'packages', dir, apiModulePath);
    const module: Record<string, unknown> = await import(pathToFileURL(file).href);
    const source = readFileSync(file, 'utf8');
    // By tag: the order of a module's exports differs between loaders.
    const apis = Object.values(module)
      .filter(isElementApi)
      .sort((a, b) => a.tag.localeCompare(b.tag));
    const { name } = JSON.parse(readFileSync(join(root, 'packages', dir, 'package.json'), 'utf8')) as { name: string };
    packages.push({
      dir,
      name,
      elements: apis.map((api) => ({
        api,
        attributes: [
          ...api.common.map((prop) => ({
            prop,
            spec: commonProps[prop] as PropSpec,
            doc: asDoc(commonAttributeDocs[prop]),
          })),
          ...Object.entries(api.props).map(([prop, spec]) => ({ prop, spec, doc: asDoc(api.attributes[prop]) })),
        ],
        eventDetails: eventDetailTypes(source, `${api.className}Events`, Object.keys(api.events), file),
        tokens: api.themable ? tokens : [],
      })),
    });
  }
  return packages;
}

function isElementApi(value: unknown): value is AnyElementApi {
  return typeof value === 'object' && value !== null && 'tag' in value && 'className' in value;
}

function asDoc(doc: string | AttributeDoc | undefined): AttributeDoc {
  if (doc === undefined) throw new Error('an attribute without a description');
  return typeof doc === 'string' ? { description: doc } : doc;
}

/** The text of each member's type in `interface <name>` of the module. */
function eventDetailTypes(source: string, name: string, events: string[], file: string): Record<string, string> {
  if (events.length === 0) return {};
  const sourceFile = ts.createSourceFile(file, source, ts.ScriptTarget.Latest, true);
  const declaration = sourceFile.statements.find(
    (statement): statement is ts.InterfaceDeclaration =>
      ts.isInterfaceDeclaration(statement) && statement.name.text === name,
  );
  if (!declaration) throw new Error(`${file}: events are listed but \`interface ${name}\` is missing`);
  const types: Record<string, string> = {};
  for (const member of declaration.members) {
    if (!ts.isPropertySignature(member) || !member.type || !member.name) continue;
    const key = ts.isStringLiteral(member.name) || ts.isIdentifier(member.name) ? member.name.text : '';
    types[key] = member.type.getText(sourceFile).replace(/\s+/g, ' ');
  }
  for (const event of events) if (!types[event]) throw new Error(`${file}: ${name} has no detail type for ${event}`);
  return types;
}

/** The custom properties declared in the `:host` block of tokens.css, in order. */
function designTokens(css: string): { name: string; value: string }[] {
  const host = /:host\s*\{([^}]*)\}/.exec(css)?.[1] ?? '';
  return [...host.matchAll(/(--[\w-]+)\s*:\s*([^;]+);/g)].map((match) => ({
    name: match[1] as string,
    value: (match[2] as string).trim(),
  }));
}
