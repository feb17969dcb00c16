/**
 * Hostile and ordinary e-mail addresses, each with its expected result:
 * - `whatwg`: valid by the WHATWG definition of a valid e-mail address
 *   (https://html.spec.whatwg.org/multipage/input.html#valid-e-mail-address), i.e. what
 *   `<input type="email">` accepts (`whatwgEmailPattern` below is the spec's own regular expression);
 * - `newsletter`: the newsletter form's schema (spec §5: required, an e-mail pattern, at most 256
 *   characters, trimmed): a WHATWG address that also has a top-level domain of at least two
 *   letters and no empty local-part segments; internationalised (Unicode) domains are accepted;
 * - `login`: the login form's schema: the same domain rule, any non-ASCII letters in the local part
 *   (internationalised addresses such as `ÉVA@példa.hu`), but never markup, quotes, brackets,
 *   control or invisible characters.
 * Results: `ok`, `required` (empty after trimming), `invalid` (pattern), `tooLong` (> 256 after trimming).
 */
export type EmailResult = 'ok' | 'required' | 'invalid' | 'tooLong';

export interface EmailCase {
  value: string;
  whatwg: boolean;
  newsletter: EmailResult;
  login: EmailResult;
  note: string;
  /**
   * The verdict in Chromium where it differs: an `<input type="email">` converts the domain to
   * punycode (IDNA), which drops zero-width characters and makes a Unicode TLD `xn--…`.
   */
  inChromium?: { newsletter?: EmailResult; login?: EmailResult };
}

