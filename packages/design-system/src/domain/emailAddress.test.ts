import { describe, expect, it } from 'vitest';
import { emailCorpora } from '../../../../e2e/data/corpora/emails.ts';
import { checkEmailAddress, isEmailAddress, normalizeEmailAddress } from './emailAddress.ts';
import { encodePunycode } from './punycode.ts';

describe('the e-mail address rule', () => {
  it('accepts internationalised local parts (a shopper who can log in can subscribe)', () => {
    expect(checkEmailAddress('jürgen@web.de')).toBe('ok');
    expect(checkEmailAddress('ju\u0308rgen@web.de')).toBe('ok');
    expect(checkEmailAddress('İsmail.Ağaoğlu@örnek.com.tr')).toBe('ok');
  });

  it('refuses empty atoms: leading, trailing and double dots', () => {
    expect(checkEmailAddress('multiple..dots@gmail.com')).toBe('invalid');
    expect(checkEmailAddress('.test@iana.org')).toBe('invalid');
    expect(checkEmailAddress('test.@iana.org')).toBe('invalid');
  });

  it('limits the local part to 64 octets of UTF-8', () => {
    expect(checkEmailAddress(`${'a'.repeat(64)}@example.com`)).toBe('ok');
    expect(checkEmailAddress(`${'a'.repeat(65)}@example.com`)).toBe('invalid');
    expect(checkEmailAddress(`${'ü'.repeat(32)}@example.com`)).toBe('ok');
    expect(checkEmailAddress(`${'ü'.repeat(33)}@example.com`)).toBe('invalid');
  });

  it('limits the whole address to 256 characters, after trimming', () => {
    const domain = `${'b'.repeat(63)}.${'c'.repeat(63)}.${'d'.repeat(59)}.com`;
    const address = `${'a'.repeat(64)}@${domain}`;
    expect(address).toHaveLength(256);
    expect(checkEmailAddress(` ${address} `)).toBe('ok');
    expect(checkEmailAddress(`${address}x`)).toBe('tooLong');
    expect(checkEmailAddress('x'.repeat(100_000))).toBe('tooLong');
  });

  it('maps a full-width domain to ASCII but refuses a full-width local part', () => {
    expect(checkEmailAddress('user@ｅｘａｍｐｌｅ．ｃｏｍ')).toBe('ok');
    expect(normalizeEmailAddress(' user@ｅｘａｍｐｌｅ．ｃｏｍ ')).toBe('user@example.com');
    expect(checkEmailAddress('ｕｓｅｒ@example.com')).toBe('invalid');
    expect(checkEmailAddress('me@⒈wouldbeinvalid.com')).toBe('invalid');
  });

  it('accepts IDN domains in Unicode and in punycode, top-level domains included', () => {
    expect(checkEmailAddress('eva@példa.hu')).toBe('ok');
    expect(checkEmailAddress('ivan@xn--e1afmkfd.xn--p1ai')).toBe('ok');
    expect(checkEmailAddress('user@example.c')).toBe('invalid');
    expect(checkEmailAddress('user@example.123')).toBe('invalid');
    expect(checkEmailAddress('user@a-b.c-d')).toBe('invalid');
  });

  it('refuses a second @, even when both halves look like domains', () => {
    expect(checkEmailAddress('a@b.de@c.de')).toBe('invalid');
  });

  it('refuses an xn-- label that is not valid Punycode', () => {
    expect(checkEmailAddress('user@xn--a.com')).toBe('invalid');
    expect(checkEmailAddress('user@xn--0.com')).toBe('invalid');
    expect(checkEmailAddress('user@xn--.com')).toBe('invalid');
  });

  it('refuses Punycode that encodes only ASCII letters (no label needs it)', () => {
    expect(checkEmailAddress('user@xn--abc-.de')).toBe('invalid');
  });

  it('refuses Punycode of an upper-case letter (no browser writes a domain so)', () => {
    expect(checkEmailAddress('user@xn--wca.de')).toBe('invalid'); // Ü
    expect(checkEmailAddress('user@xn--tda.de')).toBe('ok'); // ü
  });

  it('refuses Punycode of a symbol or an invisible character', () => {
    expect(checkEmailAddress('user@xn--g6h.net')).toBe('invalid'); // ♥
    expect(checkEmailAddress('user@xn--1ug.example')).toBe('invalid'); // zero-width joiner
  });

  it('accepts Punycode in capitals, as DNS ignores letter case', () => {
    expect(checkEmailAddress('user@XN--BCHER-KVA.DE')).toBe('ok');
  });

  it('limits an internationalised label to 63 characters in its xn-- form', () => {
    expect(checkEmailAddress(`user@${'ü'.repeat(57)}.de`)).toBe('ok'); // xn--: 63
    expect(checkEmailAddress(`user@${'ü'.repeat(58)}.de`)).toBe('invalid'); // xn--: 64
    expect(checkEmailAddress(`user@${'ü'.repeat(60)}.de`)).toBe('invalid'); // xn--: 66
  });

  it('limits an ASCII label to 63 characters', () => {
    expect(checkEmailAddress(`user@${'b'.repeat(63)}.de`)).toBe('ok');
    expect(checkEmailAddress(`user@${'b'.repeat(64)}.de`)).toBe('invalid');
  });

  it('measures a mixed label in its xn-- form, not in characters', () => {
    // 59 letters and one ü are 60 characters, 67 as xn--.
    expect(checkEmailAddress(`user@${'a'.repeat(59)}ü.de`)).toBe('invalid');
    expect(checkEmailAddress(`user@${'a'.repeat(55)}ü.de`)).toBe('ok');
  });

  it('refuses a label that mixes right-to-left and left-to-right letters, in Unicode or Punycode', () => {
    expect(checkEmailAddress('user@يa.de')).toBe('invalid');
    expect(checkEmailAddress('user@xn--a-yoc.de')).toBe('invalid');
    expect(checkEmailAddress('user@نامهای.com')).toBe('ok');
  });

  it('refuses marks that show nothing in the domain', () => {
    expect(checkEmailAddress('user@look\u034Fout.net')).toBe('invalid');
    expect(checkEmailAddress('user@look\uFE0Fout.net')).toBe('invalid');
    expect(checkEmailAddress('user@look\u0301out.net')).toBe('ok');
  });

  it('refuses Punycode of a label typed decomposed (browsers compose it first)', () => {
    const decomposed = `xn--${encodePunycode('mu\u0308nchen')}`;
    expect(checkEmailAddress(`user@${decomposed}.de`)).toBe('invalid');
  });

  it.each([
    ['Hebrew', 'שלוםa'],
    ['Syriac', 'ܫܠܡa'],
    ['Thaana', 'ދިވެހިa'],
    ['NKo', 'ߒߞߏa'],
  ])('refuses a label mixing %s with Latin letters, accepts it alone', (_script, mixed) => {
    expect(checkEmailAddress(`user@${mixed}.de`)).toBe('invalid');
    expect(checkEmailAddress(`user@${mixed.slice(0, -1)}.de`)).toBe('ok');
  });

  it.each([
    ['a combining grapheme joiner', '\u034F'],
    ['a Khmer inherent vowel', '\u17B4'],
    ['another Khmer inherent vowel', '\u17B5'],
    ['a Mongolian free variation selector', '\u180B'],
    ['a variation selector', '\uFE00'],
    ['the emoji variation selector', '\uFE0F'],
    ['a supplementary variation selector', '\u{E0100}'],
    ['the last supplementary variation selector', '\u{E01EF}'],
  ])('refuses %s in the domain', (_what, mark) => {
    expect(checkEmailAddress(`user@look${mark}out.net`)).toBe('invalid');
  });

  it('measures the limit after composing, also for characters typed as two halves of four code units', () => {
    // 256 Chakma vowel signs O typed decomposed (U+11131 U+11127, four UTF-16 units each) are
    // 1,024 units but 256 characters: not too long (only invalid, having no @).
    const decomposed = '\u{11131}\u{11127}'.repeat(256);
    expect(decomposed).toHaveLength(1024);
    expect(checkEmailAddress(decomposed)).toBe('invalid');
  });

  it('judges an ASCII label as written, never as Punycode (its tail decodes to a mixed label)', () => {
    // `a-yoc` is the Punycode of `يa`, which mixes directions; `shopa-yoc` is plain ASCII.
    expect(checkEmailAddress('user@shopa-yoc.de')).toBe('ok');
  });

  it('rewrites a full-width domain only when the address has exactly one @', () => {
    expect(normalizeEmailAddress('@ｅｘａｍｐｌｅ．ｃｏｍ')).toBe('@example.com');
    expect(normalizeEmailAddress('ｅｘａｍｐｌｅ．ｃｏｍ')).toBe('ｅｘａｍｐｌｅ．ｃｏｍ');
    expect(normalizeEmailAddress('a@b.de@ｃ．ｄｅ')).toBe('a@b.de@ｃ．ｄｅ');
  });

  it('recognises a remembered address as an address, and a doubled one as none', () => {
    expect(isEmailAddress('jürgen@web.de')).toBe(true);
    expect(isEmailAddress('a@b.de@c.de')).toBe(false);
  });

  it('says required for nothing but white space', () => {
    expect(checkEmailAddress(' \t ')).toBe('required');
    expect(isEmailAddress(42)).toBe(false);
  });
});

describe.each(emailCorpora.map((corpus) => [corpus.name, corpus] as const))('e-mail corpus %s', (_name, corpus) => {
  it.each(corpus.cases.map((entry) => [JSON.stringify(entry.value).slice(0, 70), entry] as const))(
    '%s',
    (_label, entry) => {
      expect(checkEmailAddress(entry.value) === 'ok', entry.note).toBe(entry.accept);
    },
  );
});
