import { randomBytes } from 'node:crypto';
import { type Context, Hono } from 'hono';
import { getCookie } from 'hono/cookie';
import { qaScope } from '../core/faults.ts';
import type { MockService } from '../core/service.ts';
import { findCustomerById } from '../mock-data/accounts.ts';
import {
  getLifetimes,
  issueLoginToken,
  loginTokenCookie,
  resetLifetimes,
  setLifetimes,
  verifyLoginToken,
} from '../mock-data/tokens.ts';

/**
 * Mock of the login-token endpoints that <shop-session> calls:
 *
 * - `POST /service/login/api/v1/logintoken/renew` (empty body): a valid LoginToken cookie
 *   (signature ok, not expired) gets a new one (new `ren`/`exp` from now, same `lid`):
 *   200 `{ "status": "RENEWED" }` + Set-Cookie. No token, a forged or an expired one: 201
 *   `{ "status": "CREATED" }` + a new LoginToken when the browser holds a valid long-term token,
 *   else 401 `{ "type": "unauthorized" }` (the cookie is left alone; the element stops renewing).
 *   A token renewed before its `ren` is renewed all the same (a client with a fast clock).
 * - `POST /service/login/api/v1/longtermtoken/renew` (empty body): a valid long-term token
 *   (HttpOnly cookie `LongTermToken`, an opaque id) gets a new LoginToken: 201
 *   `{ "status": "CREATED" }` + Set-Cookie. Else 401, and both long-term cookies are cleared.
 *
 * Long-term token: two cookies, issued by `issueLongTermToken()` (the session lab page; a
 * "remember me" login would do the same): `LongTermToken` (HttpOnly, the secret) and
 * `LongTermTokenExp` (readable, its expiry in seconds) so that the page knows one exists
 * without reading the secret. Lifetime 30 days.
 *
 * QA (tests): `POST /__qa/token-lifetimes` `{ renewAfterSeconds, expireAfterSeconds }` shortens
 * the LoginToken lifetimes of every token issued from then on (also by the login form);
 * `{ "reset": true }` restores 20/30 minutes. `GET /__qa/token-renewals?scope=<qa_scope>` counts
 * the renew requests that reached this mock, per QA scope (cookie `qa_scope`), with the token
 * each one presented, so a test can see that no token was renewed twice. Requests answered by
 * a QA fault switch (status, drop) never reach the mock and are not counted.
 */
export const loginTokenRenewPath = '/service/login/api/v1/logintoken/renew';
export const longTermTokenRenewPath = '/service/login/api/v1/longtermtoken/renew';
export const longTermCookie = 'LongTermToken';
export const longTermExpCookie = 'LongTermTokenExp';
const longTermLifetimeSeconds = 30 * 24 * 3600;

interface LongTerm {
  lid: string;
  exp: number;
}
const longTermTokens = new Map<string, LongTerm>();

interface Renewal {
  endpoint: 'logintoken' | 'longtermtoken';
  status: number;
  /** `lid:<end of the signature>` of the valid LoginToken the request presented (null: none or invalid). */
  presented: string | null;
  at: string;
}
const renewalsByScope = new Map<string, Renewal[]>();
const noScope = '(none)';

function record(c: Context, renewal: Omit<Renewal, 'at'>): void {
  const scope = qaScope(c.req.header('cookie')) ?? noScope;
  const list = renewalsByScope.get(scope) ?? [];
  list.push({ ...renewal, at: new Date().toISOString() });
  // Bounded: a page left open with tiny lifetimes must not grow the list forever.
  if (list.length > 1000) list.shift();
  renewalsByScope.set(scope, list);
}

/** Issues a long-term token for a seeded customer; returns the two Set-Cookie values. */
export function issueLongTermToken(customerId: string, now = Date.now()): string[] {
  const id = randomBytes(24).toString('base64url');
  const exp = Math.floor(now / 1000) + longTermLifetimeSeconds;
  longTermTokens.set(id, { lid: customerId, exp });
  return [
    `${longTermCookie}=${id}; Path=/; HttpOnly; SameSite=Lax; Max-Age=${longTermLifetimeSeconds}`,
    `${longTermExpCookie}=${exp}; Path=/; SameSite=Lax; Max-Age=${longTermLifetimeSeconds}`,
  ];
}

export const clearLongTermCookies = [
  `${longTermCookie}=; Path=/; HttpOnly; SameSite=Lax; Max-Age=0`,
  `${longTermExpCookie}=; Path=/; SameSite=Lax; Max-Age=0`,
];

