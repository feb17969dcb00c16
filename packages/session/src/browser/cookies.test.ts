import { describe, expect, it } from 'vitest';
import { readCookie } from './cookies.ts';
import { isLoggedIn, readLoginToken } from './loginToken.ts';

const b64 = (value: string) => btoa(value).replace(/\+/g, '-').replace(/\//g, '_').replace(/=+$/, '');
const token = (exp: number, ren: number) =>
  `${b64('{"alg":"HS256"}')}.${b64(JSON.stringify({ lid: 'c-1001', exp, ren }))}.sig`;

describe('page cookies', () => {
  it('reads a cookie of the page', () => {
    // biome-ignore lint/suspicious/noDocumentCookie: test setup
    document.cookie = 'platform=tablet; path=/';
    expect(readCookie('platform')).toBe('tablet');
    expect(readCookie('absent')).toBeUndefined();
  });

  it('a valid LoginToken means logged in until it expires', () => {
    const now = Date.UTC(2026, 10, 21, 10) / 1000;
    // biome-ignore lint/suspicious/noDocumentCookie: test setup
    document.cookie = `LoginToken=${token(now + 600, now + 300)}; path=/`;
    expect(readLoginToken(now * 1000)?.lid).toBe('c-1001');
    expect(isLoggedIn(now * 1000)).toBe(true);
    expect(isLoggedIn((now + 600) * 1000)).toBe(false);
  });

  it('a garbage LoginToken means logged out', () => {
    // biome-ignore lint/suspicious/noDocumentCookie: test setup
    document.cookie = 'LoginToken=garbage; path=/';
    expect(readLoginToken()).toBeNull();
    expect(isLoggedIn()).toBe(false);
  });
});
