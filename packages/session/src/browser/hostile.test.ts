import { afterEach, describe, expect, it } from 'vitest';
import { tokenCases } from '../../../../e2e/data/hostile/tokens.ts';
import { decodeLoginToken } from '../domain/loginToken.ts';
import { isLoggedIn, readLoginToken } from './loginToken.ts';

/** The hostile LoginToken table (e2e/data/hostile/tokens.ts) against the decoder and the cookie reader. */
const nowSeconds = 1_780_000_000;
const now = nowSeconds * 1000;
const cases = tokenCases(nowSeconds);

const setCookie = (value: string) => {
  // biome-ignore lint/suspicious/noDocumentCookie: the test plays the server's Set-Cookie
  document.cookie = `LoginToken=${encodeURIComponent(value)}; path=/`;
};

afterEach(() => {
  // biome-ignore lint/suspicious/noDocumentCookie: test clean-up
  document.cookie = 'LoginToken=; path=/; max-age=0';
});

describe('hostile LoginToken payloads', () => {
  it('covers every kind of damage', () => {
    expect(cases.length).toBeGreaterThanOrEqual(50);
    expect(new Set(cases.map((entry) => entry.expected))).toEqual(new Set(['malformed', 'expired', 'valid']));
  });

  it.each(cases.map((entry) => [entry.label, entry] as const))('%s', (_label, entry) => {
    const decoded = decodeLoginToken(entry.token);
    if (entry.expected === 'malformed') {
      expect(decoded).toBeNull();
      return;
    }
    expect(decoded).not.toBeNull();
    if (!decoded) return;
    expect(Number.isFinite(decoded.expiresAt) && Number.isFinite(decoded.renewAt)).toBe(true);
    expect(decoded.renewAt).toBeLessThanOrEqual(decoded.expiresAt);
    if (decoded.issuedAt !== undefined) expect(decoded.issuedAt).toBeLessThanOrEqual(decoded.expiresAt);
    expect(decoded.expiresAt > now).toBe(entry.expected === 'valid');
  });

  it('the cookie reader never throws and logs in only with a valid token', () => {
    for (const entry of cases.filter((item) => item.token.length < 8192)) {
      setCookie(entry.token);
      expect(() => readLoginToken(now), entry.label).not.toThrow();
      expect(isLoggedIn(now), entry.label).toBe(entry.expected === 'valid');
    }
  });

  it('a cookie value that is not valid percent-encoding reads as logged out', () => {
    // biome-ignore lint/suspicious/noDocumentCookie: the test plays the server's Set-Cookie
    document.cookie = 'LoginToken=%E0%A4%A; path=/';
    expect(readLoginToken(now)).toBeNull();
  });
});
