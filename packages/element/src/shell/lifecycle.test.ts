import { afterEach, describe, expect, it, vi } from 'vitest';
import { connected, releasePrerendered, showsPrerendered, upgraded } from '../early/takeover.ts';
import { disconnected, queued, rendered, stageOf, tagReached } from './lifecycle.ts';

afterEach(() => {
  document.body.replaceChildren();
});

/** A footer whose shadow root holds prerendered markup, as the parser attaches it. */
function prerenderedFooter(tag = 'shop-footer-test'): HTMLElement {
  document.body.innerHTML = `<${tag}></${tag}>`;
  const host = document.querySelector(tag) as HTMLElement;
  const root = host.attachShadow({ mode: 'open' });
  root.innerHTML = '<style>.x{}</style><div class="shop-root"><footer data-prerendered>Prerendered</footer></div>';
  return host;
}

/** The live markup React inserts beside the prerendered one. */
function liveRoot(host: HTMLElement): HTMLElement {
  const live = document.createElement('div');
  live.className = 'shop-root';
  host.shadowRoot?.append(live);
  return live;
}

describe('the take-over of a prerendered element', () => {
  it('notes the shadow root content the element has when it is upgraded, and removes it once the live markup is in', () => {
    const host = prerenderedFooter();
    upgraded(host);
    expect(showsPrerendered(host)).toBe(true);
    const live = liveRoot(host);
    releasePrerendered(host);
    expect(host.shadowRoot?.querySelector('footer')).toBeNull();
    expect([...(host.shadowRoot?.childNodes ?? [])]).toEqual([live]);
    expect(showsPrerendered(host)).toBe(false);
    releasePrerendered(host); // a second call changes nothing
    expect([...(host.shadowRoot?.childNodes ?? [])]).toEqual([live]);
  });

  it('does nothing for elements without prerendered content', () => {
    document.body.innerHTML = '<shop-footer-test></shop-footer-test>';
    const host = document.querySelector('shop-footer-test') as HTMLElement;
    host.attachShadow({ mode: 'open' });
    upgraded(host);
    expect(showsPrerendered(host)).toBe(false);
    expect(() => releasePrerendered(host)).not.toThrow();
  });
});

describe('the lifecycle', () => {
  it("walks a tag from the server's HTML to registered, and throws on a move it has no arrow for", () => {
    const host = prerenderedFooter('shop-walk-test');
    expect(stageOf(host)).toBe('server-html');
    tagReached('shop-walk-test', 'code-fetched');
    expect(stageOf(host)).toBe('code-fetched');
    expect(() => tagReached('shop-walk-test', 'registered')).toThrow(/no move from code-fetched to registered/);
    tagReached('shop-walk-test', 'texts-ready');
    tagReached('shop-walk-test', 'registered');
    expect(stageOf(host)).toBe('registered');
  });

  it('holds a prerendered element typed into until the shopper pauses, then renders it in slices and goes live on release', async () => {
    vi.useFakeTimers();
    try {
      const host = prerenderedFooter();
      const field = document.createElement('input');
      host.shadowRoot?.querySelector('footer')?.append(field);
      field.focus();
      upgraded(host);
      const render = { now: vi.fn(), inSlices: vi.fn() };
      connected(host, render);
      await Promise.resolve();
      expect(stageOf(host)).toBe('take-over-pending');
      field.dispatchEvent(new KeyboardEvent('keydown', { key: 'a' }));
      await vi.advanceTimersByTimeAsync(200);
      expect(render.inSlices).not.toHaveBeenCalled();
      await vi.advanceTimersByTimeAsync(400);
      expect(render.inSlices).toHaveBeenCalledOnce();
      expect(render.now).not.toHaveBeenCalled();
      liveRoot(host);
      releasePrerendered(host);
      expect(stageOf(host)).toBe('live');
      disconnected(host);
      expect(stageOf(host)).toBe('removed');
    } finally {
      vi.useRealTimers();
    }
  });

  it('renders an element without prerendered markup at once, before any paint, and drops a take-over when removed first', async () => {
    document.body.innerHTML = '<shop-bare-test></shop-bare-test>';
    const bare = document.querySelector('shop-bare-test') as HTMLElement;
    upgraded(bare);
    const render = { now: vi.fn(), inSlices: vi.fn() };
    connected(bare, render);
    expect(render.now).not.toHaveBeenCalled(); // a microtask later, not in the connecting script
    await Promise.resolve();
    expect(render.now).toHaveBeenCalledOnce();
    expect(stageOf(bare)).toBe('live');

    const host = prerenderedFooter();
    upgraded(host);
    const later = { now: vi.fn(), inSlices: vi.fn() };
    connected(host, later);
    await Promise.resolve();
    disconnected(host);
    host.remove();
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(later.inSlices).not.toHaveBeenCalled();
    expect(stageOf(host)).toBe('removed');
  });

  it('moves a static element from render-queued to live, and back to render-queued when it must render again', () => {
    document.body.innerHTML = '<shop-static-test></shop-static-test>';
    const element = document.querySelector('shop-static-test') as HTMLElement;
    queued(element);
    expect(stageOf(element)).toBe('render-queued');
    rendered(element);
    expect(stageOf(element)).toBe('live');
    queued(element);
    disconnected(element);
    expect(() => rendered(element)).not.toThrow(); // re-inserted with its markup current
    expect(stageOf(element)).toBe('live');
  });
});
