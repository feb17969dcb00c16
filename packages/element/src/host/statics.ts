/**
 * `Array.from` and the `Object` statics written with nothing a host page replaces, for pages
 * where the page's own are not the browser's (`pristine.ts` decides). Not a clean realm's: its
 * functions make arrays and objects of that realm (`instanceof Array` fails on them, and so do
 * the plain-object checks of yup and ky, `Object.getPrototypeOf(x) === Object.prototype`).
 * Written here they make the page's own, as the browser's would.
 *
 * What they use instead: `Reflect` (no library of the MooTools and Prototype era replaces it),
 * the iteration protocol (`for…of`, which the browser's `Array.from` uses too) and indexed
 * writes, no array method (Prototype 1.6 replaces `map`, `reduce`, `entries`…). Each keeps what
 * our code and the runtime's libraries can tell apart: iterables and array-likes, `map` with its
 * index, own enumerable string keys in the browser's order, symbols copied by `assign`,
 * `fromEntries` defining (not setting) its properties, so `__proto__` stays a key. Small on
 * purpose: every bundle carries them (the messages of the errors are shorter than the browser's).
 */

function toObject(value: unknown): Record<PropertyKey, unknown> {
  if (value == null) throw new TypeError('Cannot convert undefined or null to object');
  return Object(value);
}

const enumerable = (object: object, key: PropertyKey) => Reflect.getOwnPropertyDescriptor(object, key)?.enumerable;

/** What each own enumerable string key of `value` gives, in the browser's order of keys. */
function collect<T>(value: unknown, pick: (object: Record<string, unknown>, key: string) => T): T[] {
  const object = toObject(value);
  const out: T[] = [];
  for (const key of Reflect.ownKeys(object))
    if (typeof key === 'string' && enumerable(object, key)) out[out.length] = pick(object, key);
  return out;
}

export const objectKeys = (value: unknown): string[] => collect(value, (_, key) => key);
export const objectValues = (value: unknown): unknown[] => collect(value, (object, key) => object[key]);
export const objectEntries = (value: unknown): [string, unknown][] =>
  collect(value, (object, key) => [key, object[key]]);

export function arrayFrom<T, U>(
  items: Iterable<T> | ArrayLike<T>,
  map?: (value: T, index: number) => U,
  that?: unknown,
): (T | U)[] {
  const source = toObject(items) as unknown as Partial<Iterable<T>> & ArrayLike<T>;
  const out: (T | U)[] = [];
  let index = 0;
  const add = (value: T) => {
    out[index] = map ? (Reflect.apply(map, that, [value, index]) as U) : value;
    index++;
  };
  if (source[Symbol.iterator] != null) for (const value of source as Iterable<T>) add(value);
  // An array-like (`arguments`, `{ length: 2 }`): `add` counts the index up.
  else for (const length = Math.trunc(Number(source.length)) || 0; index < length; ) add(source[index] as T);
  return out;
}

export function objectFromEntries(entries: Iterable<readonly [PropertyKey, unknown]>): Record<PropertyKey, unknown> {
  const out: Record<PropertyKey, unknown> = {};
  for (const entry of entries) {
    if (Object(entry) !== entry) throw new TypeError('Iterator value is not an entry object');
    Reflect.defineProperty(out, entry[0], { value: entry[1], writable: true, enumerable: true, configurable: true });
  }
  return out;
}

export function objectAssign(target: unknown, ...sources: unknown[]): object {
  const to = toObject(target);
  for (const source of sources) {
    if (source == null) continue;
    const from = Object(source) as Record<PropertyKey, unknown>;
    // Symbols too, and set (not defined): as the browser's `Object.assign` does.
    for (const key of Reflect.ownKeys(from)) if (enumerable(from, key)) to[key] = from[key];
  }
  return to;
}

/*
 * The array methods Prototype 1.6 replaces with its own on `Array.prototype`, which differ from
 * the browser's where our libraries notice: its `reduce` returns the array (or its one element)
 * and calls nothing, so every cast of yup returned its transform function or `undefined`; its
 * `entries` returns a copy of the array, not an iterator of pairs; `map`, `filter`, `find`,
 * `every` and `some` pass the callback no array. Called with the array as `this`
 * (`pristine.ts`). Own versions rather than a clean realm's, because a clean realm's `map` and
 * `filter` make that realm's arrays.
 */
type Callback = (value: unknown, index: number, array: unknown[]) => unknown;
const call = (f: Callback, that: unknown, array: unknown[], index: number) =>
  Reflect.apply(f, that, [array[index], index, array]);

export function reduce(
  this: unknown[],
  f: (sum: unknown, ...rest: Parameters<Callback>) => unknown,
  ...start: unknown[]
) {
  const length = this.length;
  let index = 0;
  let sum = start[0];
  if (!start.length) {
    while (index < length && !(index in this)) index++;
    if (index >= length) throw new TypeError('Reduce of empty array with no initial value');
    sum = this[index++];
  }
  for (; index < length; index++) if (index in this) sum = f(sum, this[index], index, this);
  return sum;
}

export function map(this: unknown[], f: Callback, that?: unknown) {
  const out: unknown[] = [];
  out.length = this.length;
  for (let i = 0; i < out.length; i++) if (i in this) out[i] = call(f, that, this, i);
  return out;
}

export function filter(this: unknown[], f: Callback, that?: unknown) {
  const out: unknown[] = [];
  for (let i = 0, length = this.length; i < length; i++) {
    const value = this[i];
    if (i in this && call(f, that, this, i)) out[out.length] = value;
  }
  return out;
}

export function find(this: unknown[], f: Callback, that?: unknown) {
  for (let i = 0, length = this.length; i < length; i++) {
    const value = this[i];
    if (call(f, that, this, i)) return value;
  }
}

export function some(this: unknown[], f: Callback, that?: unknown) {
  for (let i = 0, length = this.length; i < length; i++) if (i in this && call(f, that, this, i)) return true;
  return false;
}

export function every(this: unknown[], f: Callback, that?: unknown) {
  for (let i = 0, length = this.length; i < length; i++) if (i in this && !call(f, that, this, i)) return false;
  return true;
}

export function* entries(this: unknown[]): Generator<[number, unknown]> {
  for (let i = 0; i < this.length; i++) yield [i, this[i]];
}
