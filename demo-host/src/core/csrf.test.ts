import { describe, expect, it } from 'vitest';
import { csrfCookie, csrfTokenFor, isCsrfTokenValid, isSignedCsrfToken, newCsrfToken } from './csrf.ts';

describe('CSRF tokens', () => {
  it('makes a new, different token each time', () => {
    expect(newCsrfToken()).not.toBe(newCsrfToken());
  });

  it('knows its own signature and no other', () => {
    const token = newCsrfToken();
    const [nonce, signature] = token.split('.');
    expect(isSignedCsrfToken(token)).toBe(true);
    expect(isSignedCsrfToken(`${nonce}x.${signature}`)).toBe(false);
    expect(isSignedCsrfToken(`${nonce}.`)).toBe(false);
    expect(isSignedCsrfToken(`.${signature}`)).toBe(false);
    expect(isSignedCsrfToken(`${token}.extra`)).toBe(false);
    expect(isSignedCsrfToken(undefined)).toBe(false);
  });

  it('reuses a signed token the browser holds and replaces anything else', () => {
    const token = newCsrfToken();
    expect(csrfTokenFor(token)).toBe(token);
    const replaced = csrfTokenFor('planted.value');
    expect(replaced).not.toBe('planted.value');
    expect(isSignedCsrfToken(replaced)).toBe(true);
    expect(isSignedCsrfToken(csrfTokenFor(undefined))).toBe(true);
  });

  it('accepts a post only when field and cookie hold the same signed token', () => {
    const token = newCsrfToken();
    expect(isCsrfTokenValid(token, token)).toBe(true);
    expect(isCsrfTokenValid(token, newCsrfToken())).toBe(false);
    expect(isCsrfTokenValid(token, undefined)).toBe(false);
    expect(isCsrfTokenValid(undefined, token)).toBe(false);
    expect(isCsrfTokenValid(token, `${token}x`)).toBe(false);
  });

  it('keeps the cookie from scripts and from cross-site requests', () => {
    expect(csrfCookie('t')).toBe('csrf_token=t; Path=/; HttpOnly; SameSite=Strict; Max-Age=3600');
  });
});
