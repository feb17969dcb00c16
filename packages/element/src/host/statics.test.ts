import { afterEach, describe, expect, it } from 'vitest';
import { nativeOr } from './realm.ts';
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

// What the host pages do to the built-ins these stand in for, reproduced from their sources
// (e2e/data/host-libs/mootools-1.6.0, demo-host/public/legacy/prototype-1.6.js).
const own = {
  from: Array.from,
  keys: Object.keys,
  reduce: Array.prototype.reduce,
  map: Array.prototype.map,
  entries: Array.prototype.entries,
};
afterEach(() => {
  Array.from = own.from;
  Object.keys = own.keys;
  Array.prototype.reduce = own.reduce;
  Array.prototype.map = own.map;
  Array.prototype.entries = own.entries;
});

/** Prototype 1.6's array methods: `reduce` unwraps, `map` passes no array, `entries` returns an array. */
function patchLikePrototype() {
  // biome-ignore lint/suspicious/noExplicitAny: reproductions of the patches
  const proto = Array.prototype as any;
  proto.reduce = function (this: unknown[]) {
    return this.length > 1 ? this : this[0];
  };
  proto.map = function (this: unknown[], f: (v: unknown, i: number) => unknown) {
    const out: unknown[] = [];
    for (let i = 0; i < this.length; i++) out.push(f(this[i], i));
    return out;
  };
  proto.entries = function (this: unknown[]) {
    return this.slice();
  };
  Object.keys = ((object: object) => {
    const keys: string[] = [];
    for (const key in object) keys.push(key);
    return keys;
  }) as typeof Object.keys;
}

describe('realm-neutral Array.from and Object statics', () => {
  it('makes arrays of iterables, array-likes and strings, with the map and its index, as the browser does', () => {
    const set = new Set(['a', 'b']);
    for (const make of [own.from, arrayFrom as typeof Array.from]) {
      expect(make(set)).toEqual(['a', 'b']);
      expect(make(new Map([[1, 2]]))).toEqual([[1, 2]]);
      expect(make({ length: 2, 0: 'x', 1: 'y' })).toEqual(['x', 'y']);
      expect(make({ length: -1 })).toEqual([]);
      expect(make('ab', (c: string, i: number) => `${c}${i}`)).toEqual(['a0', 'b1']);
      expect(
        make(
          [1, 2],
          function (this: { k: number }, v: number) {
            return v * this.k;
          },
          { k: 3 },
        ),
      ).toEqual([3, 6]);
      expect(() => make(null as unknown as [])).toThrow(TypeError);
      expect(() => make([1], 'no' as unknown as () => void)).toThrow(TypeError);
    }
    expect(Array.isArray(arrayFrom(set))).toBe(true);
    expect(arrayFrom(set)).toBeInstanceOf(Array);
  });

  it('gives own enumerable string keys in the browser order, never inherited ones', () => {
    const symbol = Symbol('s');
    const proto = { inherited: 1 };
    const object = Object.assign(Object.create(proto), { b: 1, 2: 'two', a: 2, 1: 'one', [symbol]: 3 });
    Object.defineProperty(object, 'hidden', { value: 1, enumerable: false });
    expect(objectKeys(object)).toEqual(own.keys(object));
    expect(objectKeys(object)).toEqual(['1', '2', 'b', 'a']);
    expect(objectValues(object)).toEqual(['one', 'two', 1, 2]);
    expect(objectEntries(object)).toEqual([
      ['1', 'one'],
      ['2', 'two'],
      ['b', 1],
      ['a', 2],
    ]);
    expect(objectKeys('ab')).toEqual(['0', '1']);
    expect(objectKeys([7, 8])).toEqual(['0', '1']);
    expect(() => objectKeys(undefined)).toThrow(TypeError);
    expect(Object.getPrototypeOf(objectEntries({ a: 1 })[0])).toBe(Array.prototype);
  });

  it('builds plain objects of this realm from entries, keeping __proto__ a key', () => {
    const made = objectFromEntries(
      new Map<PropertyKey, unknown>([
        ['a', 1],
        ['__proto__', { polluted: true }],
      ]),
    );
    expect(Object.getPrototypeOf(made)).toBe(Object.prototype);
    expect(Object.getOwnPropertyNames(made)).toEqual(['a', '__proto__']);
    expect((made as { polluted?: boolean }).polluted).toBeUndefined();
    expect(() => objectFromEntries([1] as unknown as [])).toThrow(TypeError);
  });

  it('assigns own enumerable properties, symbols too, through setters', () => {
    const symbol = Symbol('s');
    const seen: unknown[] = [];
    const target = {
      set x(value: unknown) {
        seen.push(value);
      },
    };
    const source = Object.create({ inherited: 1 }, { x: { value: 5, enumerable: true }, y: { value: 6 } });
    source[symbol] = 7;
    const out = objectAssign(target, null, source, 'ab') as Record<PropertyKey, unknown>;
    expect(out).toBe(target);
    expect(seen).toEqual([5]);
    expect(out.y).toBeUndefined();
    expect(out.inherited).toBeUndefined();
    expect(out[symbol]).toBe(7);
    expect(out[0]).toBe('a');
    expect(() => objectAssign(null)).toThrow(TypeError);
  });

  it("works on a page with Prototype 1.6's array methods and Object.keys", () => {
    patchLikePrototype();
    const object = Object.create({ inherited: 1 });
    object.a = 1;
    expect(objectKeys(object)).toEqual(['a']);
    expect(objectEntries(object)).toEqual([['a', 1]]);
    expect(arrayFrom(new Set([1]), (v: number) => v + 1)).toEqual([2]);
    expect(objectFromEntries([['k', 'v']])).toEqual({ k: 'v' });
  });

  it("stands in only where the page's own is not the browser's (MooTools' Array.convert, Prototype's $A)", () => {
    expect(nativeOr('Array.from', arrayFrom)).toBe(own.from);
    // $A: a Set (no length, no toArray) becomes [].
    Array.from = ((iterable: { length?: number }) => {
      const out: unknown[] = [];
      for (let i = 0; i < (iterable.length ?? 0); i++) out.push((iterable as unknown as unknown[])[i]);
      return out;
    }) as typeof Array.from;
    expect(Array.from(new Set([1]))).toEqual([]);
    const from = nativeOr('Array.from', arrayFrom);
    expect(from).toBe(arrayFrom);
    expect(from(new Set([1]))).toEqual([1]);
  });
});

