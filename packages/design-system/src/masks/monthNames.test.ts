import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

// Each test loads monthNames.ts afresh: the module keeps the names it made for each language, and
// a test that found them made would not read Intl's names at all, so a change in how they are
// made would pass it unseen (Stryker runs a mutant only against the tests that reached it).
let monthOf: typeof import('./monthNames.ts').monthOf;
beforeEach(async () => {
  vi.resetModules();
  ({ monthOf } = await import('./monthNames.ts'));
});
afterEach(() => {
  vi.restoreAllMocks();
});

// A shopper pastes a date with the month written out ("3. März 2026", "15 października"):
// the month is read in the page's language first, then in English and the shop's other languages.
describe('the month a pasted word names', () => {
  it('reads a month written out, in any letter case', () => {
    expect(monthOf('MÄRZ', 'de-DE')).toBe(3);
  });

  it.each([
    ['APRIL', 'tr-TR', 4],
    ['NİSAN', 'de-DE', 4],
  ])('reads %s in capitals on the %s site, in the letter case of the month’s own language', (word, locale, month) => {
    expect(monthOf(word, locale)).toBe(month);
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

  it('reads three letters that start a month’s name in the page’s language alone (French "fév" for février)', () => {
    expect(monthOf('fév', 'fr-CH')).toBe(2);
  });

  it('reads an abbreviation that is no start of the name (Czech "čvn" for červen)', () => {
    expect(monthOf('čvn', 'cs-CZ')).toBe(6);
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

  it('asks Intl for a language’s names once, not again for every word pasted (a paste stays quick)', () => {
    const written = vi.spyOn(Intl.DateTimeFormat.prototype, 'formatToParts');
    monthOf('Dezember', 'de-DE');
    const asked = written.mock.calls.length;
    expect(asked).toBeGreaterThan(0);
    monthOf('Januar', 'de-DE');
    expect(written).toHaveBeenCalledTimes(asked);
  });
});
