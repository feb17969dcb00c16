/**
 * Hostile footer content (service data is untrusted; packages/footer/README.md):
 * - `links`: link addresses with the verdict of the footer's link safety (`checkLink()`): `safe`
 *   addresses become `<a>`, the rest are dropped from lists (or shown as plain text where the
 *   link carries a heading). Safe means http(s), mailto, tel or a relative address; every other
 *   scheme, protocol-relative addresses, white space, control characters and backslashes are
 *   refused. Some odd-looking addresses are safe because a browser reads them as relative paths
 *   on the shop (`&#106;avascript:` is literal text in an attribute set from script).
 * - `contents`: whole content objects derived from a valid one, and whether the footer's schema
 *   (strict: no type coercion, bounded sizes) accepts them; refused content means the footer
 *   keeps its built-in content.
 * - `answers`: raw promotion-service answer texts and whether they yield content.
 */
export interface LinkCase {
  url: unknown;
  safe: boolean;
  note: string;
}

const l = (url: unknown, safe: boolean, note: string): LinkCase => ({ url, safe, note });

export const links: LinkCase[] = [
  // safe
  l('/service/kontakt', true, 'root-relative'),
  l('c400048505.html', true, 'relative file'),
  l('?view=mobile', true, 'query only'),
  l('#top', true, 'fragment only'),
  l('https://careers.example.com/', true, 'https'),
  l('HTTP://blog.example.de/', true, 'upper-case http'),
  l('mailto:service@example.de?subject=Hallo%20Shop', true, 'mailto with subject'),
  l('tel:+498001234567', true, 'tel'),
  l('/search?q=<script>alert(1)</script>', true, 'markup in a query (an attribute value, never markup)'),
  l('&#106;avascript:alert(1)', true, 'HTML entity: literal text in the attribute, a relative path'),
  l('%6Aavascript:alert(1)', true, 'percent-encoded j: not a scheme, a relative path'),
  l('ｊavascript:alert(1)', true, 'full-width j: not a scheme, a relative path'),
  l('/javascript:alert(1)', true, 'javascript: inside a path'),
  l('tel:javascript:alert(1)', true, 'tel with odd digits: a tel link, never script'),
  l(`https://example.com/${'a'.repeat(1500)}`, true, 'long but within 2048'),
  // dangerous schemes
  l('javascript:alert(1)', false, 'javascript'),
  l('JaVaScRiPt:alert(1)', false, 'javascript, mixed case'),
  l('javascript:window.__pwned=true', false, 'javascript setting the trap'),
  l('javascript://%0aalert(1)', false, 'javascript with an encoded newline'),
  l('data:text/html,<script>alert(1)</script>', false, 'data text/html'),
  l('data:text/html;base64,PHNjcmlwdD5hbGVydCgxKTwvc2NyaXB0Pg==', false, 'data base64'),
  l('DATA:image/svg+xml,<svg onload=alert(1)>', false, 'data svg'),
  l('vbscript:msgbox(1)', false, 'vbscript'),
  l('VBScript:msgbox(1)', false, 'vbscript, mixed case'),
  l('file:///etc/passwd', false, 'file'),
  l('ftp://example.com/', false, 'ftp'),
  l('blob:https://example.com/1', false, 'blob'),
  l('about:blank', false, 'about'),
  l('chrome://settings', false, 'browser internal'),
  l('intent://scan/#Intent;scheme=zxing;end', false, 'android intent'),
  // white space and control characters (browsers strip them, which is how the tricks work)
  l(' javascript:alert(1)', false, 'leading space (trimmed, then a javascript scheme)'),
  l('\u00A0javascript:alert(1)', false, 'leading no-break space'),
  l('java\tscript:alert(1)', false, 'tab inside'),
  l('java\nscript:alert(1)', false, 'newline inside'),
  l('java\rscript:alert(1)', false, 'carriage return inside'),
  l('\u0000javascript:alert(1)', false, 'leading NUL'),
  l('\u0001javascript:alert(1)', false, 'leading control character'),
  l('javascript\u0000:alert(1)', false, 'NUL before the colon'),
  l('jav\u0085ascript:alert(1)', false, 'C1 control (NEL)'),
  l('java\u2028script:alert(1)', false, 'line separator'),
  l('/kontakt page', false, 'a space inside'),
  // encoded and malformed
  l('javascript&colon;alert(1)', true, 'entity colon: no scheme, a relative path'),
  l('//evil.example/', false, 'protocol-relative'),
  l('/\\evil.example', false, 'backslash'),
  l('\\\\evil.example', false, 'double backslash'),
  l('https://', false, 'no host'),
  l('http://[::1', false, 'malformed IPv6 host'),
  l('mailto:', false, 'empty mailto'),
  l('tel:', false, 'empty tel'),
  l('', false, 'empty'),
  l('   ', false, 'only spaces'),
  // parsed, not spelled (the URL parser decides; WHATWG url tests, PayloadsAllTheThings open redirect)
  l('http://shop.example@evil.com/', false, 'user info: shows the shop, leads to evil.com'),
  l('https://shop.example:443@evil.com/', false, 'user info with a port look-alike'),
  l('https://user:pass@careers.example.com/', false, 'user and password'),
  l('https:evil.com', false, 'https without //: a shop path on an https page, a host on an http one'),
  l('http:evil.com', false, 'http without //'),
  l('https:/evil.com', false, 'https with one slash'),
  l('https://xn--80ak6aa92e.com/', false, 'punycode host (look-alike of apple.com)'),
  l('https://аpple.com/', false, 'Cyrillic а in the host (becomes punycode)'),
  l('http://3627734734/', false, 'numeric IPv4 host'),
  l('http://0xd8.0x3a.0xd6.0xce/', false, 'hexadecimal IPv4 host'),
  l('http://[::ffff:216.58.214.206]/', false, 'IPv6 host'),
  l('HTTPS://CAREERS.EXAMPLE.COM/Jobs', true, 'upper-case scheme and host: an ordinary external link'),
  l('c400048505.html?sort=price#top', true, 'relative category link with query and fragment (a site path)'),
  // wrong types
  l(undefined, false, 'undefined'),
  l(null, false, 'null'),
  l(42, false, 'a number'),
  l({ href: '/x' }, false, 'an object'),
  l(['/x'], false, 'an array'),
];