const routes = new Hono();

routes.post(loginTokenRenewPath, (c) => {
  c.header('cache-control', 'no-store');
  const cookie = getCookie(c, 'LoginToken');
  const claims = verifyLoginToken(cookie);
  const presented = claims && cookie ? `${claims.lid}:${cookie.slice(-16)}` : null;
  if (!claims || !findCustomerById(claims.lid)) {
    // No valid LoginToken, but a valid long-term token: a new login token is created (201).
    const longTerm = validLongTerm(getCookie(c, longTermCookie));
    if (longTerm) {
      const { token, claims: created } = issueLoginToken(longTerm.lid, Date.now(), qaScope(c.req.header('cookie')));
      c.header('set-cookie', loginTokenCookie(token, created));
      record(c, { endpoint: 'logintoken', status: 201, presented });
      return c.json({ status: 'CREATED' }, 201);
    }
    record(c, { endpoint: 'logintoken', status: 401, presented });
    return c.json({ type: 'unauthorized' }, 401);
  }
  const { token, claims: renewed } = issueLoginToken(claims.lid, Date.now(), qaScope(c.req.header('cookie')));
  c.header('set-cookie', loginTokenCookie(token, renewed));
  record(c, { endpoint: 'logintoken', status: 200, presented });
  return c.json({ status: 'RENEWED' }, 200);
});

function validLongTerm(id: string | undefined): LongTerm | null {
  const entry = longTermTokens.get(id ?? '');
  if (!entry) return null;
  if (entry.exp * 1000 > Date.now() && findCustomerById(entry.lid)) return entry;
  longTermTokens.delete(id ?? '');
  return null;
}

routes.post(longTermTokenRenewPath, (c) => {
  c.header('cache-control', 'no-store');
  const entry = validLongTerm(getCookie(c, longTermCookie));
  if (!entry) {
    for (const cookie of clearLongTermCookies) c.header('set-cookie', cookie, { append: true });
    record(c, { endpoint: 'longtermtoken', status: 401, presented: null });
    return c.json({ type: 'unauthorized' }, 401);
  }
  const { token, claims } = issueLoginToken(entry.lid, Date.now(), qaScope(c.req.header('cookie')));
  c.header('set-cookie', loginTokenCookie(token, claims));
  record(c, { endpoint: 'longtermtoken', status: 201, presented: null });
  return c.json({ status: 'CREATED' }, 201);
});

routes.post('/__qa/token-lifetimes', async (c) => {
  const body = (await c.req.json().catch(() => null)) as Record<string, unknown> | null;
  const scope = c.req.query('scope') ?? qaScope(c.req.header('cookie'));
  if (body?.reset === true) {
    resetLifetimes(scope);
    return c.json(getLifetimes(scope));
  }
  const renew = body?.renewAfterSeconds;
  const expire = body?.expireAfterSeconds;
  const valid = (n: unknown): n is number => typeof n === 'number' && Number.isInteger(n) && n >= 1 && n <= 86_400;
  if (!valid(renew) || !valid(expire) || renew > expire) {
    return c.json(
      {
        error: 'body: { renewAfterSeconds, expireAfterSeconds } integers 1..86400, renew <= expire; or { reset: true }',
      },
      400,
    );
  }
  setLifetimes({ renewAfterSeconds: renew, expireAfterSeconds: expire }, scope);
  return c.json(getLifetimes(scope));
});

routes.get('/__qa/token-lifetimes', (c) =>
  c.json(getLifetimes(c.req.query('scope') ?? qaScope(c.req.header('cookie')))),
);

routes.get('/__qa/token-renewals', (c) => {
  const scope = c.req.query('scope') ?? qaScope(c.req.header('cookie')) ?? noScope;
  const renewals = renewalsByScope.get(scope) ?? [];
  const login = renewals.filter((r) => r.endpoint === 'logintoken');
  return c.json({
    scope,
    logintoken: login.length,
    longtermtoken: renewals.length - login.length,
    renewals,
  });
});

const service: MockService = {
  name: 'login-token',
  description: `POST ${loginTokenRenewPath} (200 renewed / 401) and POST ${longTermTokenRenewPath} (201 created / 401)`,
  prefixes: [loginTokenRenewPath, longTermTokenRenewPath],
  routes,
  reset: () => {
    longTermTokens.clear();
    renewalsByScope.clear();
    resetLifetimes();
  },
};

export default service;
