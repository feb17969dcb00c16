import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { decodeLoginToken } from './loginToken.ts';

const b64 = (value: string) =>
  btoa(String.fromCharCode(...new TextEncoder().encode(value)))
    .replace(/\+/g, '-')
    .replace(/\//g, '_')
    .replace(/=+$/, '');
const header = b64(JSON.stringify({ alg: 'HS256', typ: 'JWT' }));
const jwt = (payload: unknown, signature = 'c2lnbmF0dXJl') => `${header}.${b64(JSON.stringify(payload))}.${signature}`;

describe('decodeLoginToken', () => {
  it('reads exp, ren and lid of a real token as milliseconds', () => {
    const token = jwt({ lid: 'c-1001', iat: 1_700_000_000, ren: 1_700_001_200, exp: 1_700_001_800 });
    expect(decodeLoginToken(token)).toEqual({
      lid: 'c-1001',
      renewAt: 1_700_001_200_000,
      expiresAt: 1_700_001_800_000,
      issuedAt: 1_700_000_000_000,
    });
  });

  it('reads non-ASCII customer ids (UTF-8 payload)', () => {
    expect(decodeLoginToken(jwt({ lid: 'Novák-ü', ren: 1_700_000_000, exp: 1_700_000_100 }))?.lid).toBe('Novák-ü');
  });

  it('never lets the renewal time lie after the expiry', () => {
    expect(decodeLoginToken(jwt({ lid: 'x', ren: 1_700_009_999, exp: 1_700_000_100 }))?.renewAt).toBe(
      1_700_000_100_000,
    );
  });

  it('reads a payload in padded base64url or in the standard alphabet as a JWT decoder does', () => {
    const claims = { lid: 'c-?ü~', ren: 1_700_000_000, exp: 1_700_000_100 };
    const standard = btoa(String.fromCharCode(...new TextEncoder().encode(JSON.stringify(claims))));
    expect(standard).toMatch(/\/.*=$/);
    const expected = { lid: 'c-?ü~', renewAt: 1_700_000_000_000, expiresAt: 1_700_000_100_000 };
    expect(decodeLoginToken(`${header}.${standard}.sig`)).toEqual(expected);
    expect(decodeLoginToken(`${header}.${standard.replace(/=+$/, '')}.sig`)).toEqual(expected);
    expect(decodeLoginToken(`${header}.${standard.replace(/\+/g, '-').replace(/\//g, '_')}.sig`)).toEqual(expected);
    expect(decodeLoginToken(`${header}.${standard}=.sig`)).toBeNull();
    expect(decodeLoginToken(`${header}.${standard.slice(0, 8)}=${standard.slice(8)}.sig`)).toBeNull();
  });

  it.each([
    ['absent', undefined],
    ['null', null],
    ['empty', ''],
    ['not a JWT', 'hello'],
    ['two parts', `${header}.${b64('{"exp":1}')}`],
    ['four parts', `${jwt({ lid: 'x', ren: 1_700_000_000, exp: 1_700_000_100 })}.x`],
    ['truncated payload', jwt({ lid: 'x', ren: 1_700_000_000, exp: 1_700_000_100 }).slice(0, 40)],
    ['payload not base64url', `${header}.$$$.sig`],
    ['payload not JSON', `${header}.${b64('not json')}.sig`],
    ['payload an array', jwt([1, 2, 3])],
    ['payload a number', jwt(42)],
    ['exp missing', jwt({ lid: 'x', ren: 1_700_000_000 })],
    ['ren missing', jwt({ lid: 'x', exp: 1_700_000_000 })],
    ['lid missing', jwt({ ren: 1_700_000_000, exp: 1_700_000_100 })],
    ['lid a number', jwt({ lid: 7, ren: 1_700_000_000, exp: 1_700_000_100 })],
    ['exp a string', jwt({ lid: 'x', ren: 1_700_000_000, exp: '1700000100' })],
    ['exp negative', jwt({ lid: 'x', ren: 1_700_000_000, exp: -5 })],
    ['exp absurdly far', jwt({ lid: 'x', ren: 1_700_000_000, exp: 1e300 })],
    ['exp NaN-like', `${header}.${b64('{"lid":"x","ren":1,"exp":NaN}')}.sig`],
    ['huge token', jwt({ lid: 'x'.repeat(10_000), ren: 1_700_000_000, exp: 1_700_000_100 })],
    ['invalid UTF-8', `${header}.${btoa('\xff\xfe\xfd').replace(/=+$/, '')}.sig`],
    ['empty header', `.${b64('{"lid":"x","ren":1700000000,"exp":1700000100}')}.sig`],
  ])('%s => logged out (null)', (_name, token) => {
    expect(decodeLoginToken(token as string | undefined)).toBeNull();
  });

  it('never throws, whatever the cookie holds', () => {
    fc.assert(
      fc.property(fc.string({ maxLength: 5000 }), (token) => {
        const result = decodeLoginToken(token);
        expect(result === null || typeof result.lid === 'string').toBe(true);
      }),
    );
  });

  it('never throws for any JSON payload, and only accepts sane ones', () => {
    fc.assert(
      fc.property(fc.jsonValue(), (payload) => {
        const result = decodeLoginToken(jwt(payload));
        if (result) {
          expect(Number.isFinite(result.expiresAt)).toBe(true);
          expect(result.renewAt).toBeLessThanOrEqual(result.expiresAt);
        }
      }),
    );
  });

  it('round-trips any valid claims', () => {
    fc.assert(
      fc.property(
        fc.string({ minLength: 1, maxLength: 64 }),
        fc.integer({ min: 1, max: 9_000_000_000 }),
        fc.integer({ min: 0, max: 1_000_000 }),
        (lid, ren, lifetime) => {
          const decoded = decodeLoginToken(jwt({ lid, ren, exp: ren + lifetime }));
          expect(decoded).toEqual({ lid, renewAt: ren * 1000, expiresAt: (ren + lifetime) * 1000 });
        },
      ),
    );
  });
});

/**
 * Tokens at the edge of each check: a forged or broken cookie that exactly one check refuses,
 * and the limits a real token may reach.
 */
describe('LoginTokens at the limits', () => {
  const claims = { lid: 'c-1001', ren: 1_700_000_000, exp: 1_700_000_100 };
  const payload = b64(JSON.stringify(claims));
  const read = (value: string) => decodeLoginToken(value)?.lid ?? null;
  /** A token of exactly `length` characters (the signature is never checked here, only carried). */
  const ofLength = (length: number) => jwt(claims, 's'.repeat(length - jwt(claims, '').length));

  it.each([
    ['a space before the payload (atob would skip it)', `${header}. ${payload}.sig`],
    ['a space inside the payload', `${header}.${payload.slice(0, 5)} ${payload.slice(5)}.sig`],
    ['a space after the payload', `${header}.${payload} .sig`],
    ['a header that is not base64url', `$$$.${payload}.sig`],
    [
      'a customer id in broken UTF-8',
      `${header}.${btoa('{"lid":"\xff","ren":1700000000,"exp":1700000100}').replace(/=+$/, '')}.sig`,
    ],
    ['an empty customer id', jwt({ ...claims, lid: '' })],
    ['a customer id of 257 characters', jwt({ ...claims, lid: 'x'.repeat(257) })],
    ['an expiry at 0 (1970)', jwt({ ...claims, ren: 0, exp: 0 })],
    ['an expiry in the year 2286', jwt({ ...claims, exp: 10_000_000_000 })],
    ['a token of 4,097 characters', ofLength(4097)],
  ])('%s is refused', (_label, token) => {
    expect(read(token)).toBeNull();
  });

  it.each([
    ['a customer id of 256 characters', jwt({ ...claims, lid: 'x'.repeat(256) })],
    ['a token of 4,096 characters', ofLength(4096)],
  ])('%s is read', (_label, token) => {
    expect(read(token)).not.toBeNull();
  });

  it.each([
    ['before 1970', -5, undefined],
    ['after the expiry', 1_700_000_101, undefined],
    ['at the expiry', 1_700_000_100, 1_700_000_100_000],
    ['before the renewal', 1_699_999_000, 1_699_999_000_000],
  ])('an issue time %s: %s', (_label, iat, issuedAt) => {
    expect(decodeLoginToken(jwt({ ...claims, iat }))?.issuedAt).toBe(issuedAt);
  });
});
