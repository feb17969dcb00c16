import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { navigate } from './browser.ts';

vi.mock('./browser.ts', async (importOriginal) => ({
  ...(await importOriginal<typeof import('./browser.ts')>()),
  navigate: vi.fn(),
}));

await import('./index.ts');
// Registered once the texts of the page's locale are loaded.
await customElements.whenDefined('shop-login');

const base64url = (value: unknown) =>
  btoa(JSON.stringify(value)).replaceAll('+', '-').replaceAll('/', '_').replaceAll('=', '');
const loginToken = () => {
  const now = Math.floor(Date.now() / 1000);
  return `${base64url({ alg: 'HS256' })}.${base64url({ lid: 'c-1001', iat: now, ren: now + 300, exp: now + 600 })}.sig`;
};

// What the login service's Set-Cookie does in a browser.
function setLoginCookie() {
  // biome-ignore lint/suspicious/noDocumentCookie: the test plays the server setting the cookie
  document.cookie = `LoginToken=${loginToken()}; path=/`;
}

/** Polls until `check` stops throwing; generous, since the machine running the tests may be busy. */
const until = <T,>(check: () => T) => vi.waitFor(check, { timeout: 5000, interval: 10 });

async function mount(attributes = 'country="DE"') {
  document.body.innerHTML = `<shop-login ${attributes}></shop-login>`;
  const host = document.querySelector('shop-login') as HTMLElement;
  const root = () => host.shadowRoot as ShadowRoot;
  // Registered and rendered once the texts are in: the form, or the status of a logged-in shopper.
  await until(() => expect(root().querySelector('form, [role="status"]')).not.toBeNull());
  const input = (name: string) => root().querySelector(`input[name="${name}"]`) as HTMLInputElement;
  return { host, root, email: () => input('email'), password: () => input('password') };
}

function type(input: HTMLInputElement, value: string) {
  const setter = Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, 'value')?.set;
  setter?.call(input, value);
  input.dispatchEvent(new Event('input', { bubbles: true }));
}

function submit(root: ShadowRoot) {
  (root.querySelector('button[type="submit"]') as HTMLButtonElement).click();
}

/** Waits until the form shows a message (role="alert") and returns its text. */
async function alertText(root: () => ShadowRoot): Promise<string> {
  return until(() => {
    const text = root().querySelector('[role="alert"]')?.textContent;
    expect(text).toBeTruthy();
    return text as string;
  });
}

const fetchMock = vi.fn<typeof fetch>();

beforeEach(() => {
  fetchMock.mockReset();
  vi.stubGlobal('fetch', fetchMock);
  vi.mocked(navigate).mockReset();
  localStorage.clear();
  sessionStorage.clear();
  window.dataLayer = [];
  history.replaceState(null, '', '/login?country=DE');
  document.head.innerHTML = '<meta name="csrf-token" content="csrf-token-from-the-page-0123456789">';
});

afterEach(() => vi.unstubAllGlobals());

