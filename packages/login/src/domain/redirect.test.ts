import { describe, expect, it } from 'vitest';
import { redirects, withOrigin } from '../../../../e2e/data/hostile/redirects.ts';
import { redirectTarget } from './redirect.ts';

const current = 'https://shop.example/login?country=DE';

// The table of targets (over 100 hostile ones from Django's and ASP.NET Core's open-redirect
// tests, encoded, white-space and control-character variants, and the legitimate paths) is
// shared with the hostile-input suite: e2e/data/hostile/redirects.ts.
const origin = 'https://shop.example';
const hostile = redirects.filter((entry) => entry.expected === '/').map((entry) => withOrigin(entry.target, origin));
const legitimate = redirects
  .filter((entry) => entry.expected !== '/')
  .map((entry) => [withOrigin(entry.target, origin), entry.expected] as [string, string]);

describe('redirectTarget', () => {
  it('has at least 30 hostile cases', () => {
    expect(hostile.length).toBeGreaterThanOrEqual(30);
  });

  it.each(hostile.map((target) => [JSON.stringify(target), target]))('rejects %s and goes to /', (_, target) => {
    expect(redirectTarget(target, current)).toBe('/');
  });

  it.each(legitimate)('follows %s', (target, expected) => {
    expect(redirectTarget(target, current)).toBe(expected);
  });

  it('goes to / when nothing is stored', () => {
    expect(redirectTarget(null, current)).toBe('/');
    expect(redirectTarget(undefined, current)).toBe('/');
    expect(redirectTarget(42, current)).toBe('/');
  });

  it('goes to / when the target is the current address or the login page itself', () => {
    expect(redirectTarget('/login?country=DE', current)).toBe('/');
    expect(redirectTarget('https://shop.example/login?country=DE', current)).toBe('/');
    expect(redirectTarget('/login', current)).toBe('/');
    expect(redirectTarget('/login?redirect=%2Flogin', current)).toBe('/');
  });

  it("sends a shopper without a target to the site's home page when the page names one", () => {
    const home = '/?country=TR';
    expect(redirectTarget(null, current, home)).toBe(home);
    expect(redirectTarget('//evil.example', current, home)).toBe(home);
    expect(redirectTarget('/Login/', current, home)).toBe(home);
    expect(redirectTarget('/account', current, home)).toBe('/account');
    // A home that is not a same-origin path is not followed either.
    expect(redirectTarget(null, current, 'https://evil.example/')).toBe('/');
    expect(redirectTarget(null, current, '//evil.example')).toBe('/');
  });

  it('keeps shop paths with a percent sign, a space or an explicit default port', () => {
    expect(redirectTarget('/p/100%25-cotton', current)).toBe('/p/100%25-cotton');
    expect(redirectTarget('/p/kids%20shoes', current)).toBe('/p/kids%20shoes');
    expect(redirectTarget('https://shop.example:443/account', current)).toBe('/account');
    expect(redirectTarget('/%20/evil.example', current)).toBe('/');
    expect(redirectTarget('https://user@shop.example/account', current)).toBe('/');
  });

  it('never answers anything a browser would read as another host', () => {
    for (const target of hostile) {
      const answer = redirectTarget(target, current);
      expect(new URL(answer, 'https://shop.example/').origin).toBe('https://shop.example');
    }
  });

  it('follows a target of exactly 2,048 characters and refuses one of 2,049', () => {
    const path = (length: number) => `/${'a'.repeat(length - 1)}`;
    expect(redirectTarget(path(2048), current)).toBe(path(2048));
    expect(redirectTarget(path(2049), current)).toBe('/');
  });

  it('refuses a password without a user name before the shop host', () => {
    expect(redirectTarget('https://:pw@shop.example/account', current)).toBe('/');
  });

  it('refuses a tab the URL parser would silently drop', () => {
    // Parsed, `/account\t` is `/account`: only the check of the raw text refuses it.
    expect(redirectTarget('/account\t', current)).toBe('/');
  });

  it('refuses a percent-encoded line break in the query (a header injection attempt)', () => {
    expect(redirectTarget('/account?next=%0aSet-Cookie:x=1', current)).toBe('/');
    expect(redirectTarget('/account?next=%c2%85', current)).toBe('/');
    expect(redirectTarget('/account?next=%7f', current)).toBe('/');
  });

  it('refuses an absolute address with a third slash before the host', () => {
    expect(redirectTarget('https:///shop.example/account', current)).toBe('/');
  });

  it('refuses a relative path, which would depend on the login page address', () => {
    expect(redirectTarget('account', current)).toBe('/');
  });

  it('refuses a path that decodes to a control character, a backslash or a second host', () => {
    expect(redirectTarget('/%2F/evil.example', current)).toBe('/');
    expect(redirectTarget('/x%5Cy', current)).toBe('/');
    expect(redirectTarget('/%E2%80%8Bx', current)).toBe('/');
    expect(redirectTarget('/%252F%252Fevil.example', current)).toBe('/');
  });

  it('refuses a malformed percent-encoding in the path, the query or the fragment', () => {
    expect(redirectTarget('/%E0%A4%A', current)).toBe('/');
    expect(redirectTarget('/account?q=%E0%A4%A', current)).toBe('/');
    expect(redirectTarget('/account#%E0%A4%A', current)).toBe('/');
  });

  it('keeps a literal percent sign that no longer decodes after the first layer', () => {
    expect(redirectTarget('/p/100%2525', current)).toBe('/p/100%2525');
  });

  it('treats the login page under /m and with a trailing slash as the login page', () => {
    expect(redirectTarget('/m/login/', current)).toBe('/');
    expect(redirectTarget('/mlogin', current)).toBe('/mlogin');
    expect(redirectTarget('/x/login', current)).toBe('/x/login');
  });

  it('goes to / when the current address is not an address at all', () => {
    expect(redirectTarget('/account', 'not a url')).toBe('/');
  });

  it('uses / when the named home is not followable, and the home when it is', () => {
    expect(redirectTarget(null, current, '/.//evil.example')).toBe('/');
    expect(redirectTarget(null, current, '/?country=TR')).toBe('/?country=TR');
  });

  it('refuses a second host hidden under four layers of percent-encoding', () => {
    expect(redirectTarget('/%2525252F%2525252Fevil.example', current)).toBe('/');
  });

  it('refuses a relative path that carries an absolute address in its query', () => {
    // Only a target that starts with the scheme is an absolute address.
    expect(redirectTarget('account?from=https://shop.example/', current)).toBe('/');
  });

  it('follows an absolute http address of the shop when the shop itself is served over http', () => {
    expect(redirectTarget('http://shop.example/account', 'http://shop.example/login')).toBe('/account');
  });

  it('treats the login page with several trailing slashes as the login page', () => {
    expect(redirectTarget('/login//', current)).toBe('/');
  });

  it('reads /m as the mobile prefix only at the start of the path', () => {
    // The login page at /de/login: /de/m/login is another page, /m/de/login its mobile twin.
    expect(redirectTarget('/de/m/login', 'https://shop.example/de/login')).toBe('/de/m/login');
    expect(redirectTarget('/m/de/login', 'https://shop.example/de/login')).toBe('/');
  });
});
