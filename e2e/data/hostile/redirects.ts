/**
 * Redirect targets for the login page (`?redirect=` or sessionStorage `shop.login.redirect`),
 * with the rule of `redirectTarget()` (packages/login/README.md, "Redirect rule"): the answer is
 * always a same-origin path; anything hostile gives `/`. The login's own table
 * (packages/login/src/domain/redirect.test.ts, from Django's and ASP.NET Core's open-redirect
 * tests) is repeated here and extended, with a selection of swisskyrepo/PayloadsAllTheThings
 * "Open Redirect/Intruder/Open-Redirect-payloads.txt" (its `www.whitelisteddomain.tld` written
 * as the shop's own host `{host}`), and with shop paths that must survive (percent signs,
 * spaces, an explicit default port). `{origin}` stands for the page's origin (`{ORIGIN}` for
 * it in upper case, `{host}` for its host); `withOrigin()` fills them in.
 */
export interface RedirectCase {
  target: string;
  /** Where the shopper lands: a path, or `/` for every hostile target. */
  expected: string;
}

export const withOrigin = (target: string, origin: string) =>
  target
    .replaceAll('{origin}', origin)
    .replaceAll('{ORIGIN}', origin.toUpperCase())
    .replaceAll('{host}', new URL(origin).host);

/** The page the login element runs on (relative to the origin). */
export const loginPath = '/login?country=DE';

const hostileTargets: string[] = [
  // other hosts and schemes
  'http://example.com',
  'https://example.com/account',
  'HtTpS://example.com/foo.html',
  'ftp://example.com',
  'http:///example.com',
  'https://///www.example.com/foo.html',
  'http:999999999',
  'ftp:9999999999',
  '{origin}.evil.com/',
  '{origin}@evil.com/',
  '{origin}:443@evil.com/',
  'http://shop.example/account', // other host = other origin
  '{origin}:8443/account', // other port
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
  // extensions of the hostile-input suite
  '{origin}.evil.example/',
  '{origin}@evil.example/',
  'https:evil.example',
  'http:/evil.example',
  'https:\\evil.example',
  '/.//evil.example',
  '/./\\evil.example',
  'about:blank',
  'blob:{origin}/1234',
  'file:///etc/passwd',
  'view-source:{origin}/',
  'jav&#x09;ascript:alert(1)',
  'javascript://%0aalert(1)',
  'javascript:/{origin}/account',
  'data:text/html;base64,PHNjcmlwdD5hbGVydCgxKTwvc2NyaXB0Pg==',
  '/\u2028/evil.example',
  '/account\u2029',
  '/\u180E/evil.example',
  '/\uFEFF/evil.example',
  '/%EF%BB%BF/evil.example',
  '\u3002evil.example',
  '/login',
  '/login?country=DE',
  '{origin}/login?country=DE',
  `/${'%2F'.repeat(700)}`,
  `/${'a'.repeat(100_000)}`,
  // the login page itself, however spelled (it would send the shopper back to the form)
  '/login/',
  '/Login',
  '/LOGIN?country=TR',
  '/m/login',
  '/%6Cogin',
  '{origin}/login/',
  // user info on the own host (a phishing look: `shop@` before the real host)
  'https://user@{host}/account',
  'https://{host}:@{host}/account',
  // swisskyrepo/PayloadsAllTheThings, Open Redirect/Intruder/Open-Redirect-payloads.txt
  '//google.com/%2f..',
  '//{host}@google.com/%2f..',
  '///{host}@google.com/%2f..',
  'https://{host}@google.com/%2f..',
  '//www.google.com/%2e%2e%2f',
  'https:///www.google.com/%2e%2e',
  '//https:///www.google.com/%2e%2e',
  '/%09/google.com',
  '//%09/google.com',
  'https://%09/google.com',
  '/%5cgoogle.com',
  '//%5cgoogle.com',
  'https://%5cgoogle.com',
  'javascript:alert(1);',
  '//javascript:alert(1)',
  '/%5cjavascript:alert(1)',
  '/%09/javascript:alert(1)',
  'java%0d%0ascript%0d%0a:alert(0)',
  'https:google.com',
  '//google%E3%80%82com',
  '\\/\\/google.com/',
  '/\\/google.com/',
  '//google%00.com',
  '";alert(0);//',
  'javascript://{host}?%a0alert%281%29',
  'http://0xd8.0x3a.0xd6.0xce',
  'http://{host}@0xd83ad6ce',
  'http://3627734734',
  'http://[::ffff:216.58.214.206]',
  'http:{host}@0xd8.0x3a.0xd6.0xce',
  'http:00330.0x3a.54990',
  '〱google.com',
  '%68%74%74%70%3a%2f%2f%67%6f%6f%67%6c%65%2e%63%6f%6d',
  'http://%67%6f%6f%67%6c%65%2e%63%6f%6d',
  '<>//google.com',
  '//google.com\\@{host}',
  'https://:@google.com\\@{host}',
  'ja\\nva\\tscript\\r:alert(1)',
  'http://google.com:80#@{host}/',
  'http://google.com:80?@{host}/',
];

