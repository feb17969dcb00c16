/**
 * Hostile and ordinary e-mail addresses, each with its expected result:
 * - `whatwg`: valid by the WHATWG definition of a valid e-mail address
 *   (https://html.spec.whatwg.org/multipage/input.html#valid-e-mail-address), i.e. what
 *   `<input type="email">` accepts (`whatwgEmailPattern` below is the spec's own regular expression);
 * - `expected`: the shop's one e-mail rule, the same in the newsletter and the login form
 *   (`checkEmailAddress` of @shop/design-system; its README states the rule).
 * Results: `ok`, `required` (empty after trimming), `invalid` (pattern), `tooLong` (> 256 after trimming).
 * Public corpora (isemail, python-email-validator): e2e/data/corpora/emails.ts.
 */
export type EmailResult = 'ok' | 'required' | 'invalid' | 'tooLong';

export interface EmailCase {
  value: string;
  whatwg: boolean;
  expected: EmailResult;
  note: string;
  /**
   * The verdict in Chromium where it differs: an `<input type="email">` converts the domain to
   * punycode (IDNA, UTS #46), which drops zero-width characters and makes a Unicode TLD `xn--…`.
   */
  inChromium?: EmailResult;
}

/** The WHATWG spec's regular expression for a valid e-mail address. */
export const whatwgEmailPattern =
  /^[a-zA-Z0-9.!#$%&'*+/=?^_`{|}~-]+@[a-zA-Z0-9](?:[a-zA-Z0-9-]{0,61}[a-zA-Z0-9])?(?:\.[a-zA-Z0-9](?:[a-zA-Z0-9-]{0,61}[a-zA-Z0-9])?)*$/;

const e = (value: string, whatwg: boolean, expected: EmailResult, note: string): EmailCase => ({
  value,
  whatwg,
  expected,
  note,
});

/** An address of exactly `n` characters (n ≥ 200), WHATWG-valid: 64-character local part, labels ≤ 63. */
const emailOfLength = (n: number) => `${'a'.repeat(64)}@${'b'.repeat(63)}.${'c'.repeat(63)}.${'d'.repeat(n - 197)}.com`;

export const emails: EmailCase[] = [
  e('anna.schmidt@example.com', true, 'ok', 'ordinary'),
  e('p.novak+shop@mail.example.cz', true, 'ok', 'plus tag, subdomain'),
  e('a@b.co', true, 'ok', 'shortest practical'),
  e('x@example.de', true, 'ok', 'German TLD'),
  e('kunde_1@shop-online.at', true, 'ok', 'underscore, hyphenated domain'),
  e('UPPER.CASE@EXAMPLE.COM', true, 'ok', 'upper case'),
  e('1234567890@example.com', true, 'ok', 'digits only local part'),
  e('first-last@example.co.uk', true, 'ok', 'two-level TLD'),
  e("o'reilly@example.ie", true, 'ok', 'apostrophe'),
  e("!#$%&'*+/=?^_`{|}~-@example.com", true, 'ok', 'every special WHATWG allows'),
  e('a.b.c.d.e@example.com', true, 'ok', 'many dots'),
  e('user@sub.sub.sub.example.org', true, 'ok', 'deep subdomains'),
  e('user@123.example.com', true, 'ok', 'numeric label'),
  e('user@example-with-hyphen.com', true, 'ok', 'hyphen in label'),
  e('user@xn--bcher-kva.de', true, 'ok', 'punycode domain'),
  e('user@example.museum', true, 'ok', 'long TLD'),
  e('a@example.co', true, 'ok', 'two-letter TLD'),
  e('test=test@example.com', true, 'ok', 'equals sign'),
  e('{braces}@example.com', true, 'ok', 'braces'),
  e('user%tag@example.com', true, 'ok', 'percent'),
  e('~tilde@example.com', true, 'ok', 'tilde'),
  e('user@EXAMPLE.de', true, 'ok', 'mixed-case domain'),
  e('a1-b2_c3@d4-e5.fg', true, 'ok', 'mixed'),
  e('hallo@bücher.de', false, 'ok', 'IDN domain (Unicode)'),
  e('eva@példa.hu', false, 'ok', 'Hungarian IDN'),
  e('ali@örnek.com.tr', false, 'ok', 'Turkish IDN'),
  e('user@localhost', true, 'invalid', 'no dot in domain'),
  e('a@b', true, 'invalid', 'single-letter domain'),
  e('user@example', true, 'invalid', 'no TLD'),
  e('.user@example.com', true, 'invalid', 'leading dot in local part'),
  e('user.@example.com', true, 'invalid', 'trailing dot in local part'),
  e('us..er@example.com', true, 'invalid', 'consecutive dots in local part'),
  e('user@example.c', true, 'invalid', 'one-letter TLD'),
  e('user@example.123', true, 'invalid', 'numeric TLD'),
  e('user@1.2.3.4', true, 'invalid', 'dotted IP as domain'),
  e('-@example.com', true, 'ok', 'hyphen local part'),
  e('user@a-b.c-d', true, 'invalid', 'hyphen TLD'),
  e('', false, 'required', 'empty'),
  e('   ', false, 'required', 'only spaces'),
  e('plainaddress', false, 'invalid', 'no @'),
  e('@example.com', false, 'invalid', 'no local part'),
  e('user@', false, 'invalid', 'no domain'),
  e('user@@example.com', false, 'invalid', 'double @'),
  e('user@exa@mple.com', false, 'invalid', 'two @'),
  e('user name@example.com', false, 'invalid', 'space in local part'),
  e('user@exam ple.com', false, 'invalid', 'space in domain'),
  e('user@.example.com', false, 'invalid', 'leading dot in domain'),
  e('user@example..com', false, 'invalid', 'empty domain label'),
  e('user@example.com.', false, 'invalid', 'trailing dot in domain'),
  e('user@-example.com', false, 'invalid', 'label starting with hyphen'),
  e('user@example-.com', false, 'invalid', 'label ending with hyphen'),
  e('user@exam_ple.com', false, 'invalid', 'underscore in domain'),
  e('"quoted"@example.com', false, 'invalid', 'quoted local part (RFC, not WHATWG)'),
  e('"a b"@example.com', false, 'invalid', 'quoted with space'),
  e('user@[192.168.0.1]', false, 'invalid', 'address literal'),
  e('user@[IPv6:::1]', false, 'invalid', 'IPv6 literal'),
  e('user(comment)@example.com', false, 'invalid', 'comment'),
  e('user<x>@example.com', false, 'invalid', 'angle brackets'),
  e('<script>alert(1)</script>@example.com', false, 'invalid', 'script tag'),
  e('<svg/onload=alert(1)>@example.com', false, 'invalid', 'svg onload, no spaces'),
  e('"><img src=x onerror=alert(1)>@example.com', false, 'invalid', 'attribute break-out'),
  e('javascript:alert(1)@example.com', false, 'invalid', 'javascript scheme'),
  e('user@example.com<script>', false, 'invalid', 'markup after domain'),
  e('user@exa<b>mple.com', false, 'invalid', 'markup in domain'),
  e('user;drop@example.com', false, 'invalid', 'semicolon'),
  e('user,a@example.com', false, 'invalid', 'comma'),
  e('user:a@example.com', false, 'invalid', 'colon'),
  e('user\\a@example.com', false, 'invalid', 'backslash'),
  e('user[a]@example.com', false, 'invalid', 'square brackets'),
  e('ünal@example.com', false, 'ok', 'non-ASCII local part'),
  e('jürgen@web.de', false, 'ok', 'German umlaut in the local part (RFC 6531): can log in, so can subscribe'),
  e('ju\u0308rgen@web.de', false, 'ok', 'the same typed decomposed (NFD)'),
  e('multiple..dots@gmail.com', true, 'invalid', 'double dot in the local part'),
  e('.test@iana.org', true, 'invalid', 'leading dot (isemail #15)'),
  e(`${'ü'.repeat(33)}@example.com`, false, 'invalid', 'local part of 33 letters, 66 octets of UTF-8'),
  e(`${'ü'.repeat(32)}@example.com`, false, 'ok', 'local part of 64 octets of UTF-8'),
  {
    ...e('user@ｅｘａｍｐｌｅ．ｃｏｍ', false, 'ok', 'full-width domain: mapped to ASCII, as browsers do'),
    inChromium: 'ok',
  },
  e('me@⒈wouldbeinvalid.com', false, 'invalid', 'compatibility character other than full-width'),
  e('ivan@xn--e1afmkfd.xn--p1ai', true, 'ok', 'punycode TLD (what Chromium makes of пример.рф)'),
  e('иван@пример.рф', false, 'ok', 'Cyrillic'),
  e('用户@例子.中国', false, 'ok', 'Chinese'),
  { ...e('user@exam\u200Bple.com', false, 'invalid', 'zero-width space in domain'), inChromium: 'ok' },
  e('us\u200Ber@example.com', false, 'invalid', 'zero-width space in local part'),
  e('user\u0000@example.com', false, 'invalid', 'NUL'),
  e('user\u0007@example.com', false, 'invalid', 'BEL control character'),
  e('user\t@example.com', false, 'invalid', 'tab'),
  e('user@example.com\nBcc: x@evil.com', false, 'invalid', 'header injection, newline'),
  e('user@example.com\r\nBcc: x@evil.com', false, 'invalid', 'header injection, CRLF'),
  e('user@example.com%0ABcc:x@evil.com', false, 'invalid', 'encoded newline'),
  e('user\u202E@example.com', false, 'invalid', 'right-to-left override'),
  e('user@example.com\u00A0', false, 'ok', 'trailing no-break space'),
  e('ｕｓｅｒ@example.com', false, 'invalid', 'full-width letters'),
  e('user@ex\u0430mple.com', false, 'ok', 'Cyrillic a in domain (homograph)'),
  e('mailto:user@example.com', false, 'invalid', 'mailto prefix'),
  e('user@example.com?subject=x', false, 'invalid', 'query'),
  e('user@example.com/path', false, 'invalid', 'path'),
  e('Anna Schmidt <anna@example.com>', false, 'invalid', 'display name form'),
  e(`user@${'b'.repeat(64)}.com`, false, 'invalid', 'domain label of 64 characters'),
  e(`user@${'b'.repeat(63)}.com`, true, 'ok', 'domain label of 63 characters'),
  // internationalised labels are measured and checked in their ASCII (xn--) form, as DNS carries them
  e('user@xn--a.com', true, 'invalid', 'invalid Punycode (decodes to a control character)'),
  e('user@xn--wca.de', true, 'invalid', 'Punycode of an upper-case Ü: no browser writes a domain so'),
  e('user@xn--abc-.de', false, 'invalid', 'Punycode of ASCII only: no label needs it'),
  e('user@XN--BCHER-KVA.DE', true, 'ok', 'punycode domain in capitals'),
  e(`user@${'ü'.repeat(60)}.de`, false, 'invalid', 'IDN label of 60 letters: 66 characters as xn--'),
  e(`user@${'ü'.repeat(58)}.de`, false, 'invalid', 'IDN label of 58 letters: 64 characters as xn--'),
  e(`user@${'ü'.repeat(57)}.de`, false, 'ok', 'IDN label of 57 letters: 63 characters as xn--'),
  e('a@b.de@c.de', false, 'invalid', 'two @ signs'),
  e('  anna@example.com  ', false, 'ok', 'surrounding spaces'),
  e('\tanna@example.com\n', false, 'ok', 'surrounding tab and newline'), // lengths: the limit is 256 characters after trimming
  e(emailOfLength(255), true, 'ok', '255 characters'),
  e(emailOfLength(256), true, 'ok', '256 characters (the limit)'),
  e(emailOfLength(257), true, 'tooLong', '257 characters (one over)'),
  e(` ${emailOfLength(256)} `, false, 'ok', '256 characters with surrounding spaces'),
  e(
    `${'a'.repeat(65)}@example.com`,
    true,
    'invalid',
    'local part of 65 characters (RFC 5321 says 64; WHATWG has no limit)',
  ),
  e(`${'a'.repeat(300)}@example.com`, true, 'tooLong', '312 characters'),
  e(`${'a'.repeat(5000)}@example.com`, true, 'tooLong', '5012 characters'),
  e(`a@${'b.'.repeat(130)}com`, true, 'tooLong', '265 characters of short labels'),
  e('x'.repeat(100_000), false, 'tooLong', '100 000 characters, no @'),
  e(`${'a.'.repeat(5000)}@example.com`, true, 'tooLong', 'backtracking probe (dots)'),
  e(`${'a'.repeat(30)}@${'a-'.repeat(2000)}`, false, 'tooLong', 'backtracking probe (hyphens)'),
];
