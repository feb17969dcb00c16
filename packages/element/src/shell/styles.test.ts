import { describe, expect, it, vi } from 'vitest';

describe('adoptStyles', () => {
  it('parses a CSS text once per page, also for elements of another bundle (its own copy of the module)', async () => {
    const first = await import('./styles.ts');
    vi.resetModules();
    const second = await import('./styles.ts');
    expect(second).not.toBe(first);
    const css = ':host{color:red}';
    const replaceSync = vi.spyOn(CSSStyleSheet.prototype, 'replaceSync');
    first.prepareStyles(css);
    const a = document.createElement('div').attachShadow({ mode: 'open' });
    const b = document.createElement('div').attachShadow({ mode: 'open' });
    first.adoptStyles(a, css);
    second.adoptStyles(b, css);
    second.adoptStyles(b, css);
    expect(replaceSync).toHaveBeenCalledTimes(1);
    expect(b.adoptedStyleSheets).toHaveLength(1);
    expect(b.adoptedStyleSheets[0]).toBe(a.adoptedStyleSheets[0]);
    replaceSync.mockRestore();
  });

  it('styleSheetsOf gives the sheets of the texts in their order, each once, the same ones adoptStyles adopts', async () => {
    const { adoptStyles, styleSheetsOf } = await import('./styles.ts');
    const [one, two] = [':host{color:blue}', ':host{margin:0}'];
    const sheets = styleSheetsOf(one, '', two, one);
    expect(sheets.map((sheet) => sheet.cssRules[0]?.cssText)).toEqual([
      ':host { color: blue; }',
      ':host { margin: 0px; }',
    ]);
    const root = document.createElement('div').attachShadow({ mode: 'open' });
    adoptStyles(root, two, one);
    expect(root.adoptedStyleSheets).toEqual([sheets[1], sheets[0]]);
  });
});
