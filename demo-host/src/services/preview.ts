import { randomBytes } from 'node:crypto';
import { internalPath } from '@shop/design-system/safe-url';
import { type Context, Hono } from 'hono';
import { getCookie } from 'hono/cookie';
import { csrfCookieName, csrfFieldName, isCsrfTokenValid } from '../core/csrf.ts';
import { qaScope } from '../core/faults.ts';
import { requestCounts } from '../core/requestCounts.ts';
import type { MockService } from '../core/service.ts';
import { staff } from '../mock-data/accounts.ts';
import { abTestRequestCounts, abTestsAt, parseDateTime } from './abtest.ts';

/**
 * Mock of the preview service behind <shop-preview-panel> (staff only: StaffAuthToken or CobraAuthToken).
 *
 * Staff session: `POST /service/preview/api/auth/login` with `username` and `password` of the
 * seeded `staff` (accounts.ts), as a form (the /staff-login page; answers 303 to `redirect`)
 * or JSON (answers `{ status, token }`), sets the cookie `StaffAuthToken` (or `CobraAuthToken`
 * with `cookie=CobraAuthToken`, the admin cookie). A form must carry the page's CSRF token
 * (field and cookie `csrf_token`, core/csrf.ts), else 403 and no cookie; `redirect` is followed
 * only when the shop's URL rule finds it a path of this origin (else `/`). JSON must say
 * `application/json` (another site cannot send that without a CORS permission this host never
 * gives) and must not come from another site (`Sec-Fetch-Site`, `Origin`), else 403; any other
 * body type is 415. The cookie is readable by scripts (the
 * panel's gate checks that it exists before it sends anything), Path=/, SameSite=Lax, 30 min.
 *
 * - `GET /service/preview/api/auth/checkauth`: 200 `{ status: "SUCCESS", dateTime, abTestName,
 *   abTestGroup }` (null when not set) for a valid cookie; 401 `{ status: "UNAUTHORIZED" }`.
 * - `GET /service/preview/api/token?test=&group=&dateTime=`: stores the preview settings.
 *   `dateTime` (ISO 8601 date-time; absent = the current time) is the preview moment. 200
 *   SUCCESS; 400 BAD_REQUEST for a test without group, a test or group not active at the
 *   moment, or an unusable dateTime; 401 UNAUTHORIZED without a valid cookie. QA can force
 *   BAD_REQUEST / INTERNAL_ERROR / UNAUTHORIZED per scope: `POST /__qa/preview/token-answer`.
 * - `GET /service/preview/api/auth/login/renew`: extends the session (and the cookie) by 30
 *   min, 200 SUCCESS; 401 UNAUTHORIZED.
 * - `GET /service/preview/api/auth/logout`: ends the session, expires both cookies, 200 SUCCESS.
 *
 * QA: `GET /__qa/preview/requests?scope=` counts the requests each scope sent to the preview
 * and the A/B test services (a shopper's page must send none to preview); `POST
 * /__qa/preview/end-session` ends the session of the cookie it is sent with, keeping the cookie.
 */
export const previewPrefix = '/service/preview';
const api = `${previewPrefix}/api`;
export const sessionLifetimeMs = 30 * 60 * 1000;
const cookieNames = ['StaffAuthToken', 'CobraAuthToken'] as const;
type CookieName = (typeof cookieNames)[number];

interface PreviewSession {
  staffId: string;
  expiresAt: number;
  dateTime: string | null;
  abTestName: string | null;
  abTestGroup: string | null;
}

const sessions = new Map<string, PreviewSession>();
const counts = requestCounts();
type ForcedStatus = 'BAD_REQUEST' | 'INTERNAL_ERROR' | 'UNAUTHORIZED';
const forcedTokenAnswers = new Map<string, { status: ForcedStatus; httpStatus: number }>();
const defaultHttpStatus: Record<ForcedStatus, number> = { BAD_REQUEST: 400, INTERNAL_ERROR: 500, UNAUTHORIZED: 401 };

