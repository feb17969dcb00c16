import { fileURLToPath } from 'node:url';
import { type Plugin, parseAst } from 'vite';

/**
 * The build's half of "take nothing from the host's globals" (the browser's half, and why:
 * `packages/element/src/host/pristine.ts`). Every module of a build (the shared runtime's
 * React, ky, yup and r2wc, and our packages) gets, instead of the globals a host page may
 * replace, the browser's own from that module:
 * - references to the names below (plain, or through `globalThis.` / `window.`) become imports
 *   of it (Rolldown's `transform.inject`, which knows a local variable of the same name from a
 *   global);
 * - every call `f.bind(…)` becomes `bind(f, …)` (no global names `bind`: a library replaces the
 *   method on `Function.prototype`), and every `x.reduce(…)`, `x.map(…)` … (the array methods a
 *   library replaces on `Array.prototype`, `methods` below) a call of the pristine module's,
 *   which takes the browser's method for a plain array and `x`'s own for anything else.
 * One place, at build time: no call site has to remember it.
 */
const pristinePath = fileURLToPath(new URL('../src/host/pristine.ts', import.meta.url));
/** The pristine module and the modules it imports: left as they are (they would import themselves). */
const pristineModules = new Set(
  ['pristine.ts', 'realm.ts', 'statics.ts'].map((file) =>
    fileURLToPath(new URL(`../src/host/${file}`, import.meta.url)),
  ),
);

const replaced: Record<string, string> = {
  Request: 'Request',
  Headers: 'Headers',
  Response: 'Response',
  fetch: 'fetch',
  Event: 'Event',
  CustomEvent: 'CustomEvent',
  FocusEvent: 'FocusEvent',
  // The page's own while native, else realm-neutral versions of ours (pristine.ts says why not a clean realm's).
  'Array.from': 'ArrayFrom',
  'Object.assign': 'ObjectAssign',
  'Object.keys': 'ObjectKeys',
  'Object.values': 'ObjectValues',
  'Object.entries': 'ObjectEntries',
  'Object.fromEntries': 'ObjectFromEntries',
};

/** Method calls `x.<method>(…)` rewritten into `<helper>(x, …)`: the method, and the pristine module's export. */
const methods: Record<string, string> = {
  bind: 'bind',
  // What Prototype 1.6 replaces on Array.prototype with methods that behave otherwise (pristine.ts).
  reduce: 'arrayReduce',
  map: 'arrayMap',
  filter: 'arrayFilter',
  find: 'arrayFind',
  some: 'arraySome',
  every: 'arrayEvery',
  entries: 'arrayEntries',
};
const helperName = (method: string) => `__shopPristine_${method}`;
const methodCall = new RegExp(`\\b(${Object.keys(methods).join('|')})\\b`);

/** `transform.inject` for Rolldown: each replaced name, also as `globalThis.<name>` and `window.<name>`. */
export function pristineInject(): Record<string, [string, string]> {
  const inject: Record<string, [string, string]> = {};
  for (const [method, exported] of Object.entries(methods)) inject[helperName(method)] = [pristinePath, exported];
  for (const [name, exported] of Object.entries(replaced)) {
    inject[name] = [pristinePath, exported];
    if (!name.includes('.')) {
      inject[`globalThis.${name}`] = [pristinePath, exported];
      inject[`window.${name}`] = [pristinePath, exported];
    }
  }
  return inject;
}

interface Node {
  type: string;
  start: number;
  end: number;
  [key: string]: unknown;
}

/** Rewrites `x.bind(a, b)` into `__shopPristine_bind(x, a, b)`, likewise the array methods (the text of `x` and the arguments kept). */
export function rewriteMethodCalls(code: string): string | null {
  if (!methodCall.test(code)) return null;
  const edits: { at: number; end: number; text: string }[] = [];
  const visit = (node: unknown) => {
    if (!node || typeof node !== 'object') return;
    if (Array.isArray(node)) {
      for (const child of node) visit(child);
      return;
    }
    const n = node as Node;
    const callee = n.callee as Node | undefined;
    const property = callee?.property as Node | undefined;
    if (
      n.type === 'CallExpression' &&
      !n.optional &&
      callee?.type === 'MemberExpression' &&
      !callee.computed &&
      !callee.optional &&
      typeof property?.name === 'string' &&
      Object.hasOwn(methods, property.name) &&
      (callee.object as Node).type !== 'Super'
    ) {
      const args = n.arguments as Node[];
      // The callee's span includes parentheses around the object, `((k) => k).bind(…)`.
      edits.push({ at: callee.start, end: callee.start, text: `${helperName(property.name as string)}(` });
      // `.bind(` up to the first argument (or the closing parenthesis) becomes `, ` (or nothing).
      const dot = code.lastIndexOf('.', property.start);
      const first = args[0];
      edits.push({ at: dot, end: first ? first.start : n.end - 1, text: first ? ', ' : '' });
    }
    for (const key of Object.keys(n)) if (key !== 'type') visit(n[key]);
  };
  visit(parseAst(code));
  if (!edits.length) return null;
  // From the end, so earlier positions stay valid. Where a call is the object of another,
  // `a.map(f).filter(g)`, both insert at the start of `a`: the inner one (found later) first,
  // so that the outer helper's name ends up in front.
  const order = edits.map((edit, found) => ({ ...edit, found }));
  order.sort((a, b) => b.at - a.at || b.found - a.found);
  let out = code;
  for (const { at, end, text } of order) out = out.slice(0, at) + text + out.slice(end);
  return out;
}

/** The Vite plugin: the `.bind` rewrite on every module, after TypeScript and JSX are compiled. */
export function pristineGlobals(): Plugin {
  return {
    name: 'shop-pristine-globals',
    enforce: 'post',
    transform(code, id) {
      // Not the pristine module and the modules it imports, nor virtual modules (the bundler's
      // own runtime helpers).
      if (
        pristineModules.has(id.split('?')[0] ?? '') ||
        id.startsWith('\0') ||
        !/\.[cm]?[jt]sx?$/.test(id.split('?')[0] ?? '')
      )
        return null;
      const out = rewriteMethodCalls(code);
      return out === null ? null : { code: out, map: null };
    },
  };
}
