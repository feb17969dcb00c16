/**
 * The built-ins our code and the shared runtime use, as the browser made them, whatever the
 * host page did to its globals. Old libraries replace them: MooTools 1.6 puts its own class at
 * `window.Request` (ky's `new Request(…).headers.has` then throws as it loads), and its compat
 * build its own `window.Event`, `Array.from` and a `Function.prototype.bind` with the old
 * signature `bind(that, argsArray)` (React DOM's event listeners, made with `bind`, then get no
 * event). The build (`tooling/pristineGlobals.ts`) rewrites every reference to these names in
 * the runtime and our packages into imports of this module, and every `f.bind(…)` into `bind(f, …)`,
 * so no call site takes them from the page.
 *
 * Each is the page's own where it is still the browser's (a native function), else the one of a
 * clean realm: a same-origin `about:blank` iframe in `<head>` (no layout, no request, allowed by
 * any policy), made once for the page (every bundle of ours finds it by its attribute), only
 * when a global was replaced, and left in place: a fetch of a detached iframe's realm fails.
 * Where neither is native the import throws a `HostGlobalError` naming the global: the loader
 * reports the widget as failed with reason `host`, once, instead of an error per event.
 */

import { pristine } from './realm.ts';

export const Request = /* @__PURE__ */ pristine<typeof globalThis.Request>('Request');
export const Headers = /* @__PURE__ */ pristine<typeof globalThis.Headers>('Headers');
export const Response = /* @__PURE__ */ pristine<typeof globalThis.Response>('Response');
export const Event = /* @__PURE__ */ pristine<typeof globalThis.Event>('Event');
export const CustomEvent = /* @__PURE__ */ pristine<typeof globalThis.CustomEvent>('CustomEvent');
export const FocusEvent = /* @__PURE__ */ pristine<typeof globalThis.FocusEvent>('FocusEvent');
const nativeFetch = /* @__PURE__ */ pristine<typeof globalThis.fetch>('fetch');
const nativeBind = /* @__PURE__ */ pristine<typeof Function.prototype.bind>('Function.prototype.bind');
const arrayFrom = /* @__PURE__ */ pristine<typeof Array.from>('Array.from');

/** `fetch` as the browser made it, called on this page's window (a clean realm's needs it as `this`). */
export const fetch: typeof globalThis.fetch = (input, init) => Reflect.apply(nativeFetch, globalThis, [input, init]);

/** `Array.from`, making arrays of this page's realm (`Array.isArray` and `instanceof Array` hold). */
export const ArrayFrom = ((items: unknown, map?: unknown, that?: unknown) =>
  Reflect.apply(arrayFrom, Array, [items, map, that])) as typeof Array.from;

export const ObjectAssign = /* @__PURE__ */ pristine<typeof Object.assign>('Object.assign');

/**
 * A clean realm's arrays and objects are not this page's (`instanceof Array` and "is a plain
 * object" checks fail on them), so what these return is copied into the page's own: a loop, as
 * a page may patch the array methods.
 */
function pageArray<T>(items: ArrayLike<T>): T[] {
  const out: T[] = [];
  for (let i = 0; i < items.length; i++) out[i] = items[i] as T;
  return out;
}
const keys = /* @__PURE__ */ pristine<typeof Object.keys>('Object.keys');
const values = /* @__PURE__ */ pristine<typeof Object.values>('Object.values');
const entries = /* @__PURE__ */ pristine<typeof Object.entries>('Object.entries');
const fromEntries = /* @__PURE__ */ pristine<typeof Object.fromEntries>('Object.fromEntries');
export const ObjectKeys = ((object: object) => pageArray(keys(object))) as typeof Object.keys;
export const ObjectValues = ((object: object) => pageArray(values(object))) as typeof Object.values;
export const ObjectEntries = ((object: object) => {
  const pairs = pageArray(entries(object));
  for (let i = 0; i < pairs.length; i++) pairs[i] = pageArray(pairs[i] as [string, unknown]) as [string, unknown];
  return pairs;
}) as typeof Object.entries;
export const ObjectFromEntries = ((items: Iterable<readonly [PropertyKey, unknown]>) =>
  ObjectAssign({}, fromEntries(items))) as typeof Object.fromEntries;

/** `target.bind(that, …args)` with the browser's `bind`; anything not a function keeps its own method. */
export function bind(target: unknown, ...args: unknown[]): unknown {
  if (typeof target !== 'function') return (target as { bind: (...a: unknown[]) => unknown }).bind(...args);
  return Reflect.apply(nativeBind, target, args);
}
