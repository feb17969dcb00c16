import { decodeLoginToken, type LoginTokenPayload } from '../domain/loginToken.ts';
import { cookieNames, readCookie } from './cookies.ts';

/** The page's LoginToken payload, or null when absent, malformed or expired ("logged out"). */
export function readLoginToken(now: number = Date.now()): LoginTokenPayload | null {
  const payload = decodeLoginToken(readCookie(cookieNames.loginToken));
  return payload && payload.expiresAt > now ? payload : null;
}

/** Whether a shopper is logged in on this page (a well-formed LoginToken that has not expired). */
export const isLoggedIn = (now: number = Date.now()): boolean => readLoginToken(now) !== null;
