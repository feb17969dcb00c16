import { describe, expect, it } from 'vitest';
import { notePrerendered, releasePrerendered, showsPrerendered } from './takeover.ts';

function prerenderedFooter(): ShadowRoot {
  document.body.innerHTML = '<shop-footer-test></shop-footer-test>';
  const host = document.querySelector('shop-footer-test') as HTMLElement;
  const root = host.attachShadow({ mode: 'open' });
  root.innerHTML = '<style>.x{}</style><div class="shop-root"><footer data-prerendered>Prerendered</footer></div>';
  return root;
}

describe('take-over of a prerendered element', () => {
  it('notes the shadow root content the element finds when it is constructed', () => {
    const root = prerenderedFooter();
    notePrerendered(root);
    expect(showsPrerendered(root)).toBe(true);
    root.append(document.createElement('div')); // the live markup, later
    releasePrerendered(root);
    expect(root.querySelector('footer')).toBeNull();
    expect(root.childNodes).toHaveLength(1);
    expect(showsPrerendered(root)).toBe(false);
  });

  it('removes only the prerendered nodes once the live markup is in', () => {
    const root = prerenderedFooter();
    notePrerendered(root);
    const live = document.createElement('div');
    live.className = 'live';
    root.append(live);
    releasePrerendered(root);
    expect([...root.childNodes]).toEqual([live]);
    releasePrerendered(root); // a second call changes nothing
    expect([...root.childNodes]).toEqual([live]);
  });

  it('does nothing for footers without prerendered content', () => {
    document.body.innerHTML = '<shop-footer-test></shop-footer-test>';
    const root = (document.querySelector('shop-footer-test') as HTMLElement).attachShadow({ mode: 'open' });
    notePrerendered(root);
    notePrerendered(null);
    expect(showsPrerendered(root)).toBe(false);
    expect(() => releasePrerendered(null)).not.toThrow();
  });
});