function sessionCookie(name: CookieName, token: string, maxAgeSeconds: number): string {
  return `${name}=${token}; Path=/; SameSite=Lax; Max-Age=${maxAgeSeconds}`;
}

/** Starts a staff session (also used by tests); returns the cookie value. */
export function startSession(now = Date.now()): string {
  const token = randomBytes(24).toString('base64url');
  sessions.set(token, {
    staffId: staff.id,
    expiresAt: now + sessionLifetimeMs,
    dateTime: null,
    abTestName: null,
    abTestGroup: null,
  });
  return token;
}

function currentSession(c: Context): { token: string; name: CookieName; session: PreviewSession } | null {
  for (const name of cookieNames) {
    const token = getCookie(c, name);
    const session = token ? sessions.get(token) : undefined;
    if (token && session && session.expiresAt > Date.now()) return { token, name, session };
  }
  return null;
}

const unauthorized = (c: Context) =>
  c.json({ status: 'UNAUTHORIZED', dateTime: null, abTestName: null, abTestGroup: null }, 401);

/** The `redirect` of a form, when it is a path of this origin by the shop's URL rule; else `/`. */
const safeRedirect = (c: Context, target: unknown) => internalPath(target, c.req.url) ?? '/';

/** The media type of the body, without parameters, in lower case. */
const mediaType = (c: Context) => (c.req.header('content-type') ?? '').split(';')[0]?.trim().toLowerCase() ?? '';
const formTypes = new Set(['application/x-www-form-urlencoded', 'multipart/form-data']);

/** True when the browser says the request came from another site (fetch metadata, or its Origin). */
function isCrossSite(c: Context): boolean {
  const site = c.req.header('sec-fetch-site');
  if (site === 'cross-site' || site === 'same-site') return true;
  const origin = c.req.header('origin');
  return origin !== undefined && origin !== new URL(c.req.url).origin;
}

const routes = new Hono();
routes.use(`${previewPrefix}/*`, async (c, next) => {
  counts.count(c);
  c.header('cache-control', 'no-store');
  await next();
});

routes.post(`${api}/auth/login`, async (c) => {
  const type = mediaType(c);
  const isForm = formTypes.has(type);
  if (!isForm && type !== 'application/json') return c.json({ status: 'UNSUPPORTED_MEDIA_TYPE' }, 415);
  const body = (isForm ? await c.req.parseBody() : await c.req.json().catch(() => ({}))) as Record<string, unknown>;
  if (isForm && !isCsrfTokenValid(getCookie(c, csrfCookieName), body[csrfFieldName])) {
    return c.text(
      'Staff login refused: the form has no valid security token. Reload /staff-login and log in again.',
      403,
    );
  }
  if (!isForm && isCrossSite(c)) return c.json({ status: 'FORBIDDEN' }, 403);
  const { username, password, cookie, redirect } = body;
  const name: CookieName = cookie === 'CobraAuthToken' ? 'CobraAuthToken' : 'StaffAuthToken';
  if (username !== staff.username || password !== staff.password) {
    if (isForm)
      return c.redirect(`/staff-login?error=1&redirect=${encodeURIComponent(safeRedirect(c, redirect))}`, 303);
    return c.json({ status: 'UNAUTHORIZED' }, 401);
  }
  const token = startSession();
  c.header('set-cookie', sessionCookie(name, token, sessionLifetimeMs / 1000));
  if (isForm) return c.redirect(safeRedirect(c, redirect), 303);
  return c.json({ status: 'SUCCESS', cookie: name, token });
});

routes.get(`${api}/auth/checkauth`, (c) => {
  const current = currentSession(c);
  if (!current) return unauthorized(c);
  const { dateTime, abTestName, abTestGroup } = current.session;
  return c.json({ status: 'SUCCESS', dateTime, abTestName, abTestGroup });
});

