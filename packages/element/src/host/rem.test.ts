import { afterEach, describe, expect, it, vi } from 'vitest';

async function freshModule() {
  vi.resetModules();
  return import('./rem.ts');
}

describe('--shop-rem-px registration', () => {
  afterEach(() => {
    vi.unstubAllGlobals();
  });

  it('registers the unit once per page as an inherited <number>, as the prerender rule says', async () => {
    const register = vi.fn();
    vi.stubGlobal('CSS', { registerProperty: register });
    const { registerRemProperty, remPropertyRule } = await freshModule();
    registerRemProperty();
    registerRemProperty();
    expect(register).toHaveBeenCalledTimes(1);
    expect(register).toHaveBeenCalledWith({
      name: '--shop-rem-px',
      syntax: '<number>',
      inherits: true,
      initialValue: '16',
    });
    // `<` as a CSS escape: no `<` for an XML parser to read as markup (an XHTML template).
    expect(remPropertyRule).toBe('@property --shop-rem-px{syntax:"\\3c number>";inherits:true;initial-value:16}');
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

describe('--shop-rem-px registration on a page with prerendered elements', () => {
  afterEach(() => {
    vi.unstubAllGlobals();
    document.body.innerHTML = '';
  });

  /** A prerendered element's rule, as `prerenderShadowRoot` writes it in front of its shadow root. */
  function prerenderedRule(rule: string): HTMLStyleElement {
    const style = document.createElement('style');
    style.textContent = rule;
    const host = document.createElement('shop-footer');
    host.append(style);
    document.body.append(host);
    return style;
  }

  it('leaves the registration to the rule while it is in the page (a registration restyles the whole page)', async () => {
    const register = vi.fn();
    vi.stubGlobal('CSS', { registerProperty: register });
    const { registerRemProperty, remPropertyRule } = await freshModule();
    prerenderedRule(remPropertyRule);
    registerRemProperty();
    registerRemProperty();
    expect(register).not.toHaveBeenCalled();
  });

  it('registers it when the element with the rule has left the page', async () => {
    const register = vi.fn();
    vi.stubGlobal('CSS', { registerProperty: register });
    const { registerRemProperty, remPropertyRule } = await freshModule();
    const rule = prerenderedRule(remPropertyRule);
    registerRemProperty();
    rule.parentElement?.remove();
    registerRemProperty();
    registerRemProperty();
    expect(register).toHaveBeenCalledTimes(1);
  });

  it('does not count a rule of another text or one the browser does not use', async () => {
    const register = vi.fn();
    vi.stubGlobal('CSS', { registerProperty: register });
    const { registerRemProperty, remPropertyRule } = await freshModule();
    prerenderedRule(remPropertyRule.replace('initial-value:16', 'initial-value:10'));
    const blocked = prerenderedRule(remPropertyRule);
    Object.defineProperty(blocked, 'sheet', { value: null });
    registerRemProperty();
    expect(register).toHaveBeenCalledTimes(1);
  });
});
