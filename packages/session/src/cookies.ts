import { parseCookie } from './domain/cookies.ts';

/** The cookie names the shop's widgets read. */
export const cookieNames = Object.freeze({
  loginToken: 'LoginToken',
  longTermToken: 'LongTermToken',
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
