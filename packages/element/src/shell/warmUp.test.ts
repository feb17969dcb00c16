import { describe, expect, it, vi } from 'vitest';

describe('warmUpReact', () => {
  it('renders and removes its tree off the page, once per page, whichever bundle asks', async () => {
    document.body.innerHTML = '<p>host page</p>';
    const observer = new MutationObserver(() => {});
    observer.observe(document, { childList: true, subtree: true, attributes: true });
    const { warmUpReact } = await import('./warmUp.ts');
    const first = warmUpReact();
    vi.resetModules();
    const copy = await import('./warmUp.ts');
    expect(copy.warmUpReact).not.toBe(warmUpReact);
    expect(copy.warmUpReact()).toBe(first);
    await expect(first).resolves.toBeUndefined();
    expect(warmUpReact()).toBe(first);
    expect(observer.takeRecords()).toEqual([]);
    expect(document.body.innerHTML).toBe('<p>host page</p>');
    observer.disconnect();
  });

  it('commits its tree (effects run) before it resolves, and unmounts it after', async () => {
    vi.resetModules();
    Reflect.deleteProperty(globalThis, Symbol.for('shop.element.page'));
    const react = await import('react-dom/client');
    const roots: { unmount: ReturnType<typeof vi.fn> }[] = [];
    const createRoot = react.createRoot;
    vi.doMock('react-dom/client', () => ({
      createRoot: (container: Element) => {
        const root = createRoot(container);
        const unmount = vi.fn(() => root.unmount());
        roots.push({ unmount });
        return { render: root.render.bind(root), unmount };
      },
    }));
    const { warmUpReact } = await import('./warmUp.ts');
    await warmUpReact();
    expect(roots).toHaveLength(1);
    expect(roots[0]?.unmount).toHaveBeenCalledTimes(1);
    vi.doUnmock('react-dom/client');
  });
});

describe('reactWarmedUp', () => {
  it('is false until the warm-up has resolved, then true', async () => {
    vi.resetModules();
    Reflect.deleteProperty(globalThis, Symbol.for('shop.element.page'));
    const { reactWarmedUp, warmUpReact } = await import('./warmUp.ts');
    expect(reactWarmedUp()).toBe(false);
    const warming = warmUpReact();
    expect(reactWarmedUp()).toBe(false);
    await warming;
    expect(reactWarmedUp()).toBe(true);
  });
});