describe('stand-ins for the array methods Prototype 1.6 replaces', () => {
  // A sparse array: the browser's methods skip its hole (but `find` visits it).
  const sparse = (): (number | undefined)[] => {
    const array = [1, 2, 3];
    delete array[1];
    return array;
  };
  const seen = (array: unknown[]) => (value: unknown, index: number, whole: unknown[]) =>
    `${value}@${index}${whole === array ? '' : ' (another array)'}`;

  it('give what the browser gives, on the same array, the callback seeing value, index and array', () => {
    for (const make of [() => [1, 2, 3], sparse]) {
      const a = make();
      expect(reduce.call(a, (s: unknown, v: unknown, i: number) => `${s}+${v}@${i}`, 'x')).toBe(
        own.reduce.call(a, (s: unknown, v: unknown, i: number) => `${s}+${v}@${i}`, 'x'),
      );
      expect(reduce.call(a, (s: unknown, v: unknown) => Number(s) + Number(v))).toBe(
        Reflect.apply(own.reduce, a, [(s: unknown, v: unknown) => Number(s) + Number(v)]),
      );
      expect(map.call(a, seen(a))).toEqual(own.map.call(a, seen(a)));
      expect(1 in map.call(a, seen(a))).toBe(1 in own.map.call(a, seen(a)));
      expect(filter.call(a, (_v, i, w) => w === a && i !== 2)).toEqual(a.filter((_v, i, w) => w === a && i !== 2));
      const visited: number[] = [];
      expect(
        find.call(a, (v, i) => {
          visited.push(i);
          return v === 3;
        }),
      ).toBe(3);
      expect(visited).toEqual([0, 1, 2]);
      expect(some.call(a, (v) => v === undefined)).toBe(a.some((v) => v === undefined));
      expect(every.call(a, (v, _i, w) => w === a && v !== undefined)).toBe(
        a.every((v, _i, w) => w === a && v !== undefined),
      );
      expect([...entries.call(a)]).toEqual([...own.entries.call(a)]);
    }
    expect(() => reduce.call([], (s: unknown) => s)).toThrow(TypeError);
    expect(
      map.call(
        [1],
        function (this: { k: number }, v) {
          return Number(v) * this.k;
        },
        { k: 2 },
      ),
    ).toEqual([2]);
  });

  it("work where Prototype 1.6's reduce, map and entries are on the page, which yup's casts cannot", () => {
    patchLikePrototype();
    const transforms = [(value: unknown) => String(value).trim()];
    // What yup does with each value it casts: Prototype's reduce returns the transform itself.
    expect(typeof [...transforms].reduce((value: unknown, f) => f(value), ' a ')).toBe('function');
    expect(reduce.call(transforms, (value: unknown, f: unknown) => (f as (v: unknown) => unknown)(value), ' a ')).toBe(
      'a',
    );
    expect([...entries.call(['a'])]).toEqual([[0, 'a']]);
    expect(map.call(['a'], (_v, _i, w) => w.length)).toEqual([1]);
  });
});
