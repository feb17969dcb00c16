import { waitFor } from '@testing-library/react';
import { useEffect } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { useShopElement } from './context.ts';
import { defineElement } from './defineElement.tsx';

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

const ticks = vi.fn();
function Ticker() {
  useEffect(() => {
    const id = setInterval(ticks, 5);
    return () => clearInterval(id);
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
  it('treats a bare boolean attribute as true, "false" as false, and removal as the default', async () => {
    const tag = uniqueTag();
    defineElement({ tag, version: '1.0.0', component: Probe, props: probeProps, headless: true });
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
    defineElement({ tag, version: '1.0.0', component: Probe, props: probeProps, headless: true });
    const { element, button } = await mount(tag, 'count="7" label="hello"');
    expect(button()?.textContent).toBe('hello|7|DE|de-DE');
    element.setAttribute('count', 'not a number');
    element.removeAttribute('label');
    await waitFor(() => expect(button()?.textContent).toBe('none|3|DE|de-DE'));
  });

  it('derives the locale from the country and falls back to DE with a warning', async () => {
    const tag = uniqueTag();
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    defineElement({ tag, version: '1.0.0', component: Probe, props: probeProps, headless: true });
    const { element, button } = await mount(tag, 'country="PL"');
    expect(button()?.textContent).toContain('PL|pl-PL');
    element.setAttribute('country', 'XX');
    await waitFor(() => expect(button()?.textContent).toContain('DE|de-DE'));
    expect(warn).toHaveBeenCalledWith(expect.stringContaining('Unknown country "XX"'));
  });

  it('sends events that bubble out of the shadow root to the document', async () => {
    const tag = uniqueTag();
    defineElement({ tag, version: '1.0.0', component: Probe, props: probeProps, headless: true });
    const { button } = await mount(tag, 'count="5"');
    const received = vi.fn();
    document.addEventListener('shop-probe', (event) => received((event as CustomEvent).detail));
    button()?.click();
    expect(received).toHaveBeenCalledWith({ count: 5 });
  });

  it('warns instead of throwing when a second bundle defines the same tag', () => {
    const tag = uniqueTag();
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    defineElement({ tag, version: '1.0.0', component: Probe, headless: true });
    expect(() => defineElement({ tag, version: '2.0.0', component: Probe, headless: true })).not.toThrow();
    expect(warn).toHaveBeenCalledWith(expect.stringMatching(/1\.0\.0.*2\.0\.0/));
  });

  it('stops the timers its component started when it is removed', async () => {
    const tag = uniqueTag();
    defineElement({ tag, version: '1.0.0', component: Ticker, headless: true });
    const { element } = await mount(tag, '', { rendersContent: false });
    await waitFor(() => expect(ticks).toHaveBeenCalled());
    element.remove();
    const countAtRemoval = ticks.mock.calls.length;
    await waitFor(() => expect(ticks.mock.calls.length).toBe(countAtRemoval));
  });

  it('renders its content inside a shadow root with the design tokens adopted there', async () => {
    const tag = uniqueTag();
    defineElement({ tag, version: '1.0.0', component: Probe, headless: true });
    const { element } = await mount(tag);
    expect(document.body.querySelector('button')).toBeNull();
    const root = element.shadowRoot as ShadowRoot;
    const adopted = (root.adoptedStyleSheets ?? []).flatMap((sheet) => [...sheet.cssRules].map((rule) => rule.cssText));
    const inline = [...root.querySelectorAll('style')].map((style) => style.textContent);
    expect([...adopted, ...inline].join('\n')).toContain('--shop-color-primary');
    expect(document.head.innerHTML).not.toContain('--shop-color-primary');
  });
});
