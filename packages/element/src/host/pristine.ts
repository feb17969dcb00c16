/**
 * The built-ins our code and the shared runtime use, as the browser made them, whatever the
 * host page did to its globals. Old libraries replace them: MooTools 1.6 puts its own class at
 * `window.Request` (ky's `new Request(…).headers.has` then throws as it loads), and its compat
 * build its own `window.Event` and a `Function.prototype.bind` with the old
 * signature `bind(that, argsArray)` (React DOM's event listeners, made with `bind`, then get no
 * event), and `Array.from` (MooTools' `Array.convert`, Prototype 1.6's `$A`: both turn a `Set`
 * into `[set]` or `[]`, so yup sorted no field of an object schema and validated none);
 * Prototype 1.6 also `Object.keys`/`values` (which list inherited properties). The build
 * (`packages/element/build/pristineGlobals.ts`) rewrites every reference to these names in the runtime and our
 * packages into imports of this module, and every `f.bind(…)` into `bind(f, …)`, so no call
 * site takes them from the page.
 *
 * Each is the page's own where it is still the browser's (a native function), else the one of a
 * clean realm: a same-origin `about:blank` iframe in `<head>` (no layout, no request, allowed by
 * any policy), made once for the page (every bundle of ours finds it by its attribute), only
 * when a global was replaced, and left in place: a fetch of a detached iframe's realm fails.
 * Where neither is native the import throws a `HostGlobalError` naming the global: the loader
 * reports the widget as failed with reason `host`, once, instead of an error per event.
 *
 * `Array.from` and the `Object` statics are the exception: a clean realm's would make arrays and
 * objects of that realm, which fail `instanceof Array` and plain-object checks in our libraries.
 * Where the page's are replaced, our own realm-neutral versions (`statics.ts`) stand in.
 */

import { nativeOr, pristine } from './realm.ts';
import {
  arrayFrom,
  entries,
  every,
  filter,
  find,
  map,
  objectAssign,
  objectEntries,
  objectFromEntries,
  objectKeys,
  objectValues,
  reduce,
  some,
} from './statics.ts';

export const Request = /* @__PURE__ */ pristine<typeof globalThis.Request>('Request');
export const Headers = /* @__PURE__ */ pristine<typeof globalThis.Headers>('Headers');
export const Response = /* @__PURE__ */ pristine<typeof globalThis.Response>('Response');
export const Event = /* @__PURE__ */ pristine<typeof globalThis.Event>('Event');
export const CustomEvent = /* @__PURE__ */ pristine<typeof globalThis.CustomEvent>('CustomEvent');
export const FocusEvent = /* @__PURE__ */ pristine<typeof globalThis.FocusEvent>('FocusEvent');
const nativeFetch = /* @__PURE__ */ pristine<typeof globalThis.fetch>('fetch');
const nativeBind = /* @__PURE__ */ pristine<typeof Function.prototype.bind>('Function.prototype.bind');
/** `fetch` as the browser made it, called on this page's window (a clean realm's needs it as `this`). */
export const fetch: typeof globalThis.fetch = (input, init) => Reflect.apply(nativeFetch, globalThis, [input, init]);

/** `target.bind(that, …args)` with the browser's `bind`; anything not a function keeps its own method. */
export function bind(target: unknown, ...args: unknown[]): unknown {
  if (typeof target !== 'function') return (target as { bind: (...a: unknown[]) => unknown }).bind(...args);
  return Reflect.apply(nativeBind, target, args);
}

export const ArrayFrom = /* @__PURE__ */ nativeOr<typeof Array.from>('Array.from', arrayFrom as typeof Array.from);
export const ObjectAssign = /* @__PURE__ */ nativeOr<typeof Object.assign>(
  'Object.assign',
  objectAssign as typeof Object.assign,
);
export const ObjectKeys = /* @__PURE__ */ nativeOr<typeof Object.keys>('Object.keys', objectKeys);
export const ObjectValues = /* @__PURE__ */ nativeOr<typeof Object.values>('Object.values', objectValues);
export const ObjectEntries = /* @__PURE__ */ nativeOr<typeof Object.entries>(
  'Object.entries',
  objectEntries as typeof Object.entries,
);
export const ObjectFromEntries = /* @__PURE__ */ nativeOr<typeof Object.fromEntries>(
  'Object.fromEntries',
  objectFromEntries as typeof Object.fromEntries,
);

const arrayPrototype = Array.prototype;

/**
 * `target.<name>(…args)` with the browser's method (the page's while native, else ours) where
 * `target` is a plain array of this page; anything else (a typed array, a `Headers`, a schema,
 * an array of another realm or an `Array` subclass) keeps its own method.
 */
function arrayMethod(
  name: 'reduce' | 'map' | 'filter' | 'find' | 'some' | 'every' | 'entries',
  standIn: (...args: never[]) => unknown,
) {
  const method = nativeOr<(...args: unknown[]) => unknown>(`Array.prototype.${name}`, standIn as never);
  return (target: unknown, ...args: unknown[]): unknown =>
    target !== null && typeof target === 'object' && Reflect.getPrototypeOf(target) === arrayPrototype
      ? Reflect.apply(method, target, args)
      : (target as Record<typeof name, (...a: unknown[]) => unknown>)[name](...args);
}
export const arrayReduce = /* @__PURE__ */ arrayMethod('reduce', reduce);
export const arrayMap = /* @__PURE__ */ arrayMethod('map', map);
export const arrayFilter = /* @__PURE__ */ arrayMethod('filter', filter);
export const arrayFind = /* @__PURE__ */ arrayMethod('find', find);
export const arraySome = /* @__PURE__ */ arrayMethod('some', some);
export const arrayEvery = /* @__PURE__ */ arrayMethod('every', every);
export const arrayEntries = /* @__PURE__ */ arrayMethod('entries', entries);