/** The WHATWG spec's regular expression for a valid e-mail address. */
export const whatwgEmailPattern =
  /^[a-zA-Z0-9.!#$%&'*+/=?^_`{|}~-]+@[a-zA-Z0-9](?:[a-zA-Z0-9-]{0,61}[a-zA-Z0-9])?(?:\.[a-zA-Z0-9](?:[a-zA-Z0-9-]{0,61}[a-zA-Z0-9])?)*$/;

const e = (value: string, whatwg: boolean, newsletter: EmailResult, login: EmailResult, note: string): EmailCase => ({
  value,
  whatwg,
  newsletter,
  login,
  note,
});

/** An address of exactly `n` characters (n ≥ 200), WHATWG-valid: 64-character local part, labels ≤ 63. */
export const emailOfLength = (n: number) =>
  `${'a'.repeat(64)}@${'b'.repeat(63)}.${'c'.repeat(63)}.${'d'.repeat(n - 197)}.com`;

export const emails: EmailCase[] = [
  e('anna.schmidt@example.com', true, 'ok', 'ok', 'ordinary'),
  e('p.novak+shop@mail.example.cz', true, 'ok', 'ok', 'plus tag, subdomain'),
  e('a@b.co', true, 'ok', 'ok', 'shortest practical'),
  e('x@example.de', true, 'ok', 'ok', 'German TLD'),
  e('kunde_1@shop-online.at', true, 'ok', 'ok', 'underscore, hyphenated domain'),
  e('UPPER.CASE@EXAMPLE.COM', true, 'ok', 'ok', 'upper case'),
  e('1234567890@example.com', true, 'ok', 'ok', 'digits only local part'),
  e('first-last@example.co.uk', true, 'ok', 'ok', 'two-level TLD'),
  e("o'reilly@example.ie", true, 'ok', 'ok', 'apostrophe'),
  e("!#$%&'*+/=?^_`{|}~-@example.com", true, 'ok', 'ok', 'every special WHATWG allows'),
  e('a.b.c.d.e@example.com', true, 'ok', 'ok', 'many dots'),
  e('user@sub.sub.sub.example.org', true, 'ok', 'ok', 'deep subdomains'),
  e('user@123.example.com', true, 'ok', 'ok', 'numeric label'),
  e('user@example-with-hyphen.com', true, 'ok', 'ok', 'hyphen in label'),
  e('user@xn--bcher-kva.de', true, 'ok', 'ok', 'punycode domain'),
  e('user@example.museum', true, 'ok', 'ok', 'long TLD'),
  e('a@example.co', true, 'ok', 'ok', 'two-letter TLD'),
  e('test=test@example.com', true, 'ok', 'ok', 'equals sign'),
  e('{braces}@example.com', true, 'ok', 'ok', 'braces'),
  e('user%tag@example.com', true, 'ok', 'ok', 'percent'),
  e('~tilde@example.com', true, 'ok', 'ok', 'tilde'),
  e('user@EXAMPLE.de', true, 'ok', 'ok', 'mixed-case domain'),
  e('a1-b2_c3@d4-e5.fg', true, 'ok', 'ok', 'mixed'),
  e('hallo@bücher.de', false, 'ok', 'ok', 'IDN domain (Unicode)'),
  e('eva@példa.hu', false, 'ok', 'ok', 'Hungarian IDN'),
  e('ali@örnek.com.tr', false, 'ok', 'ok', 'Turkish IDN'),
  e('user@localhost', true, 'invalid', 'invalid', 'no dot in domain'),
  e('a@b', true, 'invalid', 'invalid', 'single-letter domain'),
  e('user@example', true, 'invalid', 'invalid', 'no TLD'),
  e('.user@example.com', true, 'invalid', 'ok', 'leading dot in local part'),
  e('user.@example.com', true, 'invalid', 'ok', 'trailing dot in local part'),
  e('us..er@example.com', true, 'invalid', 'ok', 'consecutive dots in local part'),
  e('user@example.c', true, 'invalid', 'invalid', 'one-letter TLD'),
  e('user@example.123', true, 'invalid', 'invalid', 'numeric TLD'),
  e('user@1.2.3.4', true, 'invalid', 'invalid', 'dotted IP as domain'),
  e('-@example.com', true, 'ok', 'ok', 'hyphen local part'),
  e('user@a-b.c-d', true, 'invalid', 'invalid', 'hyphen TLD'),
  e('', false, 'required', 'required', 'empty'),
  e('   ', false, 'required', 'required', 'only spaces'),
  e('plainaddress', false, 'invalid', 'invalid', 'no @'),
  e('@example.com', false, 'invalid', 'invalid', 'no local part'),
  e('user@', false, 'invalid', 'invalid', 'no domain'),
  e('user@@example.com', false, 'invalid', 'invalid', 'double @'),
  e('user@exa@mple.com', false, 'invalid', 'invalid', 'two @'),
  e('user name@example.com', false, 'invalid', 'invalid', 'space in local part'),
  e('user@exam ple.com', false, 'invalid', 'invalid', 'space in domain'),
  e('user@.example.com', false, 'invalid', 'invalid', 'leading dot in domain'),
  e('user@example..com', false, 'invalid', 'invalid', 'empty domain label'),
  e('user@example.com.', false, 'invalid', 'invalid', 'trailing dot in domain'),
  e('user@-example.com', false, 'invalid', 'invalid', 'label starting with hyphen'),
  e('user@example-.com', false, 'invalid', 'invalid', 'label ending with hyphen'),
  e('user@exam_ple.com', false, 'invalid', 'invalid', 'underscore in domain'),
  e('"quoted"@example.com', false, 'invalid', 'invalid', 'quoted local part (RFC, not WHATWG)'),
  e('"a b"@example.com', false, 'invalid', 'invalid', 'quoted with space'),
  e('user@[192.168.0.1]', false, 'invalid', 'invalid', 'address literal'),
  e('user@[IPv6:::1]', false, 'invalid', 'invalid', 'IPv6 literal'),
  e('user(comment)@example.com', false, 'invalid', 'invalid', 'comment'),
  e('user<x>@example.com', false, 'invalid', 'invalid', 'angle brackets'),
  e('<script>alert(1)</script>@example.com', false, 'invalid', 'invalid', 'script tag'),
  e('<svg/onload=alert(1)>@example.com', false, 'invalid', 'invalid', 'svg onload, no spaces'),
  e('"><img src=x onerror=alert(1)>@example.com', false, 'invalid', 'invalid', 'attribute break-out'),
  e('javascript:alert(1)@example.com', false, 'invalid', 'invalid', 'javascript scheme'),
  e('user@example.com<script>', false, 'invalid', 'invalid', 'markup after domain'),
  e('user@exa<b>mple.com', false, 'invalid', 'invalid', 'markup in domain'),
  e('user;drop@example.com', false, 'invalid', 'invalid', 'semicolon'),
  e('user,a@example.com', false, 'invalid', 'invalid', 'comma'),
  e('user:a@example.com', false, 'invalid', 'invalid', 'colon'),
  e('user\\a@example.com', false, 'invalid', 'invalid', 'backslash'),
  e('user[a]@example.com', false, 'invalid', 'invalid', 'square brackets'),
  e('ünal@example.com', false, 'invalid', 'ok', 'non-ASCII local part'),
  e('иван@пример.рф', false, 'invalid', 'ok', 'Cyrillic'),
  e('用户@例子.中国', false, 'invalid', 'ok', 'Chinese'),
  {
    ...e('user@exam\u200Bple.com', false, 'invalid', 'invalid', 'zero-width space in domain'),
    inChromium: { newsletter: 'ok', login: 'ok' },
  },
  e('us\u200Ber@example.com', false, 'invalid', 'invalid', 'zero-width space in local part'),
  e('user\u0000@example.com', false, 'invalid', 'invalid', 'NUL'),
  e('user\u0007@example.com', false, 'invalid', 'invalid', 'BEL control character'),
  e('user\t@example.com', false, 'invalid', 'invalid', 'tab'),
  e('user@example.com\nBcc: x@evil.com', false, 'invalid', 'invalid', 'header injection, newline'),
  e('user@example.com\r\nBcc: x@evil.com', false, 'invalid', 'invalid', 'header injection, CRLF'),
  e('user@example.com%0ABcc:x@evil.com', false, 'invalid', 'invalid', 'encoded newline'),
  e('user\u202E@example.com', false, 'invalid', 'invalid', 'right-to-left override'),
  e('user@example.com\u00A0', false, 'ok', 'ok', 'trailing no-break space'),
  e('ｕｓｅｒ@example.com', false, 'invalid', 'ok', 'full-width letters'),
  e('user@ex\u0430mple.com', false, 'ok', 'ok', 'Cyrillic a in domain (homograph)'),
  e('mailto:user@example.com', false, 'invalid', 'invalid', 'mailto prefix'),
  e('user@example.com?subject=x', false, 'invalid', 'invalid', 'query'),
  e('user@example.com/path', false, 'invalid', 'invalid', 'path'),
  e('Anna Schmidt <anna@example.com>', false, 'invalid', 'invalid', 'display name form'),
  e(`user@${'b'.repeat(64)}.com`, false, 'invalid', 'invalid', 'domain label of 64 characters'),
  e(`user@${'b'.repeat(63)}.com`, true, 'ok', 'ok', 'domain label of 63 characters'),
  e('  anna@example.com  ', false, 'ok', 'ok', 'surrounding spaces'),
  e('\tanna@example.com\n', false, 'ok', 'ok', 'surrounding tab and newline'), // lengths: the limit is 256 characters after trimming
  e(emailOfLength(255), true, 'ok', 'ok', '255 characters'),
  e(emailOfLength(256), true, 'ok', 'ok', '256 characters (the limit)'),
  e(emailOfLength(257), true, 'tooLong', 'tooLong', '257 characters (one over)'),
  e(` ${emailOfLength(256)} `, false, 'ok', 'ok', '256 characters with surrounding spaces'),
  e(
    `${'a'.repeat(65)}@example.com`,
    true,
    'ok',
    'ok',
    'local part of 65 characters (RFC 5321 says 64; WHATWG has no limit)',
  ),
  e(`${'a'.repeat(300)}@example.com`, true, 'tooLong', 'tooLong', '312 characters'),
  e(`${'a'.repeat(5000)}@example.com`, true, 'tooLong', 'tooLong', '5012 characters'),
  e(`a@${'b.'.repeat(130)}com`, true, 'tooLong', 'tooLong', '265 characters of short labels'),
  e('x'.repeat(100_000), false, 'tooLong', 'tooLong', '100 000 characters, no @'),
  e(`${'a.'.repeat(5000)}@example.com`, true, 'tooLong', 'tooLong', 'backtracking probe (dots)'),
  e(`${'a'.repeat(30)}@${'a-'.repeat(2000)}`, false, 'tooLong', 'tooLong', 'backtracking probe (hyphens)'),
];
