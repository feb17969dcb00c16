import { describe, expect, it } from 'vitest';
import { redirectTarget } from './redirect.ts';

const current = 'https://shop.example/login?country=DE';

// Hostile targets, many taken from the open-redirect tests of Django (url_has_allowed_host_and_scheme)
// and ASP.NET Core (IsLocalUrl), plus encoded, white-space and control-character variants.
const hostile: string[] = [
  // other hosts and schemes
  'http://example.com',
  'https://example.com/account',
  'HtTpS://example.com/foo.html',
  'ftp://example.com',
  'http:///example.com',
  'https://///www.example.com/foo.html',
  'http:999999999',
  'ftp:9999999999',
  'https://shop.example.evil.com/',
  'https://shop.example@evil.com/',
  'https://shop.example:443@evil.com/',
  'http://shop.example/account', // same host, other scheme = other origin
  'https://shop.example:8443/account', // other port
  // protocol-relative
  '//example.com',
  '//example.com?',
  '//example.com:80',
  '///example.com',
  '//////www.example.com',
  // backslash and mixed slashes
  '\\\\example.com',
  '\\\\\\example.com',
  '/\\\\/example.com',
  '\\\\//example.com',
  '/\\/example.com',
  '\\/example.com',
  '/\\example.com',
  '/\\',
  'http:/\\//example.com',
  'http:\\/example.com',
  'http:\\\\www.example.com',
  'http://otherserver\\@example.com',
  'http://testserver\\me:pass@example.com',
  // script and data schemes
  'javascript:alert("XSS")',
  'JaVaScRiPt:alert(1)',
  'java\tscript:alert(1)',
  '\njavascript:alert(x)',
  ' javascript:alert(1)',
  'data:text/html,<script>alert(1)</script>',
  'vbscript:msgbox(1)',
  'mailto:a@example.com',
  // control characters and white space
  '\b//example.com',
  '/\t/example.com',
  '/\r\n/example.com',
  '/\n/example.com',
  '\n',
  ' /account',
  '/account ',
  '/\u00A0/example.com',
  '/\u3000/example.com',
  '/\u200B/example.com',
  '/\u202E/moc.elpmaxe',
  '/\u0000/example.com',
  // encoded variants
  '%2F%2Fexample.com',
  '/%2F%2Fexample.com',
  '/%2f/example.com',
  '/%5Cexample.com',
  '/%5c%5cexample.com',
  '/%252F/example.com',
  '/%25252F%25252Fexample.com',
  '/%09/example.com',
  '/%0d%0a/example.com',
  '/%00',
  '/account?next=%0aSet-Cookie',
  '/%C2%85/example.com',
  '/%E2%80%AE/example.com',
  '/%20/example.com',
  '%6A%61%76%61%73%63%72%69%70%74%3Aalert(1)',
  'javascript%3Aalert(1)',
  '/%E0%A4%A',
  // relative paths and oddities
  'example.com',
  'account',
  './account',
  '../account',
  '#fragment',
  '?country=DE',
  '',
  'http://[2001:cdba:0000:0000:0000:0000:3257:9652/',
  'http://2001:cdba:0000:0000:0000:0000:3257:9652]/',
  `/${'a'.repeat(2048)}`,
];

const legitimate: Array<[string, string]> = [
  ['/', '/'],
  ['/account', '/account'],
  ['/checkout?step=2', '/checkout?step=2'],
  ['/search?q=red%20shoes&sort=price', '/search?q=red%20shoes&sort=price'],
  ['/search?q=caf%C3%A9', '/search?q=caf%C3%A9'],
  ['/view/?param=http://example.com', '/view/?param=http://example.com'],
  ['/view?param=//example.com', '/view?param=//example.com'],
  ['/confirm/me@example.com', '/confirm/me@example.com'],
  ['/wishlist#item-42', '/wishlist#item-42'],
  ['/c400048505.html', '/c400048505.html'],
  ['/kaffee-c400048505/espresso-k400048510', '/kaffee-c400048505/espresso-k400048510'],
  [
    '/moebel/wohnzimmer/sofas/ecksofas/c400091234.html?color=grau#filter',
    '/moebel/wohnzimmer/sofas/ecksofas/c400091234.html?color=grau#filter',
  ],
  ['/service/storefinder/', '/service/storefinder/'],
  ['/kávé/ajánlat', '/k%C3%A1v%C3%A9/aj%C3%A1nlat'],
  ['https://shop.example/account?tab=orders', '/account?tab=orders'],
  ['HTTPS://SHOP.EXAMPLE/account', '/account'],
  ['/a/../account', '/account'],
];

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

  it('never answers anything a browser would read as another host', () => {
    for (const target of hostile) {
      const answer = redirectTarget(target, current);
      expect(new URL(answer, 'https://shop.example/').origin).toBe('https://shop.example');
    }
  });
});
