import { defineStaticElement } from '@shop/element';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { design } from '../../design.ts';
import { notificationElementProps } from '../../element.api.ts';
import { notificationElement } from './NotificationElement.ts';

// The element as the design system's bundle defines it, under a tag of this test's own.
const tag = 'shop-notification-test';
const defined = defineStaticElement(
  { ...notificationElement, tag, version: '1.0.0', props: notificationElementProps },
  design,
);

afterEach(() => {
  vi.restoreAllMocks();
  document.body.replaceChildren();
});

async function show(attributes: Record<string, string>, message = 'Gespeichert') {
  await defined;
  const element = document.createElement(tag);
  for (const [name, value] of Object.entries(attributes)) element.setAttribute(name, value);
  element.append(message);
  document.body.append(element);
  // Its locale's labels load first (a lazy chunk), then it renders.
  await vi.waitFor(() => expect(element.shadowRoot?.querySelector('.shop-root')).toBeTruthy());
  return element;
}
const box = (element: HTMLElement) => element.shadowRoot?.querySelector<HTMLElement>('.notification');

describe('<shop-notification> without React', () => {
  it('names its variant and its close button in the element’s language (de-CH: no ß)', async () => {
    const element = await show({ variant: 'information', country: 'CH' });
    expect(box(element)?.getAttribute('role')).toBe('status');
    expect(box(element)?.querySelector('.shop-visually-hidden')?.textContent).toBe('Information: ');
    expect(element.shadowRoot?.querySelector('button')?.getAttribute('aria-label')).toBe('Schliessen');
    const french = await show({ variant: 'error', country: 'CH_FR' });
    expect(box(french)?.getAttribute('role')).toBe('alert');
    expect(french.shadowRoot?.querySelector('.shop-root')?.getAttribute('lang')).toBe('fr-CH');
    expect(french.shadowRoot?.querySelector('button')?.getAttribute('aria-label')).toBe('Fermer');
  });

  it('emits shop-close from its close button and does not hide itself', async () => {
    const element = await show({ variant: 'warning', country: 'DE' });
    const closed = vi.fn();
    document.addEventListener('shop-close', closed);
    element.shadowRoot
      ?.querySelector<HTMLButtonElement>('.notification__close svg')
      ?.dispatchEvent(new MouseEvent('click', { bubbles: true, composed: true }));
    box(element)?.click();
    document.removeEventListener('shop-close', closed);
    expect(closed).toHaveBeenCalledTimes(1);
    expect(closed.mock.calls[0]?.[0].target).toBe(element);
    expect(box(element)).toBeTruthy();
  });

  it('shows nothing while open="false", and its box again when it opens; no close button on request', async () => {
    const element = await show({ variant: 'success', open: 'false', 'show-close-icon': 'false' });
    expect(box(element)).toBeNull();
    element.setAttribute('open', '');
    await vi.waitFor(() => expect(box(element)).toBeTruthy());
    expect(element.shadowRoot?.querySelector('button')).toBeNull();
  });

  it('shows an unknown variant as success and says so on the console', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    const element = await show({ variant: 'bogus', country: 'AT' });
    expect(box(element)?.classList.contains('notification--success')).toBe(true);
    expect(warn).toHaveBeenCalledWith(expect.stringContaining('Unknown notification variant "bogus"'));
  });
});
