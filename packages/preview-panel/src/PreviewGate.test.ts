import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { PreviewGate } from './PreviewGate.ts';

const tag = 'shop-preview-gate-test';
const settle = () => new Promise((resolve) => setTimeout(resolve, 30));

beforeAll(() => {
  customElements.define(tag, PreviewGate);
});
afterEach(() => {
  vi.unstubAllGlobals();
});

function setCookie(pair: string) {
  // biome-ignore lint/suspicious/noDocumentCookie: the gate reads document.cookie; the test sets what it reads
  document.cookie = pair;
}

function answer(status: number, body: unknown) {
  return vi.fn(async () => new Response(JSON.stringify(body), { status }));
}

async function mount() {
  const element = document.createElement(tag);
  element.setAttribute('country', 'PL');
  document.body.append(element);
  await settle();
  return element;
}

describe('the gate of <shop-preview-panel>', () => {
  it('sends nothing and renders nothing for a shopper without a staff or admin cookie', async () => {
    const fetch = answer(200, { status: 'SUCCESS' });
    vi.stubGlobal('fetch', fetch);
    setCookie('LoginToken=a.b.c');
    const element = await mount();
    expect(fetch).not.toHaveBeenCalled();
    expect(element.shadowRoot).toBeNull();
  });

  it('asks checkauth with credentials and no referrer when a StaffAuthToken exists', async () => {
    const fetch = answer(401, { status: 'UNAUTHORIZED' });
    vi.stubGlobal('fetch', fetch);
    setCookie('StaffAuthToken=abc');
    const element = await mount();
    expect(fetch).toHaveBeenCalledTimes(1);
    const [url, init] = fetch.mock.calls[0] as unknown as [string, RequestInit];
    expect(url).toBe('/service/preview/api/auth/checkauth');
    expect(init).toMatchObject({ credentials: 'include', referrerPolicy: 'no-referrer' });
    expect(element.shadowRoot).toBeNull();
  });

  it.each([
    ['a 200 that is not SUCCESS', () => answer(200, { status: 'UNAUTHORIZED' })],
    ['a 500', () => answer(500, { status: 'SUCCESS' })],
    ['a broken body', () => vi.fn(async () => new Response('<html>', { status: 200 }))],
    ['a network failure', () => vi.fn(async () => Promise.reject(new TypeError('Failed to fetch')))],
  ])('shows nothing, silently, after %s', async (_name, makeFetch) => {
    vi.stubGlobal('fetch', makeFetch());
    const error = vi.spyOn(console, 'error');
    setCookie('CobraAuthToken=xyz');
    const element = await mount();
    expect(element.shadowRoot).toBeNull();
    expect(error).not.toHaveBeenCalled();
  });

  it("mounts the panel after SUCCESS, and removes it on the panel's logout event", async () => {
    vi.stubGlobal('fetch', answer(200, { status: 'SUCCESS', dateTime: null, abTestName: null, abTestGroup: null }));
    setCookie('StaffAuthToken=abc');
    const element = await mount();
    await vi.waitFor(() => expect(element.shadowRoot?.querySelector('shop-preview-panel-ui')).toBeTruthy(), {
      timeout: 5000,
    });
    const panel = element.shadowRoot?.querySelector('shop-preview-panel-ui') as HTMLElement;
    expect(panel.getAttribute('country')).toBe('PL');
    element.setAttribute('country', 'DE');
    expect(panel.getAttribute('country')).toBe('DE');
    panel.dispatchEvent(new CustomEvent('shop-preview-logout', { bubbles: true, composed: true }));
    expect(element.shadowRoot?.querySelector('shop-preview-panel-ui')).toBeNull();
  });
});
