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
  ['ひとつ屋根の下2', '2-u9tlzr9756bt3uc0v'],
  // Boundaries, each checked against Node's own punycode module: the last code point, the first
  // that is not ASCII, a label whose ASCII part is long before an emoji, and two labels whose
  // bias adaptation meets its limit (455 and the steps just above it).
  ['\u{10FFFF}', 'dn32g'],
  ['\u0080', 'a'],
  ['abcdefgh😀', 'abcdefgh-ji75g'],
  ['straßekůň', 'straek-eta65f9j'],
  ['لabbx文böx例\u0080ő', 'abbxbx-ga65gqxw79a5p0rre4b'],
];

describe('Punycode', () => {
  it.each(samples)('encodes %s as %s and back', (text, encoded) => {
    expect(encodePunycode(text)).toBe(encoded);
    expect(decodePunycode(encoded)).toBe(text);
  });

  it('decodes digits in either case', () => {
    expect(decodePunycode('bcher-KVA')).toBe('bücher');
    expect(decodePunycode('2-U9TLZR9756BT3UC0V')).toBe('ひとつ屋根の下2');
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
    ['a digit run with no last digit', '99999999'],
    ['a code point beyond Unicode (U+110000)', 'en32g'],
    ['the first surrogate code point (U+D800)', 'ib9b'],
    ['the last surrogate code point (U+DFFF)', 'zy0c'],
    ['U+0080, the first code point that is not ASCII, in the basic part', '\u0080-tda'],
    ['a punctuation mark among the digits', 'tda!'],
    ['a brace, the character after z, among the digits', '2-u9tlzr9756bt3uc{v'],
    ['a digit run long enough to overflow any number (without throwing)', `${'9'.repeat(400)}a`],
  ])('refuses %s', (_what, encoded) => {
    expect(decodePunycode(encoded)).toBeNull();
  });

  it('round-trips mixed labels', () => {
    for (const text of ['faß', 'βόλος', 'nguyễn', 'łódź', 'ağaoğlu', 'xn', 'a-b-ü']) {
      expect(decodePunycode(encodePunycode(text))).toBe(text);
    }
  });
});
