import { describe, expect, it } from 'vitest';
import { keepPrerenderedContent, releasePrerendered } from './takeover.ts';

function prerenderedFooter(): ShadowRoot {
  document.body.innerHTML = '<shop-footer-test></shop-footer-test>';
  const host = document.querySelector('shop-footer-test') as HTMLElement;
  const root = host.attachShadow({ mode: 'open' });
  root.innerHTML = '<style>.x{}</style><div class="shop-root"><footer data-prerendered>Prerendered</footer></div>';
  return root;
}

describe('take-over of a prerendered element', () => {
  it('puts back the prerendered nodes that attachShadow() removed', () => {
    const root = prerenderedFooter();
    const restore = keepPrerenderedContent('shop-footer-test');
    root.replaceChildren(); // what attachShadow() does to a declarative shadow root
    restore();
    expect(root.querySelector('footer')?.textContent).toBe('Prerendered');
    expect(root.childNodes).toHaveLength(2);
  });

  it('removes only the prerendered nodes once the live markup is in', () => {
    const root = prerenderedFooter();
    keepPrerenderedContent('shop-footer-test')();
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
    expect(() => keepPrerenderedContent('shop-footer-test')()).not.toThrow();
    expect(() => releasePrerendered(null)).not.toThrow();
  });
});
