import { parseCookie } from '../domain/cookies.ts';

/** The cookie names the shop's widgets read. */
export const cookieNames = Object.freeze({
  loginToken: 'LoginToken',
  /** Readable marker of the (HttpOnly) long-term token: its expiry in seconds since the epoch. */
  longTermTokenExp: 'LongTermTokenExp',
  /** The shop's platform cookie: `smartphone` or `tablet` (also `match`) skip session renewal. */
  platform: 'platform',
  csrf: 'XSRF-TOKEN',
});

/** One cookie of the current page (undefined outside a browser or when absent). */
export function readCookie(name: string): string | undefined {
  if (typeof document === 'undefined') return undefined;
  try {
    return parseCookie(document.cookie, name);
  } catch {
    // A sandboxed document (opaque origin) throws on cookie access: no cookie.
    return undefined;
  }
}
