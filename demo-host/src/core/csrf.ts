import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';

/**
 * Cross-site request forgery protection for the demo host's own forms (the staff login): a
 * signed double-submit token. The form page sets the token as a cookie and writes the same
 * token into a hidden field; a post is accepted only when field and cookie are equal and the
 * token carries this server's signature.
 *
 * Why each part: another site can make a browser post a form here, but it can neither read the
 * cookie nor the page (so it cannot copy the token into its field); the cookie is
 * `SameSite=Strict`, so a cross-site post does not even carry it; and the signature keeps a
 * token planted by someone who can set cookies for this host (a sibling subdomain, a network
 * on plain http) from being accepted, since they cannot sign one.
 */
export const csrfCookieName = 'csrf_token';
export const csrfFieldName = 'csrf_token';
const maxAgeSeconds = 60 * 60;

// A new key at every start: tokens from before a restart stop counting, which only costs a reload.
const key = randomBytes(32);

const signatureOf = (nonce: string) => createHmac('sha256', key).update(nonce).digest('base64url');

/** A new token: a random nonce and its signature. */
export function newCsrfToken(): string {
  const nonce = randomBytes(18).toString('base64url');
  return `${nonce}.${signatureOf(nonce)}`;
}

/** True for a token this server signed. */
export function isSignedCsrfToken(token: unknown): token is string {
  if (typeof token !== 'string') return false;
  const [nonce, signature, ...rest] = token.split('.');
  if (!nonce || !signature || rest.length > 0) return false;
  return sameText(signature, signatureOf(nonce));
}

/**
 * The token for a form page: the one the browser already holds when this server signed it
 * (so two open tabs keep working), else a new one.
 */
export function csrfTokenFor(cookieToken: string | undefined): string {
  return isSignedCsrfToken(cookieToken) ? cookieToken : newCsrfToken();
}

/** The Set-Cookie value that hands a token to the browser. */
export function csrfCookie(token: string): string {
  return `${csrfCookieName}=${token}; Path=/; HttpOnly; SameSite=Strict; Max-Age=${maxAgeSeconds}`;
}

/** True when a post carries the same signed token in its field as in its cookie. */
export function isCsrfTokenValid(cookieToken: unknown, fieldToken: unknown): boolean {
  return isSignedCsrfToken(cookieToken) && typeof fieldToken === 'string' && sameText(cookieToken, fieldToken);
}

/** Compares without leaking, through timing, how much of a guess was right. */
function sameText(a: string, b: string): boolean {
  const left = Buffer.from(a);
  const right = Buffer.from(b);
  return left.length === right.length && timingSafeEqual(left, right);
}
