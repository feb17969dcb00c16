import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { parseCookie, parseCookies } from './cookies.ts';

describe('parseCookie', () => {
  it('finds a cookie among others, trimming spaces', () => {
    expect(parseCookie('a=1; LoginToken=abc.def.ghi;platform=smartphone', 'LoginToken')).toBe('abc.def.ghi');
    expect(parseCookie('a=1; LoginToken=abc.def.ghi;platform=smartphone', 'platform')).toBe('smartphone');
  });

  it('does not confuse names that contain each other', () => {
    expect(parseCookie('OldLoginToken=x; LoginToken=y', 'LoginToken')).toBe('y');
    expect(parseCookie('LoginTokenX=x', 'LoginToken')).toBeUndefined();
  });

  it('keeps "=" inside a value and decodes percent-encoding', () => {
    expect(parseCookie('t=a=b==; u=%C3%A4%20b', 't')).toBe('a=b==');
    expect(parseCookie('t=a=b==; u=%C3%A4%20b', 'u')).toBe('ä b');
  });

  it('returns broken percent-encoding as it is, and strips quotes', () => {
    expect(parseCookie('x=%E0%A4%A', 'x')).toBe('%E0%A4%A');
    expect(parseCookie('x="quoted"', 'x')).toBe('quoted');
  });

  it('gives undefined for absent, empty name or an empty cookie string', () => {
    expect(parseCookie('', 'a')).toBeUndefined();
    expect(parseCookie('a=1', '')).toBeUndefined();
    expect(parseCookie('novalue; b=2', 'novalue')).toBeUndefined();
  });

  it('the first occurrence wins (the most specific path comes first)', () => {
    expect(parseCookie('a=first; a=second', 'a')).toBe('first');
  });

  it('never throws on any input', () => {
    fc.assert(
      fc.property(fc.string(), fc.string(), (cookies, name) => {
        const value = parseCookie(cookies, name);
        expect(value === undefined || typeof value === 'string').toBe(true);
      }),
    );
  });
});

/** Odd cookie strings a browser or a server can produce, and what the session reads from them. */
describe('odd cookie strings', () => {
  it.each([
    ['a cookie without a name is not the empty name', '=x; a=1', '', undefined],
    ['a flag without a value is not a cookie one letter shorter', 'secure; a=1', 'secur', undefined],
    ['spaces around a value are not part of it', 'a=  1  ; b=2', 'a', '1'],
    ['an empty quoted value is empty', 'a=""', 'a', ''],
    ['a lone quote is kept', 'a="', 'a', '"'],
    ['a quote only at the end is kept', 'a=abc"', 'a', 'abc"'],
    ['a quote only at the start is kept', 'a="abc', 'a', '"abc'],
    ['a quoted, percent-encoded value is unquoted and decoded', 'a="%C3%A4"', 'a', 'ä'],
  ])('%s', (_label, cookies, name, value) => {
    expect(parseCookie(cookies, name)).toBe(value);
  });
});

describe('parseCookies', () => {
  it('reads every cookie', () => {
    expect(Object.fromEntries(parseCookies('a=1; b=2; a=3; junk'))).toEqual({ a: '1', b: '2' });
  });
});