const legitimateTargets: Array<[string, string]> = [
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
  ['{origin}/account?tab=orders', '/account?tab=orders'],
  ['{ORIGIN}/account', '/account'],
  ['/a/../account', '/account'],
  ['/%ef%bc%8f%ef%bc%8fevil.example', '/%ef%bc%8f%ef%bc%8fevil.example'],
  // encoded dots and slashes inside a path stay on the shop's origin (the browser asks the shop for them)
  ['/%2e%2f%2fevil.example', '/%2e%2f%2fevil.example'],
  ['/%2E%2E%2F%2F%2Fevil.example', '/%2E%2E%2F%2F%2Fevil.example'],
  ['/account?next=https://evil.example', '/account?next=https://evil.example'],
  ['/account#javascript:alert(1)', '/account#javascript:alert(1)'],
  ['/search?q=%3Cscript%3Ealert(1)%3C/script%3E', '/search?q=%3Cscript%3Ealert(1)%3C/script%3E'],
  ['/search?q=a%20b', '/search?q=a%20b'],
  [`/${'a'.repeat(2000)}`, `/${'a'.repeat(2000)}`],
  // shop paths that must survive: a literal percent sign, a space, an explicit default port
  ['/p/100%25-cotton', '/p/100%25-cotton'],
  ['/p/kids%20shoes', '/p/kids%20shoes'],
  ['/p/kids%20shoes?size=32%2F33', '/p/kids%20shoes?size=32%2F33'],
  ['/sale/50%25-off/c400048505.html', '/sale/50%25-off/c400048505.html'],
  ['/p/100%2525', '/p/100%2525'],
  ['{origin}:443/account', '/account'],
  ['{origin}:443/p/100%25-cotton', '/p/100%25-cotton'],
  ['/login-help', '/login-help'],
  ['/account/login', '/account/login'],
  ['/p/kaffee%20%26%20tee', '/p/kaffee%20%26%20tee'],
  // PayloadsAllTheThings entries that stay on the shop: a path that merely spells an address
  ['{origin}/https://www.google.com/', '/https://www.google.com/'],
  ['/https://google.com/%2f..', '/https://google.com/%2f..'],
  ['/javascript:alert(1)', '/javascript:alert(1)'],
  // (a parser that folds these look-alike marks into `/` is not ours: the browser keeps them in the path)
  ['/〱google.com', '/%E3%80%B1google.com'],
  ['/ｰgoogle.com', '/%EF%BD%B0google.com'],
];

export const redirects: RedirectCase[] = [
  ...hostileTargets.map((target) => ({ target, expected: '/' })),
  ...legitimateTargets.map(([target, expected]) => ({ target, expected })),
];
