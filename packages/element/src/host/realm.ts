/**
 * Where the browser's own built-ins come from when a host page replaced its globals: the page's
 * own while native, else a clean realm's (the why and what: `pristine.ts`).
 */

/** Marks an error as the host page's doing; the loader recognises it by the prefix of its message. */
export class HostGlobalError extends Error {
  constructor(name: string) {
    super(`[shop-host] the page replaced ${name} and no clean copy could be had`);
    this.name = 'HostGlobalError';
  }
}

// Read before anything of ours runs; no library we know of replaces it.
const sourceOf = Function.prototype.toString;
const native = /\{\s*\[native code\]\s*\}\s*$/;

/** Whether a value is a function the browser made (not a library's replacement). */
export function isNative(value: unknown): boolean {
  try {
    return typeof value === 'function' && native.test(sourceOf.call(value));
  } catch {
    return false;
  }
}

type Realm = typeof globalThis;
let clean: Realm | null | undefined;

/** A clean realm of the same origin, shared by every bundle of ours on the page. */
function cleanRealm(): Realm | null {
  if (clean !== undefined) return clean;
  try {
    const selector = 'iframe[data-shop-realm]';
    let frame = document.querySelector<HTMLIFrameElement>(selector);
    if (!frame?.contentWindow) {
      frame = document.createElement('iframe');
      frame.setAttribute('data-shop-realm', '');
      frame.setAttribute('aria-hidden', 'true');
      frame.tabIndex = -1;
      frame.hidden = true;
      (document.head ?? document.documentElement).append(frame);
    }
    clean = (frame.contentWindow as Realm | null) ?? null;
  } catch {
    clean = null;
  }
  return clean;
}

/**
 * `path` (e.g. `Array.from`) read from a realm. A plain loop over the string: the pages this is
 * for patch array methods too (Prototype 1.6's `Array.prototype.reduce` unwraps a one-element
 * array, which made every name look replaced).
 */
function read(realm: Realm, path: string): unknown {
  let value: unknown = realm;
  let start = 0;
  for (;;) {
    const dot = path.indexOf('.', start);
    value = (value as Record<string, unknown> | undefined)?.[dot < 0 ? path.slice(start) : path.slice(start, dot)];
    if (dot < 0) return value;
    start = dot + 1;
  }
}

/**
 * The page's `path` while it is the browser's, else `fallback`: for built-ins whose clean-realm
 * copy would make objects of that realm (`statics.ts`), so a replacement of ours stands in.
 */
export function nativeOr<T>(path: string, fallback: T): T {
  const own = read(globalThis, path);
  return isNative(own) ? (own as T) : fallback;
}

/** The browser's `path`: the page's own while native, else the clean realm's. */
export function pristine<T>(path: string, realm: () => Realm | null = cleanRealm): T {
  const own = read(globalThis, path);
  if (isNative(own)) return own as T;
  const other = realm();
  const copy = other && read(other, path);
  if (isNative(copy)) return copy as T;
  throw new HostGlobalError(path);
}