export interface ContentCase {
  note: string;
  /** The content, derived from a valid one (never mutated). */
  make: (valid: Record<string, unknown>) => unknown;
  accepted: boolean;
}

const c = (note: string, accepted: boolean, make: ContentCase['make']): ContentCase => ({ note, accepted, make });
const firstLegal = (valid: Record<string, unknown>) => (valid.legalLinks as unknown[])[0] as Record<string, unknown>;
/** `depth` arrays inside each other around a value. */
const nested = (depth: number, inner: unknown = 'x'): unknown => {
  let value = inner;
  for (let i = 0; i < depth; i++) value = [value];
  return value;
};
/** The same nesting as JSON text (no recursion, so any depth can be written). */
const nestedJson = (depth: number) => `${'['.repeat(depth)}"x"${']'.repeat(depth)}`;

export const contents: ContentCase[] = [
  c('the valid content itself (control case)', true, (valid) => valid),
  c('markup in texts (shown as text)', true, (valid) => ({
    ...valid,
    headline: '<img src=x onerror=alert(1)><script>window.__pwned=true</script>',
  })),
  c('unknown extra fields (ignored)', true, (valid) => ({ ...valid, extra: { evil: '<script>' } })),
  c('a deeply nested unknown field (ignored)', true, (valid) => ({ ...valid, extra: nested(5000) })),
  c('__proto__ key (an own field, ignored)', true, (valid) =>
    JSON.parse(`{"__proto__":{"polluted":true},${JSON.stringify(valid).slice(1)}`),
  ),
  // wrong types
  c('content is null', false, () => null),
  c('content is an array', false, (valid) => [valid]),
  c('content is a string', false, (valid) => JSON.stringify(valid)),
  c('content is a number', false, () => 42),
  c('headline is a number', false, (valid) => ({ ...valid, headline: 42 })),
  c('headline is null', false, (valid) => ({ ...valid, headline: null })),
  c('headline is an object', false, (valid) => ({ ...valid, headline: { text: 'x' } })),
  c('headline is an array', false, (valid) => ({ ...valid, headline: ['x'] })),
  c('headline deeply nested', false, (valid) => ({ ...valid, headline: nested(5000) })),
  c('legal links deeply nested', false, (valid) => ({ ...valid, legalLinks: nested(5000, firstLegal(valid)) })),
  c('legal links is an object', false, (valid) => ({ ...valid, legalLinks: { 0: firstLegal(valid) } })),
  c('legal links is empty', false, (valid) => ({ ...valid, legalLinks: [] })),
  c('teaser groups is a string', false, (valid) => ({ ...valid, teaser: { groups: 'x' } })),
  c('teaser groups missing', false, (valid) => ({ ...valid, teaser: {} })),
  c('a link text is a boolean', false, (valid) => ({ ...valid, legalLinks: [{ url: '/x', text: true }] })),
  c('a link url is a number', false, (valid) => ({ ...valid, legalLinks: [{ url: 5, text: 'x' }] })),
  c('a link without url', false, (valid) => ({ ...valid, legalLinks: [{ text: 'x' }] })),
  c('a link with empty text', false, (valid) => ({ ...valid, legalLinks: [{ url: '/x', text: '' }] })),
  c('view changer missing', false, (valid) => ({ ...valid, viewChanger: undefined })),
  c('a view-changer link missing', false, (valid) => ({
    ...valid,
    viewChanger: { toClassic: (valid.viewChanger as Record<string, unknown>).toClassic },
  })),
  c('teaser missing', false, (valid) => ({ ...valid, teaser: undefined })),
  c('SEO block missing', false, (valid) => ({ ...valid, seo: undefined })),
  c('SEO block null', false, (valid) => ({ ...valid, seo: null })),
  c('a teaser heading missing', false, (valid) => {
    const groups = (valid.teaser as { groups: Array<Record<string, unknown>> }).groups;
    return { ...valid, teaser: { groups: groups.map((group) => ({ ...group, heading: undefined })) } };
  }),
  c('salesTax is a string', false, (valid) => ({ ...valid, salesTax: 'x' })),
  c('qualityLogos width as a string', false, (valid) => ({
    ...valid,
    qualityLogos: {
      heading: 'x',
      logos: [{ link: { url: '/x', text: 'x' }, image: { label: 'x', source: 'x.svg', width: '40', height: 40 } }],
    },
  })),
  c('qualityLogos width 1e9', false, (valid) => ({
    ...valid,
    qualityLogos: {
      heading: 'x',
      logos: [{ link: { url: '/x', text: 'x' }, image: { label: 'x', source: 'x.svg', width: 1e9, height: 40 } }],
    },
  })),
  // huge
  c('headline of 201 characters', false, (valid) => ({ ...valid, headline: 'x'.repeat(201) })),
  c('headline of 1 MB', false, (valid) => ({ ...valid, headline: 'x'.repeat(1024 * 1024) })),
  c('a link url of 2049 characters', false, (valid) => ({
    ...valid,
    legalLinks: [{ url: `/${'a'.repeat(2048)}`, text: 'x' }],
  })),
  c('10 000 legal links', false, (valid) => ({
    ...valid,
    legalLinks: Array.from({ length: 10_000 }, () => firstLegal(valid)),
  })),
  c('13 teaser groups', false, (valid) => {
    const groups = (valid.teaser as { groups: unknown[] }).groups;
    return { ...valid, teaser: { groups: Array.from({ length: 13 }, (_, i) => groups[i % groups.length]) } };
  }),
];

