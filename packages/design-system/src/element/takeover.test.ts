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

  it('moves what the shopper typed and ticked in the prerendered form, and the focus, to the live form', async () => {
    document.body.innerHTML = '<shop-form-test></shop-form-test>';
    const host = document.querySelector('shop-form-test') as HTMLElement;
    const root = host.attachShadow({ mode: 'open' });
    root.innerHTML =
      '<form data-prerendered><input name="email" value=""><input type="checkbox" name="legal"><input name="untouched" value="x"></form>';
    keepPrerenderedContent('shop-form-test')();
    const old = root.querySelector('form') as HTMLFormElement;
    (old.elements.namedItem('email') as HTMLInputElement).value = 'anna@';
    (old.elements.namedItem('legal') as HTMLInputElement).checked = true;
    (old.elements.namedItem('email') as HTMLInputElement).focus();

    const live = document.createElement('form');
    live.innerHTML =
      '<input name="email" value=""><input type="checkbox" name="legal"><input name="untouched" value="x">';
    root.append(live);
    const seen: string[] = [];
    live.addEventListener('input', (event) => seen.push(`input ${(event.target as HTMLInputElement).name}`));
    live.addEventListener('click', (event) => seen.push(`click ${(event.target as HTMLInputElement).name}`));
    releasePrerendered(root);
    await Promise.resolve();

    const field = (name: string) => live.elements.namedItem(name) as HTMLInputElement;
    expect(root.querySelector('[data-prerendered]')).toBeNull();
    expect(field('email').value).toBe('anna@');
    expect(field('legal').checked).toBe(true);
    expect(field('untouched').value).toBe('x');
    expect(seen).toEqual(['input email', 'click legal', 'input legal']);
    expect(root.activeElement).toBe(field('email'));
  });

  it('leaves the live form alone when nothing was typed in the prerendered one', async () => {
    document.body.innerHTML = '<shop-form-test></shop-form-test>';
    const host = document.querySelector('shop-form-test') as HTMLElement;
    const root = host.attachShadow({ mode: 'open' });
    root.innerHTML = '<form data-prerendered><input name="email" value=""></form>';
    keepPrerenderedContent('shop-form-test')();
    const live = document.createElement('form');
    live.innerHTML = '<input name="email" value="known@example.com">';
    root.append(live);
    const seen: Event[] = [];
    live.addEventListener('input', (event) => seen.push(event));
    releasePrerendered(root);
    await Promise.resolve();
    expect((live.elements.namedItem('email') as HTMLInputElement).value).toBe('known@example.com');
    expect(seen).toHaveLength(0);
  });
});
