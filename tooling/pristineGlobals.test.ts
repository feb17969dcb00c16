import { describe, expect, it } from 'vitest';
import { pristineInject, rewriteBind } from './pristineGlobals.ts';

describe('the pristine-globals build step', () => {
  it("rewrites every `f.bind(…)` into a call of the browser's bind, keeping receiver and arguments", () => {
    expect(rewriteBind('dispatch.bind(null, fiber, queue);')).toBe('__shopPristineBind(dispatch, null, fiber, queue);');
    expect(rewriteBind('f(a.b.bind(this)); g.bind();')).toBe(
      'f(__shopPristineBind(a.b, this)); __shopPristineBind(g);',
    );
    expect(rewriteBind('x.bind(o.bind(p), 1)')).toBe('__shopPristineBind(x, __shopPristineBind(o, p), 1)');
    expect(rewriteBind('g(((k) => f[k]).bind(null, key))')).toBe('g(__shopPristineBind(((k) => f[k]), null, key))');
    expect(rewriteBind('a . bind (b)')).toBe('__shopPristineBind(a , b)');
  });

  it('leaves other code alone', () => {
    expect(rewriteBind('const s = "a.bind("; x.bind')).toBeNull();
    expect(rewriteBind('x[bind](y); x?.bind(y)')).toBeNull();
    expect(rewriteBind('const a = 1;')).toBeNull();
  });

  it('maps each replaced global, plain and through globalThis and window, to the pristine module', () => {
    const inject = pristineInject();
    for (const name of ['Request', 'globalThis.Request', 'window.Request', 'Headers', 'Event', 'fetch'])
      expect(inject[name]?.[0]).toMatch(/packages\/design-system\/src\/host\/pristine\.ts$/);
    expect(inject.CustomEvent?.[1]).toBe('CustomEvent');
    expect(inject.__shopPristineBind?.[1]).toBe('bind');
  });
});
