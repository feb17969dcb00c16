import { afterEach, beforeAll, describe, expect, it, type Mock, vi } from 'vitest';
import { PreviewGate } from './PreviewGate.ts';

const tag = 'shop-preview-gate-test';

beforeAll(() => {
  customElements.define(tag, PreviewGate);
});
afterEach(() => {
  vi.unstubAllGlobals();
  bodyReads = [];
});

function setCookie(pair: string) {
  // biome-ignore lint/suspicious/noDocumentCookie: the gate reads document.cookie; the test sets what it reads
  document.cookie = pair;
}

/** Each reading of an answer's body, so a test can wait until the gate has read it. */
let bodyReads: Promise<string>[] = [];

function response(body: string, status: number) {
  const answer = new Response(body, { status });
  const text = answer.text.bind(answer);
  answer.text = () => {
    const read = text();
    bodyReads.push(read);
    return read;
  };
  return answer;
}

function answer(status: number, body: unknown) {
  return vi.fn(async () => response(JSON.stringify(body), status));
}

function mount() {
  const element = document.createElement(tag);
  element.setAttribute('country', 'PL');
  document.body.append(element);
  return element;
}

/**
 * Until the gate is done with its checkauth call: the answer is there, its body read, and the
 * panel's chunk loaded if the gate went on to load it (a gate that wrongly let a failure
 * through would have mounted the panel by then).
 */
async function answered(fetch: Mock) {
  await vi.waitFor(() => expect(fetch).toHaveBeenCalled());
  await Promise.allSettled(fetch.mock.results.map((result) => result.value));
  await Promise.allSettled(bodyReads);
  await vi.dynamicImportSettled();
}

describe('the gate of <shop-preview-panel>', () => {
  it('sends nothing and renders nothing for a shopper without a staff or admin cookie', async () => {
    const fetch = answer(200, { status: 'SUCCESS' });
    vi.stubGlobal('fetch', fetch);
    setCookie('LoginToken=a.b.c');
    const element = mount();
    // Nothing to wait for: the gate decides when connected. By the time any import it started
    // has settled (a task later at least), a request or a panel would be there.
    await vi.dynamicImportSettled();
    expect(fetch).not.toHaveBeenCalled();
    expect(element.shadowRoot).toBeNull();
  });

  it('asks checkauth with credentials and no referrer when a StaffAuthToken exists', async () => {
    const fetch = answer(401, { status: 'UNAUTHORIZED' });
    vi.stubGlobal('fetch', fetch);
    setCookie('StaffAuthToken=abc');
    const element = mount();
    await answered(fetch);
    expect(fetch).toHaveBeenCalledTimes(1);
    const [url, init] = fetch.mock.calls[0] as unknown as [string, RequestInit];
    expect(url).toBe('/service/preview/api/auth/checkauth');
    expect(init).toMatchObject({ credentials: 'include', referrerPolicy: 'no-referrer' });
    expect(element.shadowRoot).toBeNull();
  });

  it.each([
    ['a 200 that is not SUCCESS', () => answer(200, { status: 'UNAUTHORIZED' })],
    ['a 500', () => answer(500, { status: 'SUCCESS' })],
    ['a broken body', () => vi.fn(async () => response('<html>', 200))],
    ['a network failure', () => vi.fn(async () => Promise.reject(new TypeError('Failed to fetch')))],
  ])('shows nothing, silently, after %s', async (_name, makeFetch) => {
    const fetch = makeFetch();
    vi.stubGlobal('fetch', fetch);
    const error = vi.spyOn(console, 'error');
    setCookie('CobraAuthToken=xyz');
    const element = mount();
    await answered(fetch);
    expect(element.shadowRoot).toBeNull();
    expect(error).not.toHaveBeenCalled();
  });

  it("mounts the panel after SUCCESS, and removes it on the panel's logout event", async () => {
    vi.stubGlobal('fetch', answer(200, { status: 'SUCCESS', dateTime: null, abTestName: null, abTestGroup: null }));
    setCookie('StaffAuthToken=abc');
    const element = mount();
    // The first import of the panel's chunk transforms React and the design system: seconds
    // on a busy machine.
    await vi.waitFor(() => expect(element.shadowRoot?.querySelector('shop-preview-panel-ui')).toBeTruthy(), {
      timeout: 15_000,
    });
    const panel = element.shadowRoot?.querySelector('shop-preview-panel-ui') as HTMLElement;
    expect(panel.getAttribute('country')).toBe('PL');
    element.setAttribute('country', 'DE');
    expect(panel.getAttribute('country')).toBe('DE');
    panel.dispatchEvent(new CustomEvent('shop-preview-logout', { bubbles: true, composed: true }));
    expect(element.shadowRoot?.querySelector('shop-preview-panel-ui')).toBeNull();
  }, 20_000);
});
