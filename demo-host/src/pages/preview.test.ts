import { Hono } from 'hono';
import { beforeEach, describe, expect, it } from 'vitest';
import { internalLinks } from '../../../e2e/data/hostile/internal-links.ts';
import { withOrigin } from '../../../e2e/data/hostile/redirects.ts';
import { newCsrfToken } from '../core/csrf.ts';
import { staff } from '../mock-data/accounts.ts';
import preview from '../services/preview.ts';
import staffLoginPage from './preview.ts';

/** The staff login as a browser uses it: the form page, then its post to the preview service. */
const origin = 'http://shop.test';
const app = new Hono().route('/', staffLoginPage.routes).route('/', preview.routes);
const loginUrl = `${origin}/service/preview/api/auth/login`;

/** Opens the form page and answers its token and the cookie the browser would then hold. */
async function openForm(query = '?country=DE', cookie = '') {
  const response = await app.request(`${origin}/staff-login${query}`, { headers: { cookie } });
  const page = await response.text();
  const token = /name="csrf_token" value="([^"]+)"/.exec(page)?.[1] ?? '';
  const redirect = /name="redirect" value="([^"]*)"/.exec(page)?.[1] ?? '';
  const setCookie = response.headers.get('set-cookie') ?? '';
  return { page, token, redirect, setCookie, cookie: setCookie.split(';')[0] ?? '' };
}

function post(fields: Record<string, string>, headers: Record<string, string> = {}) {
  return app.request(loginUrl, {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded', ...headers },
    body: new URLSearchParams(fields).toString(),
  });
}

const credentials = { username: staff.username, password: staff.password };
const staffCookieSet = (response: Response) =>
  /(StaffAuthToken|CobraAuthToken)=[^;]+/.test(response.headers.get('set-cookie') ?? '');

beforeEach(() => preview.reset());

describe('staff login form: CSRF token', () => {
  it('hands the browser the same token as an HttpOnly, same-site-only cookie and as a hidden field', async () => {
    const form = await openForm();
    expect(form.token).toMatch(/^[\w-]+\.[\w-]+$/);
    expect(form.cookie).toBe(`csrf_token=${form.token}`);
    expect(form.setCookie).toMatch(/; HttpOnly;/);
    expect(form.setCookie).toMatch(/; SameSite=Strict;/);
  });

  it('keeps the token a browser already holds, so a second tab does not spoil the first', async () => {
    const first = await openForm();
    const second = await openForm('?country=AT', first.cookie);
    expect(second.token).toBe(first.token);
  });

  it('logs staff in from its own form and sends them to the chosen page', async () => {
    const form = await openForm('?country=SK');
    const response = await post(
      { ...credentials, redirect: form.redirect, csrf_token: form.token },
      { cookie: form.cookie },
    );
    expect(response.status).toBe(303);
    expect(response.headers.get('location')).toBe('/?country=SK');
    expect(staffCookieSet(response)).toBe(true);
  });

  it('refuses a cross-site form post: no token, no cookie (SameSite=Strict keeps it home)', async () => {
    const response = await post({ ...credentials, redirect: '/' });
    expect(response.status).toBe(403);
    expect(staffCookieSet(response)).toBe(false);
    expect(response.headers.get('location')).toBeNull();
  });

  it('refuses a post whose field names a token the cookie does not hold', async () => {
    const form = await openForm();
    const other = await openForm();
    const response = await post({ ...credentials, csrf_token: other.token }, { cookie: form.cookie });
    expect(response.status).toBe(403);
    expect(staffCookieSet(response)).toBe(false);
  });

  it('refuses a post with the token in its cookie but none in the form', async () => {
    const form = await openForm();
    const response = await post(credentials, { cookie: form.cookie });
    expect(response.status).toBe(403);
  });

  it('refuses a planted token that field and cookie agree on but this server never signed', async () => {
    const planted = 'attacker-nonce.attacker-signature';
    const response = await post({ ...credentials, csrf_token: planted }, { cookie: `csrf_token=${planted}` });
    expect(response.status).toBe(403);
    expect(staffCookieSet(response)).toBe(false);
  });

  it('accepts a token signed by this server in field and cookie', async () => {
    const token = newCsrfToken();
    const response = await post({ ...credentials, csrf_token: token }, { cookie: `csrf_token=${token}` });
    expect(response.status).toBe(303);
  });

  it('sends wrong credentials back to the form with its error, and no cookie', async () => {
    const form = await openForm();
    const response = await post(
      { ...credentials, password: 'wrong', redirect: '/account', csrf_token: form.token },
      { cookie: form.cookie },
    );
    expect(response.status).toBe(303);
    expect(response.headers.get('location')).toBe('/staff-login?error=1&redirect=%2Faccount');
    expect(staffCookieSet(response)).toBe(false);
  });
});

