/**
 * The built-ins our code and the shared runtime use, as the browser made them, whatever the
 * host page did to its globals. Old libraries replace them: MooTools 1.6 puts its own class at
 * `window.Request` (ky's `new Request(…).headers.has` then throws as it loads), and its compat
 * build its own `window.Event` and a `Function.prototype.bind` with the old
 * signature `bind(that, argsArray)` (React DOM's event listeners, made with `bind`, then get no
 * event). (`Array.from` and the `Object` statics are not taken from a clean realm: doing so broke
 * sign-up and login under Prototype 1.6; docs/embedding-and-csp.md.) The build (`tooling/pristineGlobals.ts`) rewrites every reference to these names in
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
/** `fetch` as the browser made it, called on this page's window (a clean realm's needs it as `this`). */
export const fetch: typeof globalThis.fetch = (input, init) => Reflect.apply(nativeFetch, globalThis, [input, init]);

/** `target.bind(that, …args)` with the browser's `bind`; anything not a function keeps its own method. */
export function bind(target: unknown, ...args: unknown[]): unknown {
  if (typeof target !== 'function') return (target as { bind: (...a: unknown[]) => unknown }).bind(...args);
  return Reflect.apply(nativeBind, target, args);
}
