import { Hono } from 'hono';
import { afterEach, describe, expect, it } from 'vitest';
import { faultMiddleware, resetFaults, setFaults } from '../core/faults.ts';
import { issueLoginToken, verifyLoginToken } from '../mock-data/tokens.ts';
import service, { issueLongTermToken, loginTokenRenewPath, longTermTokenRenewPath } from './login-token.ts';

function app() {
  const hono = new Hono();
  for (const prefix of service.prefixes) hono.use(`${prefix}/*`, faultMiddleware(service.name));
  hono.route('/', service.routes);
  return hono;
}

const post = (path: string, cookie: string) => app().request(path, { method: 'POST', headers: { cookie } });
const cookieValue = (response: Response, name: string) =>
  response.headers
    .getSetCookie()
    .map((line) => new RegExp(`^${name}=([^;]*)`).exec(line)?.[1])
    .find((value) => value !== undefined);

afterEach(() => {
  service.reset();
  resetFaults();
});

describe('mock login-token service', () => {
  it('renews a valid LoginToken: 200 and a new token with later times, same customer', async () => {
    const old = issueLoginToken('c-1001', Date.now() - 60_000);
    const response = await post(loginTokenRenewPath, `LoginToken=${old.token}; qa_scope=unit1`);
    expect(response.status).toBe(200);
    const renewed = verifyLoginToken(cookieValue(response, 'LoginToken'));
    expect(renewed?.lid).toBe('c-1001');
    expect(renewed?.exp).toBeGreaterThan(old.claims.exp);
    expect(response.headers.get('cache-control')).toBe('no-store');
  });

  it.each([
    ['no token', ''],
    ['a forged token', `LoginToken=${issueLoginToken('c-1001').token.slice(0, -3)}abc`],
    ['an expired token', `LoginToken=${issueLoginToken('c-1001', Date.now() - 3 * 3600_000).token}`],
    ['an unknown customer', `LoginToken=${issueLoginToken('c-9999').token}`],
  ])('refuses %s with 401 and sets no cookie', async (_name, cookie) => {
    const response = await post(loginTokenRenewPath, cookie);
    expect(response.status).toBe(401);
    expect(response.headers.getSetCookie()).toEqual([]);
  });

  it('creates a login token (201) for an expired one when a valid long-term token is there', async () => {
    const id = /^LongTermToken=([^;]+)/.exec(issueLongTermToken('c-1001')[0] ?? '')?.[1];
    const expired = issueLoginToken('c-1001', Date.now() - 3 * 3600_000).token;
    const response = await post(loginTokenRenewPath, `LoginToken=${expired}; LongTermToken=${id}`);
    expect(response.status).toBe(201);
    expect(verifyLoginToken(cookieValue(response, 'LoginToken'))?.lid).toBe('c-1001');
  });

  it('restores a login from a long-term token (201), refuses and clears an unknown one (401)', async () => {
    const cookies = issueLongTermToken('c-1002');
    const id = /^LongTermToken=([^;]+)/.exec(cookies[0] ?? '')?.[1];
    expect(cookies[0]).toContain('HttpOnly');
    expect(cookies[1]).toMatch(/^LongTermTokenExp=\d+;/);
    const ok = await post(longTermTokenRenewPath, `LongTermToken=${id}`);
    expect(ok.status).toBe(201);
    expect(verifyLoginToken(cookieValue(ok, 'LoginToken'))?.lid).toBe('c-1002');
    const refused = await post(longTermTokenRenewPath, 'LongTermToken=made-up');
    expect(refused.status).toBe(401);
    expect(cookieValue(refused, 'LongTermToken')).toBe('');
    expect(cookieValue(refused, 'LongTermTokenExp')).toBe('');
  });

  it('QA: shortened lifetimes apply to every token issued next; reset restores them', async () => {
    const set = await app().request('/__qa/token-lifetimes', {
      method: 'POST',
      body: JSON.stringify({ renewAfterSeconds: 3, expireAfterSeconds: 10 }),
    });
    expect(set.status).toBe(200);
    const { claims } = issueLoginToken('c-1001');
    expect(claims.ren - claims.iat).toBe(3);
    expect(claims.exp - claims.iat).toBe(10);
    const bad = await app().request('/__qa/token-lifetimes', {
      method: 'POST',
      body: JSON.stringify({ renewAfterSeconds: 30, expireAfterSeconds: 10 }),
    });
    expect(bad.status).toBe(400);
    await app().request('/__qa/token-lifetimes', { method: 'POST', body: JSON.stringify({ reset: true }) });
    expect(issueLoginToken('c-1001').claims.exp - issueLoginToken('c-1001').claims.iat).toBe(1800);
  });

  it('QA: counts renew requests per qa_scope, with the token each one presented', async () => {
    const { token } = issueLoginToken('c-1001');
    await post(loginTokenRenewPath, `LoginToken=${token}; qa_scope=tabs`);
    await post(loginTokenRenewPath, `qa_scope=tabs`);
    await post(loginTokenRenewPath, `LoginToken=${token}; qa_scope=other`);
    const counts = await (await app().request('/__qa/token-renewals?scope=tabs')).json();
    expect(counts.logintoken).toBe(2);
    expect(counts.renewals.map((r: { status: number; presented: string | null }) => [r.status, r.presented])).toEqual([
      [200, `c-1001:${token.slice(-16)}`],
      [401, null],
    ]);
  });

  it('the QA switches of this service act on both renew paths', async () => {
    setFaults('login-token', { status: 500 });
    expect((await post(loginTokenRenewPath, '')).status).toBe(500);
    expect((await post(longTermTokenRenewPath, '')).status).toBe(500);
  });
});
