import { Hono } from 'hono';
import { describe, expect, it } from 'vitest';
import { faultMiddleware, resetFaults, setFaults } from '../core/faults.ts';
import { verifyLoginToken } from '../mock-data/tokens.ts';
import service, { issueCsrfToken, loginPath } from './login.ts';

function app() {
  const hono = new Hono();
  for (const prefix of service.prefixes) hono.use(`${prefix}/*`, faultMiddleware(service.name));
  hono.route('/', service.routes);
  // Another service's paths under the same parent, to prove the switches do not reach them.
  hono.post('/service/login/api/v1/logintoken/renew', (c) => c.json({ renewed: true }, 201));
  hono.post('/service/login/api/v1/longtermtoken/renew', (c) => c.json({ renewed: true }, 200));
  return hono;
}

const { token: csrf } = issueCsrfToken(undefined);
const login = (body: unknown, headers: Record<string, string> = {}) =>
  app().request(loginPath, {
    method: 'POST',
    headers: {
      'content-type': 'application/json',
      cookie: `login_csrf=${csrf}; qa_scope=unit`,
      'x-csrf-token': csrf,
      ...headers,
    },
    body: typeof body === 'string' ? body : JSON.stringify(body),
  });

describe('mock login service', () => {
  it('logs a seeded customer in and sets a valid LoginToken cookie', async () => {
    const response = await login({ email: 'Anna.Schmidt@example.com', password: 'Kaffee-2026!' });
    expect(response.status).toBe(200);
    const cookie = response.headers.get('set-cookie') ?? '';
    expect(cookie).toMatch(/^LoginToken=[^;]+; Path=\//);
    const token = /^LoginToken=([^;]+)/.exec(cookie)?.[1];
    expect(verifyLoginToken(token)?.lid).toBe('c-1001');
  });

  it('answers 401 alike for a wrong password and an unknown e-mail', async () => {
    const wrongPassword = await login({ email: 'anna.schmidt@example.com', password: 'nope' });
    const unknown = await login({ email: 'nobody@example.com', password: 'Kaffee-2026!' });
    expect(wrongPassword.status).toBe(401);
    expect(unknown.status).toBe(401);
    expect(await wrongPassword.json()).toEqual(await unknown.json());
    expect(wrongPassword.headers.get('set-cookie')).toBeNull();
  });

  it('refuses a request without the matching CSRF header', async () => {
    const good = { email: 'anna.schmidt@example.com', password: 'Kaffee-2026!' };
    expect((await login(good, { 'x-csrf-token': '' })).status).toBe(403);
    expect((await login(good, { 'x-csrf-token': issueCsrfToken(undefined).token })).status).toBe(403);
    expect((await login(good, { cookie: '' })).status).toBe(403);
  });

  it('accepts the double-submit cookie XSRF-TOKEN of pages without the meta tag', async () => {
    const token = 'a'.repeat(48);
    const good = { email: 'anna.schmidt@example.com', password: 'Kaffee-2026!' };
    expect((await login(good, { cookie: `XSRF-TOKEN=${token}`, 'x-csrf-token': token })).status).toBe(200);
    expect((await login(good, { cookie: `XSRF-TOKEN=${token}`, 'x-csrf-token': 'b'.repeat(48) })).status).toBe(403);
  });

  it('answers 400 to a body that is not the expected JSON', async () => {
    expect((await login('{not json')).status).toBe(400);
    expect((await login({ email: 1, password: 'x' })).status).toBe(400);
  });

  it('issues a CSRF cookie once and reuses it', () => {
    const first = issueCsrfToken('other=1');
    expect(first.setCookie).toMatch(/^login_csrf=[A-Za-z0-9_-]{32}; Path=\/service\/login; HttpOnly; SameSite=Strict$/);
    expect(issueCsrfToken(`login_csrf=${first.token}`)).toEqual({ token: first.token, setCookie: null });
  });

  it('its QA switches act on the login path only, not on the token renewal paths', async () => {
    setFaults('login', { status: 500 }, 'unit');
    try {
      const answer = await login({ email: 'anna.schmidt@example.com', password: 'Kaffee-2026!' });
      expect(answer.status).toBe(500);
      const cookie = { cookie: 'qa_scope=unit' };
      const renew = await app().request('/service/login/api/v1/logintoken/renew', { method: 'POST', headers: cookie });
      const longTerm = await app().request('/service/login/api/v1/longtermtoken/renew', {
        method: 'POST',
        headers: cookie,
      });
      expect(renew.status).toBe(201);
      expect(longTerm.status).toBe(200);
    } finally {
      resetFaults('unit');
    }
  });
});
