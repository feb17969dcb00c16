import { describe, expect, it } from 'vitest';
import { ibanCorpora } from '../../../../e2e/data/corpora/ibans.ts';
import { compactIban, ibanLengths, ibanMask, isValidIban } from './iban.ts';
import { deleteBackwardOverSeparator } from './mask.ts';

describe('IBAN rule', () => {
  it('checks the country, its length and the mod-97 checksum', () => {
    expect(isValidIban('DE89 3704 0044 0532 0130 00')).toBe(true);
    expect(isValidIban('GB29 NWBK 6016 1331 9268 19')).toBe(true);
    expect(isValidIban('DE89 3704 0044 0532 0130 01')).toBe(false);
    expect(isValidIban('DE89 3704 0044 0532 0130')).toBe(false);
    expect(ibanLengths.HU).toBe(28);
  });

  it('compacts the grouped form, drops an "IBAN" label and converts full-width characters', () => {
    expect(compactIban('de89 3704 00')).toBe('DE89370400');
    expect(compactIban('IBAN: DE89 3704')).toBe('DE893704');
    expect(compactIban('ＤＥ８９ ３７０４')).toBe('DE893704');
  });

  it('the mask keeps a pasted label out and full-width digits in', () => {
    expect(ibanMask.format('IBAN: DE89 3704 0044 0532 0130 00')).toBe('DE89 3704 0044 0532 0130 00');
    expect(ibanMask.format('ＤＥ８９ ３７０４ ００４４ ０５３２ ０１３０ ００')).toBe('DE89 3704 0044 0532 0130 00');
  });
});

/**
 * Numbers a shopper could type that exactly one of the rule's checks refuses: each case fails
 * if that check is removed. Where the checksum is not the check in question, it holds (the check
 * digits were computed, or found by trying every letter).
 */
describe('IBANs that only one check refuses', () => {
  it.each([
    ['check digits written as letters', 'DECZ 3704 0044 0532 0130 00', 'the format'],
    ['a letter as the second check digit', 'DE1Q 3704 0044 0532 0130 01', 'the format'],
    ['a country with no IBAN (its checksum holds)', 'QQ33 3704 0044 0532 0130 00', 'the length table'],
    ['a German IBAN one digit short (its checksum holds)', 'DE51 3704 0044 0532 0130 0', 'the length table'],
    ['a German IBAN one digit long (its checksum holds)', 'DE54 3704 0044 0532 0130 001', 'the length table'],
    ['a German IBAN with one digit mistyped', 'DE89 3704 0044 0532 0130 01', 'the checksum'],
    ['two neighbouring digits swapped', 'DE89 3704 0044 0532 0103 00', 'the checksum'],
  ])('%s is refused by %s', (_label, value) => {
    expect(isValidIban(value)).toBe(false);
  });

  it('the checksum counts letters inside the number (A = 10 … Z = 35)', () => {
    expect(isValidIban('GB29 NWBK 6016 1331 9268 19')).toBe(true);
    expect(isValidIban('GB29 NWBL 6016 1331 9268 19')).toBe(false);
  });
});

describe('the IBAN field as a shopper types into it', () => {
  it('a number containing the letters "IBAN" keeps them: only a leading label is dropped', () => {
    expect(compactIban('MT84 MALT IBAN DE12 3456')).toBe('MT84MALTIBANDE123456');
  });

  it('the longest IBAN (34 characters) fits in groups of four, and not a character more', () => {
    const longest = ibanMask.format('A1'.repeat(20));
    expect(longest).toBe('A1A1 A1A1 A1A1 A1A1 A1A1 A1A1 A1A1 A1A1 A1');
    expect(ibanMask.maxLength).toBe(longest.length);
  });

  it('backspace right behind a group space deletes the character before it', () => {
    expect(deleteBackwardOverSeparator(ibanMask, 'DE89 3704', 'DE893704', 4)).toEqual({ value: 'DE83 704', caret: 3 });
  });

  it('the keyboard offers capitals, marks no spelling and keeps the number out of the form history', () => {
    expect(ibanMask.input).toEqual({ spellCheck: false, autoCapitalize: 'characters', autoComplete: 'off' });
  });
});

describe.each(ibanCorpora.map((corpus) => [corpus.name, corpus] as const))('IBAN corpus %s', (_name, corpus) => {
  it.each(corpus.cases.map((entry) => [`${entry.value} (${entry.note})`, entry] as const))('%s', (_label, entry) => {
    expect(isValidIban(entry.value)).toBe(entry.accept);
  });
});
