import { describe, expect, it } from 'vitest';
import { HostGlobalError, isNative, pristine } from './realm.ts';

describe('pristine built-ins', () => {
  it('tells a browser-made function from a replacement', () => {
    expect(isNative(Function.prototype.call)).toBe(true);
    expect(isNative(function bind() {})).toBe(false);
    expect(isNative(undefined)).toBe(false);
  });

  it("takes the page's own while it is native, and then makes no clean realm", () => {
    let realms = 0;
    const from = pristine<typeof Object.assign>('Object.assign', () => {
      realms++;
      return null;
    });
    expect(from).toBe(Object.assign);
    expect(realms).toBe(0);
  });

  it("takes the clean realm's where the page replaced it (MooTools' Array.from)", () => {
    const own = Array.from;
    const mooTools = (item: unknown) => (item == null ? [] : [item]);
    const clean = { Array: { from: own } } as unknown as typeof globalThis;
    Array.from = mooTools as typeof Array.from;
    try {
      expect(pristine('Array.from', () => clean)).toBe(own);
    } finally {
      Array.from = own;
    }
  });

  it("reads names without the page's array methods (Prototype 1.6's reduce)", () => {
    const own = Array.prototype.reduce;
    // biome-ignore lint/suspicious/noExplicitAny: a reproduction of the patch
    (Array.prototype as any).reduce = function (this: unknown[]) {
      return this.length > 1 ? this : this[0];
    };
    try {
      expect(pristine('Function.prototype.call', () => null)).toBe(Function.prototype.call);
    } finally {
      Array.prototype.reduce = own;
    }
  });

  it('fails once, naming the global, where no clean copy can be had', () => {
    const own = Array.from;
    Array.from = ((item: unknown) => [item]) as typeof Array.from;
    try {
      expect(() => pristine('Array.from', () => null)).toThrow(HostGlobalError);
      expect(() => pristine('Array.from', () => null)).toThrow(/^\[shop-host\] the page replaced Array\.from/);
    } finally {
      Array.from = own;
    }
  });
});