describe('staff login JSON: only from this site', () => {
  const json = (headers: Record<string, string>) =>
    app.request(loginUrl, { method: 'POST', headers, body: JSON.stringify(credentials) });

  it('logs staff in from a same-origin script or a test client', async () => {
    expect((await json({ 'content-type': 'application/json' })).status).toBe(200);
    expect((await json({ 'content-type': 'application/json', origin, 'sec-fetch-site': 'same-origin' })).status).toBe(
      200,
    );
  });

  it('refuses JSON sent as text/plain, the body type another site may post without asking', async () => {
    const response = await json({ 'content-type': 'text/plain;charset=UTF-8; json' });
    expect(response.status).toBe(415);
    expect(staffCookieSet(response)).toBe(false);
  });

  it('refuses JSON that fetch metadata marks as coming from another site', async () => {
    expect((await json({ 'content-type': 'application/json', 'sec-fetch-site': 'cross-site' })).status).toBe(403);
    expect((await json({ 'content-type': 'application/json', 'sec-fetch-site': 'same-site' })).status).toBe(403);
  });

  it('refuses JSON whose Origin is another site', async () => {
    const response = await json({ 'content-type': 'application/json', origin: 'https://evil.example' });
    expect(response.status).toBe(403);
    expect(staffCookieSet(response)).toBe(false);
  });
});

describe('staff login redirect: same-origin paths only, by the shop URL rule', () => {
  it('goes to /, never to another host, for a tab between the slashes', async () => {
    const form = await openForm();
    const response = await post(
      { ...credentials, redirect: '/\t/evil.example', csrf_token: form.token },
      { cookie: form.cookie },
    );
    expect(response.headers.get('location')).toBe('/');
  });

  it('reduces an absolute address of this origin to its path', async () => {
    const form = await openForm();
    const response = await post(
      { ...credentials, redirect: `${origin}/account?tab=orders`, csrf_token: form.token },
      { cookie: form.cookie },
    );
    expect(response.headers.get('location')).toBe('/account?tab=orders');
  });

  it.each(internalLinks.map((entry) => [entry.note, entry] as const))('%s', async (_note, entry) => {
    const target = withOrigin(entry.address, origin);
    const form = await openForm();
    const response = await post({ ...credentials, redirect: target, csrf_token: form.token }, { cookie: form.cookie });
    const location = response.headers.get('location') ?? '';
    expect(location).toBe(entry.link ?? '/');
    expect(new URL(location, `${origin}/staff-login`).origin).toBe(origin);
  });

  it('writes only a same-origin path into the form, else the country home page', async () => {
    expect((await openForm(`?country=TR&redirect=${encodeURIComponent('/\t/evil.example')}`)).redirect).toBe(
      '/?country=TR',
    );
    expect((await openForm(`?country=TR&redirect=${encodeURIComponent('/.//evil.example')}`)).redirect).toBe(
      '/?country=TR',
    );
    expect((await openForm(`?country=TR&redirect=${encodeURIComponent('/account')}`)).redirect).toBe('/account');
  });
});
