import { describe, expect, it } from 'vitest';
import { pristineInject, rewriteMethodCalls } from './pristineGlobals.ts';

describe('the pristine-globals build step', () => {
  it("rewrites every `f.bind(…)` into a call of the browser's bind, keeping receiver and arguments", () => {
    expect(rewriteMethodCalls('dispatch.bind(null, fiber, queue);')).toBe(
      '__shopPristine_bind(dispatch, null, fiber, queue);',
    );
    expect(rewriteMethodCalls('f(a.b.bind(this)); g.bind();')).toBe(
      'f(__shopPristine_bind(a.b, this)); __shopPristine_bind(g);',
    );
    expect(rewriteMethodCalls('x.bind(o.bind(p), 1)')).toBe('__shopPristine_bind(x, __shopPristine_bind(o, p), 1)');
    expect(rewriteMethodCalls('f.bind(a).bind(b)')).toBe('__shopPristine_bind(__shopPristine_bind(f, a), b)');
    expect(rewriteMethodCalls('g(((k) => f[k]).bind(null, key))')).toBe(
      'g(__shopPristine_bind(((k) => f[k]), null, key))',
    );
    expect(rewriteMethodCalls('a . bind (b)')).toBe('__shopPristine_bind(a , b)');
  });

  it('rewrites the array methods a library replaces, and no other method', () => {
    expect(rewriteMethodCalls('e.transforms.reduce((v, f) => f(v), raw)')).toBe(
      '__shopPristine_reduce(e.transforms, (v, f) => f(v), raw)',
    );
    expect(rewriteMethodCalls('for (const [i, v] of list.entries()) a.map(f).filter(Boolean)')).toBe(
      'for (const [i, v] of __shopPristine_entries(list)) __shopPristine_filter(__shopPristine_map(a, f), Boolean)',
    );
    expect(rewriteMethodCalls('a.forEach(f); a.join(","); a.mapping(f)')).toBeNull();
    expect(rewriteMethodCalls('super.map(f)')).toBeNull();
  });

  it('leaves other code alone', () => {
    expect(rewriteMethodCalls('const s = "a.bind("; x.bind')).toBeNull();
    expect(rewriteMethodCalls('x[bind](y); x?.bind(y)')).toBeNull();
    expect(rewriteMethodCalls('const a = 1;')).toBeNull();
  });

  it('maps each replaced global, plain and through globalThis and window, to the pristine module', () => {
    const inject = pristineInject();
    for (const name of ['Request', 'globalThis.Request', 'window.Request', 'Headers', 'Event', 'fetch'])
      expect(inject[name]?.[0]).toMatch(/packages\/element\/src\/host\/pristine\.ts$/);
    expect(inject.CustomEvent?.[1]).toBe('CustomEvent');
    expect(inject.__shopPristine_bind?.[1]).toBe('bind');
    expect(inject.__shopPristine_reduce?.[1]).toBe('arrayReduce');
    expect(inject['Array.from']?.[1]).toBe('ArrayFrom');
  });
});
