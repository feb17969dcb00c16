import { waitFor } from '@testing-library/react';
import { useEffect, useState } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { useTranslation } from '../texts/translation.ts';
import { useShopElement } from './context.ts';
import { defineElement, type ElementDesign, type ElementOptions } from './defineElement.tsx';

/** What the design system gives every element: here a token of its own, and no shared texts. */
const testDesign: ElementDesign = { css: ':host { --shop-color-primary: #123456; }', texts: {} };
const define = (options: ElementOptions) => defineElement(options, testDesign);

let counter = 0;
const uniqueTag = () => `shop-test-${++counter}` as const;

afterEach(() => vi.restoreAllMocks());

function Probe({ reduced, count, label }: { reduced: boolean; count: number; label: string }) {
  const { emit, country, locale } = useShopElement();
  return (
    <button type="button" data-reduced={String(reduced)} onClick={() => emit('shop-probe', { count })}>
      {label}|{count}|{country}|{locale}
    </button>
  );
}

function Greeting() {
  const { t } = useTranslation();
  return <p>{t('hello')}</p>;
}

const ticks = vi.fn();
function Ticker() {
  useEffect(() => {
    const id = setInterval(ticks, 5);
    return () => clearInterval(id);
  }, []);
  return null;
}

function Broken(): null {
  useEffect(() => {
    throw new Error('broken after mount');
  }, []);
  return null;
}

const probeProps = {
  reduced: { type: 'boolean', default: false },
  count: { type: 'number', default: 3 },
  label: { type: 'string', default: 'none' },
} as const;

async function mount(tag: string, attributes = '', { rendersContent = true } = {}) {
  document.body.innerHTML = `<${tag} ${attributes}></${tag}>`;
  const element = document.body.querySelector(tag) as HTMLElement;
  if (rendersContent) await waitFor(() => expect(element.shadowRoot?.firstChild).toBeTruthy());
  return { element, button: () => element.shadowRoot?.querySelector('button') ?? null };
}

describe('defineElement', () => {
  it('tells the page when its component fails to render (shop-render-error), and keeps the page', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    const tag = uniqueTag();
    const errors: unknown[] = [];
    const listener = (event: Event) => errors.push((event as CustomEvent).detail);
    document.addEventListener('shop-render-error', listener);
    define({ tag, version: '1.0.0', component: Broken, props: {} });
    await mount(tag, '', { rendersContent: false });
    await waitFor(() => expect(errors).toEqual([{ tag }]));
    document.removeEventListener('shop-render-error', listener);
  });

  it('treats a bare boolean attribute as true, "false" as false, and removal as the default', async () => {
    const tag = uniqueTag();
    define({ tag, version: '1.0.0', component: Probe, props: probeProps });
    const { element, button } = await mount(tag, 'reduced');
    expect(button()?.dataset.reduced).toBe('true');
    element.setAttribute('reduced', 'false');
    await waitFor(() => expect(button()?.dataset.reduced).toBe('false'));
    element.setAttribute('reduced', '');
    await waitFor(() => expect(button()?.dataset.reduced).toBe('true'));
    element.removeAttribute('reduced');
    await waitFor(() => expect(button()?.dataset.reduced).toBe('false'));
  });

  it('parses numbers and restores string and number defaults on removal', async () => {
    const tag = uniqueTag();
    define({ tag, version: '1.0.0', component: Probe, props: probeProps });
    const { element, button } = await mount(tag, 'count="7" label="hello"');
    expect(button()?.textContent).toBe('hello|7|DE|de-DE');
    element.setAttribute('count', 'not a number');
    element.removeAttribute('label');
    await waitFor(() => expect(button()?.textContent).toBe('none|3|DE|de-DE'));
  });

  it('derives the locale from the country and falls back to DE with a warning', async () => {
    const tag = uniqueTag();
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    define({ tag, version: '1.0.0', component: Probe, props: probeProps });
    const { element, button } = await mount(tag, 'country="PL"');
    await waitFor(() => expect(button()?.textContent).toContain('PL|pl-PL'));
    element.setAttribute('country', 'XX');
    await waitFor(() => expect(button()?.textContent).toContain('DE|de-DE'));
    expect(warn).toHaveBeenCalledWith(expect.stringContaining('Unknown country "XX"'));
  });

  it('sends events that bubble out of the shadow root to the document', async () => {
    const tag = uniqueTag();
    define({ tag, version: '1.0.0', component: Probe, props: probeProps });
    const { button } = await mount(tag, 'count="5"');
    const received = vi.fn();
    document.addEventListener('shop-probe', (event) => received((event as CustomEvent).detail));
    button()?.click();
    expect(received).toHaveBeenCalledWith({ count: 5 });
  });

  it('warns instead of throwing when a second bundle defines the same tag', async () => {
    const tag = uniqueTag();
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    await define({ tag, version: '1.0.0', component: Probe });
    await expect(define({ tag, version: '2.0.0', component: Probe })).resolves.toBeUndefined();
    expect(warn).toHaveBeenCalledWith(expect.stringMatching(/1\.0\.0.*2\.0\.0/));
  });

  it('stops the timers its component started when it is removed', async () => {
    const tag = uniqueTag();
    define({ tag, version: '1.0.0', component: Ticker });
    const { element } = await mount(tag, '', { rendersContent: false });
    await waitFor(() => expect(ticks).toHaveBeenCalled());
    element.remove();
    const countAtRemoval = ticks.mock.calls.length;
    await waitFor(() => expect(ticks.mock.calls.length).toBe(countAtRemoval));
  });

  it("renders its content inside a shadow root with the design's tokens adopted there", async () => {
    const tag = uniqueTag();
    define({ tag, version: '1.0.0', component: Probe });
    const { element } = await mount(tag);
    expect(document.body.querySelector('button')).toBeNull();
    const root = element.shadowRoot as ShadowRoot;
    const adopted = root.adoptedStyleSheets.flatMap((sheet) => [...sheet.cssRules].map((rule) => rule.cssText));
    expect(adopted.join('\n')).toContain('--shop-color-primary');
    expect(document.head.innerHTML).not.toContain('--shop-color-primary');
  });

  it("registers the tag once the texts of the page's locales are there, and paints them in its first frame", async () => {
    const tag = uniqueTag();
    document.body.innerHTML = `<${tag} country="PL"></${tag}>`;
    let arrive: (texts: Record<string, string>) => void = () => {};
    const texts = vi.fn(() => new Promise<Record<string, string>>((resolve) => (arrive = resolve)));
    const registered = define({ tag, version: '1.0.0', component: Greeting, texts });
    expect(texts).toHaveBeenCalledWith('pl-PL');
    await Promise.resolve();
    expect(customElements.get(tag)).toBeUndefined();
    arrive({ hello: 'Dzień dobry' });
    await registered;
    // Rendered synchronously in the microtask after the element connected: no empty frame.
    await Promise.resolve();
    const element = document.body.querySelector(tag) as HTMLElement;
    expect(element.shadowRoot?.querySelector('p')?.textContent).toBe('Dzień dobry');
    expect(element.shadowRoot?.querySelector('[aria-busy]')).toBeNull();
  });

  it('registers its tag only once the page is parsed, and loads the texts of the elements parsed by then', async () => {
    const tag = uniqueTag();
    document.body.innerHTML = '';
    vi.spyOn(document, 'readyState', 'get').mockReturnValue('loading');
    const texts = vi.fn(async () => ({ hello: 'Merhaba' }));
    const registered = define({ tag, version: '1.0.0', component: Greeting, texts });
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(customElements.get(tag)).toBeUndefined();
    expect(texts).not.toHaveBeenCalled();
    // the parser reaches the element, then the end of the page
    document.body.innerHTML = `<${tag} country="TR"></${tag}>`;
    vi.spyOn(document, 'readyState', 'get').mockReturnValue('interactive');
    document.dispatchEvent(new Event('DOMContentLoaded'));
    await registered;
    expect(texts).toHaveBeenCalledWith('tr-TR');
    await Promise.resolve();
    const element = document.body.querySelector(tag) as HTMLElement;
    expect(element.shadowRoot?.querySelector('p')?.textContent).toBe('Merhaba');
  });

  it("loads the page language's texts when no element is on the page yet", async () => {
    const tag = uniqueTag();
    document.body.innerHTML = '';
    document.documentElement.lang = 'fr-CH';
    const texts = vi.fn(async () => ({ hello: 'Bonjour' }));
    await define({ tag, version: '1.0.0', component: Greeting, texts });
    document.documentElement.lang = '';
    expect(texts).toHaveBeenCalledWith('fr-CH');
    document.body.innerHTML = `<${tag} country="CH_FR"></${tag}>`;
    await Promise.resolve();
    const element = document.body.querySelector(tag) as HTMLElement;
    expect(element.shadowRoot?.querySelector('p')?.textContent).toBe('Bonjour');
  });
});