routes.get(`${api}/auth/login/renew`, (c) => {
  const current = currentSession(c);
  if (!current) return unauthorized(c);
  current.session.expiresAt = Date.now() + sessionLifetimeMs;
  c.header('set-cookie', sessionCookie(current.name, current.token, sessionLifetimeMs / 1000));
  return c.json({ status: 'SUCCESS' });
});

routes.get(`${api}/auth/logout`, (c) => {
  const current = currentSession(c);
  if (current) sessions.delete(current.token);
  for (const name of cookieNames) c.header('set-cookie', sessionCookie(name, '', 0), { append: true });
  return c.json({ status: 'SUCCESS' });
});

routes.get(`${api}/token`, (c) => {
  const forced = forcedTokenAnswers.get(qaScope(c.req.header('cookie')) ?? '');
  if (forced) return c.json({ status: forced.status }, forced.httpStatus as 400);
  const current = currentSession(c);
  if (!current) return unauthorized(c);
  const test = c.req.query('test')?.trim() ?? '';
  const group = c.req.query('group')?.trim() ?? '';
  const rawDateTime = c.req.query('dateTime');
  const moment = rawDateTime ? parseDateTime(rawDateTime) : new Date();
  const badRequest = (message: string) => c.json({ status: 'BAD_REQUEST', message }, 400);
  if (!moment) return badRequest('dateTime must be an ISO 8601 date-time');
  if (!test && group) return badRequest('a group needs a test');
  if (test) {
    if (!group) return badRequest('a test needs a group');
    const active = abTestsAt(moment).find((candidate) => candidate.name === test);
    if (!active) return badRequest(`test ${test} is not active at ${moment.toISOString()}`);
    if (!active.groups.includes(group)) return badRequest(`test ${test} has no group ${group}`);
  }
  Object.assign(current.session, {
    dateTime: rawDateTime ? moment.toISOString() : null,
    abTestName: test || null,
    abTestGroup: group || null,
  });
  return c.json({ status: 'SUCCESS' });
});

// QA (outside the service prefix, so the fault switches never block them).
routes.get('/__qa/preview/requests', (c) => {
  const scope = c.req.query('scope') ?? '';
  return c.json({ preview: counts.of(scope), abtest: abTestRequestCounts(scope) });
});

// Ends the staff session the request's cookie names, as if it expired on the server; the
// browser keeps its cookie, so the panel learns of the end only from the service's answers.
routes.post('/__qa/preview/end-session', (c) => {
  const current = currentSession(c);
  if (current) sessions.delete(current.token);
  return c.json({ ended: Boolean(current) });
});

routes.post('/__qa/preview/token-answer', async (c) => {
  const scope = c.req.query('scope') ?? '';
  const body = (await c.req.json().catch(() => null)) as { status?: unknown; httpStatus?: unknown } | null;
  const status = body?.status;
  if (status === null) {
    forcedTokenAnswers.delete(scope);
    return c.json({ forced: null });
  }
  if (status !== 'BAD_REQUEST' && status !== 'INTERNAL_ERROR' && status !== 'UNAUTHORIZED') {
    return c.json({ error: 'status: BAD_REQUEST | INTERNAL_ERROR | UNAUTHORIZED | null' }, 400);
  }
  const httpStatus = body?.httpStatus ?? defaultHttpStatus[status];
  if (typeof httpStatus !== 'number' || httpStatus < 200 || httpStatus > 599) {
    return c.json({ error: 'httpStatus: 200..599' }, 400);
  }
  forcedTokenAnswers.set(scope, { status, httpStatus });
  return c.json({ forced: { status, httpStatus } });
});

const service: MockService = {
  name: 'preview',
  description: 'Staff preview: login, checkauth, token (preview date-time, A/B test), renew, logout',
  prefixes: [previewPrefix],
  routes,
  reset: () => {
    sessions.clear();
    counts.clear();
    forcedTokenAnswers.clear();
  },
};

export default service;
