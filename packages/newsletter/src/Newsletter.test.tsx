import { fireEvent } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import './index.ts';
import { emailInvalidType } from './domain/result.ts';

// Registered once the texts of the page's locale are loaded.
await customElements.whenDefined('shop-newsletter');

/** Waits until `probe` finds what the shopper would see, and gives it. */
function until<T>(probe: () => T | null | undefined | false): Promise<T> {
  return vi.waitFor(
    () => {
      const value = probe();
      expect(value).toBeTruthy();
      return value as T;
    },
    { timeout: 2000 },
  );
}

async function mount(attributes = 'country="DE" origin-addition="footer"') {
  document.body.innerHTML = `<shop-newsletter ${attributes}></shop-newsletter>`;
  const host = document.body.querySelector('shop-newsletter') as HTMLElement;
  const root = () => host.shadowRoot as ShadowRoot;
  const email = await until(() => root().querySelector<HTMLInputElement>('input[name="email"]'));
  return { host, root, email };
}

function type(input: HTMLInputElement, value: string) {
  fireEvent.change(input, { target: { value } });
}

const submit = (root: ShadowRoot) => root.querySelector<HTMLButtonElement>('button[type="submit"]')?.click();

const fetchMock = vi.fn<typeof fetch>();

beforeEach(() => {
  fetchMock.mockReset();
  vi.stubGlobal('fetch', fetchMock);
  window.dataLayer = [];
});
afterEach(() => vi.unstubAllGlobals());

describe('<shop-newsletter>', () => {
  it('shows the extra fields only once the e-mail field has focus, after the task of the focus', async () => {
    const { root, email } = await mount('country="AT"');
    expect(root().querySelector('input[name="firstName"]')).toBeNull();
    email.focus();
    email.dispatchEvent(new FocusEvent('focusin', { bubbles: true }));
    // Not in the task of the focus: the browser paints the pressed field's focus first, and the
    // form grows (the page below laid out again) in a later one.
    for (let i = 0; i < 10; i++) await Promise.resolve();
    expect(root().querySelector('input[name="firstName"]')).toBeNull();
    await until(() => root().querySelector('input[name="firstName"]'));
    expect(root().querySelector('select[name="salutation"]')).not.toBeNull();
    expect(root().querySelector('input[name="consents"]')).not.toBeNull();
  });

  it('sends the sign-up, shows the success with the address, tracks and emits', async () => {
    fetchMock.mockResolvedValue(new Response(JSON.stringify({ status: 'WAITING_FOR_DOI' }), { status: 201 }));
    const { host, root, email } = await mount();
    const events: unknown[] = [];
    host.addEventListener('shop-newsletter-submitted', (event) => events.push((event as CustomEvent).detail));
    type(email, 'kunde@example.com');
    submit(root());
    const success = await until(() => root().querySelector('[data-testid="newsletter-success"]'));
    expect(success.textContent).toContain('kunde@example.com');
    expect(root().querySelector('form')).toBeNull();
    const request = fetchMock.mock.calls[0]?.[0] as Request;
    expect(request.url).toContain('/service/newsletter/api/private/newsletter-subscribers');
    expect(request.credentials).toBe('include');
    expect(await request.clone().json()).toEqual({
      email: 'kunde@example.com',
      consents: [],
      origin: 'NEWSLETTER',
      originAddition: 'footer',
    });
    expect(window.dataLayer).toContainEqual(expect.objectContaining({ event: 'sign_up', origin: 'NEWSLETTER:footer' }));
    expect(events).toEqual([{ origin: 'NEWSLETTER', originAddition: 'footer' }]);
  });

  it('puts a rejected address on the e-mail field and keeps it', async () => {
    fetchMock.mockResolvedValue(
      new Response(JSON.stringify({ type: emailInvalidType }), {
        status: 400,
        headers: { 'content-type': 'application/json' },
      }),
    );
    const { root, email } = await mount();
    type(email, 'robot@shop.invalid');
    submit(root());
    const error = await until(() => root().querySelector('[id$="-error"]'));
    expect(error.textContent).toContain('Bitte geben Sie eine gültige E-Mail-Adresse ein.');
    expect(email.getAttribute('aria-describedby')).toContain(error.id);
    expect(email.getAttribute('aria-invalid')).toBe('true');
    expect(email.value).toBe('robot@shop.invalid');
    expect(window.dataLayer).toEqual([]);
  });

  it('shows the technical-error banner on a network failure', async () => {
    fetchMock.mockRejectedValue(new TypeError('Failed to fetch'));
    const { root, email } = await mount();
    type(email, 'kunde@example.com');
    submit(root());
    const banner = await until(() => root().querySelector('[role="alert"]'));
    expect(banner.textContent).toContain('Aus technischen Gründen');
    expect(email.value).toBe('kunde@example.com');
  });

  it('treats a filled trap as a robot: fake success, tracked, nothing sent', async () => {
    const { root, email } = await mount();
    type(email, 'bot@example.com');
    const trap = root().querySelector<HTMLInputElement>('input[name="nl_hp_field"]') as HTMLInputElement;
    expect(trap.tabIndex).toBe(-1);
    expect(trap.closest('[aria-hidden="true"]')).not.toBeNull();
    type(trap, 'spam');
    submit(root());
    await until(() => root().querySelector('[data-testid="newsletter-success"]'));
    expect(fetchMock).not.toHaveBeenCalled();
    expect(window.dataLayer).toContainEqual(expect.objectContaining({ event: 'sign_up' }));
  });

  it('does not send an invalid form', async () => {
    const { root, email } = await mount('country="HU"');
    type(email, 'kunde@example.hu');
    submit(root());
    await until(() => root().querySelector('[id$="-error"]'));
    expect(fetchMock).not.toHaveBeenCalled();
  });
});