describe('defineElement on a page that shows the prerendered markup', () => {
  it('loads the texts and registers the tag each in a later task, not in the one that evaluated the bundle', async () => {
    const tag = uniqueTag();
    document.body.innerHTML = `<${tag}></${tag}>`;
    const element = document.body.querySelector(tag) as HTMLElement;
    element.attachShadow({ mode: 'open' }).innerHTML =
      '<div class="shop-root" data-shop-prerendered=""><p>Hallo</p></div>';
    let loaded: (texts: Record<string, string>) => void = () => {};
    const texts = vi.fn(() => new Promise<Record<string, string>>((resolve) => (loaded = resolve)));
    const microtasks = async () => {
      for (let i = 0; i < 10; i++) await Promise.resolve();
    };
    const defined = define({ tag, version: '1.0.0', component: Greeting, texts });
    // the bundle's own task, microtasks included
    await microtasks();
    expect(texts).not.toHaveBeenCalled();
    await waitFor(() => expect(texts).toHaveBeenCalled());
    loaded({ hello: 'Hallo' });
    await microtasks();
    expect(customElements.get(tag)).toBeUndefined();
    await defined;
    expect(customElements.get(tag)).toBeDefined();
  });

  it('takes over a prerendered form with what was typed and the focus, in the field the shopper is in', async () => {
    const tag = uniqueTag();
    document.body.innerHTML = `<${tag}></${tag}>`;
    const element = document.body.querySelector(tag) as HTMLElement;
    const root = element.attachShadow({ mode: 'open' });
    root.innerHTML = '<div class="shop-root" data-shop-prerendered=""><input name="email" type="email"></div>';
    const prerendered = root.querySelector('input') as HTMLInputElement;
    prerendered.focus();
    prerendered.value = 'early@example.com';
    await define({ tag, version: '1.0.0', component: EmailForm });
    await waitFor(() => expect(root.querySelector('[data-shop-prerendered]')).toBeNull());
    const live = root.querySelector('input') as HTMLInputElement;
    expect(root.querySelectorAll('input')).toHaveLength(1);
    expect(live).not.toBe(prerendered);
    expect(live.value).toBe('early@example.com');
    expect(root.activeElement).toBe(live);
  });
});

function EmailForm() {
  const [email, setEmail] = useState('');
  return (
    <div className="shop-root">
      <input name="email" type="email" value={email} onChange={(event) => setEmail(event.target.value)} />
    </div>
  );
}