describe('<shop-login>', () => {
  it('sends e-mail and password as JSON with the CSRF header, then goes to the stored target', async () => {
    history.replaceState(null, '', '/login?country=DE&redirect=%2Fcheckout%3Fstep%3D2');
    let sentBody: unknown;
    fetchMock.mockImplementation(async (input) => {
      sentBody = await (input as Request).clone().json();
      setLoginCookie();
      return new Response('{"status":"OK"}', { status: 200, headers: { 'content-type': 'application/json' } });
    });
    const { root, email, password } = await mount();
    type(email(), ' anna.schmidt@example.com ');
    type(password(), 'Kaffee-2026!');
    submit(root());
    await until(() => expect(navigate).toHaveBeenCalledWith('/checkout?step=2'));

    expect(fetchMock).toHaveBeenCalledTimes(1);
    const request = fetchMock.mock.calls[0]?.[0] as Request;
    expect(new URL(request.url).pathname).toBe('/service/login/api/v1/login');
    expect(request.method).toBe('POST');
    expect(request.headers.get('X-CSRF-TOKEN')).toBe('csrf-token-from-the-page-0123456789');
    expect(request.credentials).toBe('include');
    expect(request.referrerPolicy).toBe('no-referrer');
    expect(sentBody).toEqual({ email: 'anna.schmidt@example.com', password: 'Kaffee-2026!' });
    expect(localStorage.getItem('shop.login.email')).toBe('anna.schmidt@example.com');
  });

  it('401: one message for both credentials, e-mail kept, password cleared, focus on the message', async () => {
    fetchMock.mockResolvedValue(new Response('{"type":"unauthorized"}', { status: 401 }));
    const { host, root, email, password } = await mount();
    const errors: unknown[] = [];
    host.addEventListener('shop-login-error', (event) => errors.push((event as CustomEvent).detail));
    type(email(), 'anna.schmidt@example.com');
    type(password(), 'wrong');
    submit(root());

    expect(await alertText(root)).toContain('E-Mail-Adresse oder Passwort ist nicht korrekt.');
    expect(email().value).toBe('anna.schmidt@example.com');
    expect(password().value).toBe('');
    // Focus moves to the message once it is rendered.
    await until(() => expect(root().activeElement?.className).toBe('login-form__message'));
    expect(errors).toEqual([{ reason: 'unauthorized', status: 401 }]);
    expect(navigate).not.toHaveBeenCalled();
  });

  it.each([
    ['a 500', () => Promise.resolve(new Response('oops', { status: 500 }))],
    ['a network failure', () => Promise.reject(new TypeError('Failed to fetch'))],
    ['a 200 without a LoginToken', () => Promise.resolve(new Response('{"this is": not JSON', { status: 200 }))],
  ])('%s shows the service-unavailable message', async (_, answer) => {
    fetchMock.mockImplementation(answer);
    const { root, email, password } = await mount('country="PL"');
    type(email(), 'anna.schmidt@example.com');
    type(password(), 'Kaffee-2026!');
    submit(root());
    expect(await alertText(root)).toContain('Z przyczyn technicznych logowanie jest obecnie niemożliwe.');
    expect(email().value).toBe('anna.schmidt@example.com');
    expect(password().value).toBe('');
    expect(navigate).not.toHaveBeenCalled();
  });

  it('a second submit while the first is under way sends nothing more', async () => {
    let answer: (response: Response) => void = () => {};
    fetchMock.mockImplementation(() => new Promise<Response>((resolve) => (answer = resolve)));
    const { root, email, password } = await mount();
    type(email(), 'anna.schmidt@example.com');
    type(password(), 'wrong');
    const button = root().querySelector('button[type="submit"]') as HTMLButtonElement;
    button.click();
    await until(() => expect(button.textContent).toBe('Anmeldung läuft …'));
    await until(() => expect(fetchMock).toHaveBeenCalledTimes(1));
    button.click();
    answer(new Response('', { status: 401 }));
    await until(() => expect(button.textContent).toBe('Anmelden'));
    // The second click had the whole request to send again, and did not.
    expect(fetchMock).toHaveBeenCalledTimes(1);
  });

  it('invalid input: translated messages at the fields, focus on the first, nothing sent', async () => {
    const { root, email } = await mount('country="HU"');
    type(email(), 'anna@');
    submit(root());
    await until(() => expect(root().textContent).toContain('Kérjük, érvényes e-mail-címet adjon meg.'));
    expect(fetchMock).not.toHaveBeenCalled();
    const text = root().textContent ?? '';
    expect(text).toContain('Kérjük, adja meg jelszavát.');
    await until(() => expect(root().activeElement).toBe(email()));
    expect(email().getAttribute('aria-invalid')).toBe('true');
    const described = email().getAttribute('aria-describedby') ?? '';
    expect(root().getElementById(described)?.textContent).toContain('érvényes e-mail-címet');
  });

  it('already logged in on load: redirects at once (hostile target -> /), shows no form, sends nothing', async () => {
    setLoginCookie();
    history.replaceState(null, '', '/login?redirect=%2F%5Cevil.example');
    const { root } = await mount();
    // The redirect runs in an effect after the first render.
    await until(() => expect(navigate).toHaveBeenCalledWith('/'));
    expect(root().querySelector('form')).toBeNull();
    expect(fetchMock).not.toHaveBeenCalled();
    expect(window.dataLayer).toEqual([]);
  });

  it('prefills the e-mail of the last login on this device; the email attribute wins', async () => {
    localStorage.setItem('shop.login.email', 'device@example.com');
    const device = await mount();
    await until(() => expect(device.email().value).toBe('device@example.com'));
    const page = await mount('country="DE" email="page@example.com"');
    await until(() => expect(page.email().value).toBe('page@example.com'));
  });

  it('tracks the page view as a user login', async () => {
    await mount('country="SK"');
    // Tracked in an effect after the first render.
    await until(() =>
      expect(window.dataLayer).toEqual([
        { event: 'page_view', page_type: 'user login', country: 'SK', language: 'sk-SK' },
      ]),
    );
  });
});
