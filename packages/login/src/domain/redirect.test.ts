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
});
