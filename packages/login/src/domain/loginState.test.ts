import { describe, expect, it } from 'vitest';
import { hasValidLogin } from './loginState.ts';

const now = Date.UTC(2026, 10, 21, 10, 0, 0);
const base64url = (value: unknown) =>
  btoa(JSON.stringify(value)).replaceAll('+', '-').replaceAll('/', '_').replaceAll('=', '');
const token = (claims: unknown) => `${base64url({ alg: 'HS256', typ: 'JWT' })}.${base64url(claims)}.signature`;
const seconds = (ms: number) => Math.floor(ms / 1000);

describe('already logged in', () => {
  it('is true for a LoginToken that has not expired', () => {
    const cookie = `qa_scope=x; LoginToken=${token({ lid: 'c-1001', exp: seconds(now) + 600 })}; other=1`;
    expect(hasValidLogin(cookie, now)).toBe(true);
  });

  it('is false for an expired token', () => {
    expect(hasValidLogin(`LoginToken=${token({ lid: 'c-1001', exp: seconds(now) - 1 })}`, now)).toBe(false);
  });

  it.each([
    '',
    'LoginToken=',
    'LoginToken=garbage',
    'LoginToken=a.b.c',
    `LoginToken=${token({ lid: 'c-1001' })}`,
    `LoginToken=${token({ exp: 'soon' })}`,
    `XLoginToken=${token({ exp: seconds(now) + 600 })}`,
  ])('is false for %j', (cookie) => {
    expect(hasValidLogin(cookie, now)).toBe(false);
  });
});
