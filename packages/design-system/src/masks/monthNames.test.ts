import { describe, expect, it } from 'vitest';
import { monthOf } from './monthNames.ts';

// A shopper pastes a date with the month written out ("3. März 2026", "15 października"):
// the month is read in the page's language first, then in English and the shop's other languages.
describe('the month a pasted word names', () => {
  it('reads a month written out, in any letter case', () => {
    expect(monthOf('MÄRZ', 'de-DE')).toBe(3);
  });

  it('reads a month written with a dot after it', () => {
    expect(monthOf('März.', 'de-DE')).toBe(3);
  });

  it('reads the first three letters of a month, when only one month starts so', () => {
    expect(monthOf('Mär', 'de-DE')).toBe(3);
  });

  it('reads the start of a month written out, when only one month starts so', () => {
    expect(monthOf('Septem', 'de-DE')).toBe(9);
  });

  it('reads a month whose name begins the next month’s name (Czech červen, červenec)', () => {
    expect(monthOf('červen', 'cs-CZ')).toBe(6);
    expect(monthOf('červenec', 'cs-CZ')).toBe(7);
  });

  it('reads nothing from two letters that start several months', () => {
    expect(monthOf('Ju', 'de-DE')).toBeNull();
  });

  it('reads no month from a number, although Czech dates write the month as one', () => {
    expect(monthOf('1', 'cs-CZ')).toBeNull();
    expect(monthOf('10', 'cs-CZ')).toBeNull();
  });
});
