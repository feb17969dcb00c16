import { afterEach, describe, expect, it, vi } from 'vitest';

async function freshModule() {
  vi.resetModules();
  return import('./rem.ts');
}

describe('--shop-rem registration', () => {
  afterEach(() => {
    vi.unstubAllGlobals();
  });

  it('registers the unit once per page as an inherited <length>, as the prerender rule says', async () => {
    const register = vi.fn();
    vi.stubGlobal('CSS', { registerProperty: register });
    const { registerRemProperty, remPropertyRule } = await freshModule();
    registerRemProperty();
    registerRemProperty();
    expect(register).toHaveBeenCalledTimes(1);
    expect(register).toHaveBeenCalledWith({
      name: '--shop-rem',
      syntax: '<length>',
      inherits: true,
      initialValue: '16px',
    });
    expect(remPropertyRule).toBe('@property --shop-rem{syntax:"<length>";inherits:true;initial-value:16px}');
  });

  it('accepts a registration another bundle of ours made first', async () => {
    const register = vi.fn(() => {
      throw new DOMException('already registered', 'InvalidModificationError');
    });
    vi.stubGlobal('CSS', { registerProperty: register });
    const { registerRemProperty } = await freshModule();
    expect(() => registerRemProperty()).not.toThrow();
    expect(register).toHaveBeenCalledTimes(1);
  });
});
