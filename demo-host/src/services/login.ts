import { randomBytes, timingSafeEqual } from 'node:crypto';
import { Hono } from 'hono';
import { getCookie } from 'hono/cookie';
import { qaScope } from '../core/faults.ts';
import type { MockService } from '../core/service.ts';
import { findCustomerByEmail } from '../mock-data/accounts.ts';
import { issueLoginToken, loginTokenCookie } from '../mock-data/tokens.ts';

/**
 * Mock of `POST /service/login/api/v1/login` (the login form of <shop-login>).
 *
 * Request: JSON `{ "email": string, "password": string }`, header `X-CSRF-Token`.
 * CSRF (double submit): the page that shows the form (`/login`, `/m/login`) calls
 * `issueCsrfToken()`: it sets the HttpOnly cookie `login_csrf` (Path=/service/login,
 * SameSite=Strict) and renders the same token in `<meta name="csrf-token">`; the widget sends the
 * meta value as `X-CSRF-Token`. Without the meta tag, @shop/session's client falls back to the
 * double-submit cookie `XSRF-TOKEN` (its value in the header); that is accepted too. A request
 * whose header equals neither cookie gets 403.
 * Answers: 200 `{ "status": "OK" }` with the LoginToken cookie for a seeded customer
 * (accounts.ts) and the right password; 401 `{ "type": "unauthorized" }` for any wrong e-mail
 * or password (the same answer for both); 400 for a body that is not the JSON above.
 */
export const csrfCookieName = 'login_csrf';
export const csrfHeaderName = 'X-CSRF-Token';
/** The session package's double-submit cookie, used when a page renders no csrf-token meta tag. */
export const doubleSubmitCookieName = 'XSRF-TOKEN';
export const loginPath = '/service/login/api/v1/login';

const tokenPattern = /^[A-Za-z0-9_-]{32,128}$/;
// The session package writes 48 hex characters; anything shorter than 32 is refused.

/** A CSRF token for the page (reuses a valid one from the request's cookie) and its Set-Cookie. */
export function issueCsrfToken(cookieHeader: string | undefined): { token: string; setCookie: string | null } {
  const existing = /(?:^|;\s*)login_csrf=([^;]*)/.exec(cookieHeader ?? '')?.[1];
  if (existing && tokenPattern.test(existing)) return { token: existing, setCookie: null };
  const token = randomBytes(24).toString('base64url');
  return { token, setCookie: `${csrfCookieName}=${token}; Path=/service/login; HttpOnly; SameSite=Strict` };
}

function csrfMatches(cookie: string | undefined, header: string | undefined): boolean {
  if (!cookie || !header || !tokenPattern.test(cookie) || !tokenPattern.test(header)) return false;
  const a = Buffer.from(cookie);
  const b = Buffer.from(header);
  return a.length === b.length && timingSafeEqual(a, b);
}

const routes = new Hono();

routes.post(loginPath, async (c) => {
  const header = c.req.header(csrfHeaderName);
  if (
    !csrfMatches(getCookie(c, csrfCookieName), header) &&
    !csrfMatches(getCookie(c, doubleSubmitCookieName), header)
  ) {
    return c.json({ type: 'csrf', message: 'missing or wrong CSRF token' }, 403);
  }
  const body: unknown = await c.req.json().catch(() => null);
  const { email, password } = (body ?? {}) as Record<string, unknown>;
  if (typeof email !== 'string' || typeof password !== 'string' || email.length > 256 || password.length > 1024) {
    return c.json({ type: 'bad_request', message: 'body must be {"email": string, "password": string}' }, 400);
  }
  const customer = findCustomerByEmail(email);
  if (!customer || customer.password !== password) return c.json({ type: 'unauthorized' }, 401);
  const { token, claims } = issueLoginToken(customer.id, Date.now(), qaScope(c.req.header('cookie')));
  c.header('set-cookie', loginTokenCookie(token, claims));
  c.header('cache-control', 'no-store');
  return c.json({ status: 'OK' });
});

const service: MockService = {
  name: 'login',
  description: `POST ${loginPath} (JSON email + password, ${csrfHeaderName}); 200 sets LoginToken, 401 wrong credentials`,
  // Exactly the login path: the QA switches of this service must not touch .../logintoken/... or .../longtermtoken/...
  prefixes: [loginPath],
  routes,
  // Stateless: every answer follows from the seeded accounts and the request.
  reset: () => {},
};

export default service;
