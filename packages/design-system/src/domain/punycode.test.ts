import { describe, expect, it } from 'vitest';
import { decodePunycode, encodePunycode } from './punycode.ts';

// RFC 3492 section 7.1 sample strings (a selection) and IDNA labels every browser agrees on.
const samples: Array<[string, string]> = [
  ['bücher', 'bcher-kva'],
  ['ü', 'tda'],
  ['münchen', 'mnchen-3ya'],
  ['пример', 'e1afmkfd'],
  ['例', 'fsq'],
  [
    '\u0644\u064A\u0647\u0645\u0627\u0628\u062A\u0643\u0644\u0645\u0648\u0634\u0639\u0631\u0628\u064A\u061F',
    'egbpdaj6bu4bxfgehfvwxn',
  ],
  ['3年B組金八先生', '3B-ww4c5e180e575a65lsy2b'],
  ['Pročprostěnemluvíčesky', 'Proprostnemluvesky-uyb24dma41a'],
  ['\u{1F600}', 'e28h'],
];

describe('Punycode', () => {
  it.each(samples)('encodes %s as %s and back', (text, encoded) => {
    expect(encodePunycode(text)).toBe(encoded);
    expect(decodePunycode(encoded)).toBe(text);
  });

  it('decodes digits in either case', () => {
    expect(decodePunycode('bcher-KVA')).toBe('bücher');
  });

  it('keeps a text of ASCII only, followed by the delimiter', () => {
    expect(encodePunycode('abc')).toBe('abc-');
    expect(decodePunycode('abc-')).toBe('abc');
  });

  it.each([
    ['a digit sequence cut short', '0'],
    ['a character that is no digit', 'ls8h='],
    ['a non-ASCII character in the basic part', 'tešla-kva'],
    ['a non-ASCII character among the digits', 'abc-tš'],
    ['a lone delimiter', '-'],
    ['a code point beyond Unicode', '99999999'],
    ['a surrogate code point', 'cq2ej'],
  ])('refuses %s', (_what, encoded) => {
    expect(decodePunycode(encoded)).toBeNull();
  });

  it('round-trips mixed labels', () => {
    for (const text of ['faß', 'βόλος', 'nguyễn', 'łódź', 'ağaoğlu', 'xn', 'a-b-ü']) {
      expect(decodePunycode(encodePunycode(text))).toBe(text);
    }
  });
});