export interface AnswerCase {
  note: string;
  body: string;
  /** Whether the answer yields content (else the footer keeps its built-in content). */
  usable: boolean;
}

/** Promotion answers around a content object. */
export const answers = (valid: unknown): AnswerCase[] => {
  const envelope = (contentJSON: unknown) => JSON.stringify({ key: 'shop-footer-de', contentJSON });
  return [
    { note: 'a valid answer (control case)', body: envelope(JSON.stringify(valid)), usable: true },
    { note: 'not JSON', body: '<html><body>Gateway says hello</body></html>', usable: false },
    { note: 'empty body', body: '', usable: false },
    { note: 'JSON null', body: 'null', usable: false },
    { note: 'contentJSON missing', body: JSON.stringify({ key: 'x' }), usable: false },
    { note: 'contentJSON an object instead of a string', body: envelope(valid), usable: false },
    { note: 'contentJSON a number', body: envelope(42), usable: false },
    { note: 'contentJSON not JSON', body: envelope('{"headline": "Broken", "teaser": '), usable: false },
    { note: 'contentJSON 100 000 arrays deep', body: envelope(nestedJson(100_000)), usable: false },
    { note: 'answer 100 000 arrays deep', body: nestedJson(100_000), usable: false },
    {
      note: 'answer over 256 KiB',
      body: envelope(JSON.stringify({ ...(valid as object), extra: 'x'.repeat(300_000) })),
      usable: false,
    },
  ];
};
