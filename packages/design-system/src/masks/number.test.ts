import { describe, expect, it } from 'vitest';
import { decimalMarkOf, isNumberKeyAllowed, numberMask, parseNumber } from './number.ts';

const inGermany = { locale: 'de-DE', year: 2026 };

describe('the number field as a shopper types into it', () => {
  it('keeps digits and the first decimal separator, whichever is typed', () => {
    expect(numberMask().format('12,5.3')).toBe('12,53');
    expect(numberMask().format('1.5,2')).toBe('1.52');
  });

  it('drops a minus in an unsigned field and keeps one leading minus in a signed field', () => {
    expect(numberMask().format('-12')).toBe('12');
    expect(numberMask(15, '.', true).format(' -12-3')).toBe('-123');
    expect(numberMask(15, '.', true).format('12-3')).toBe('123');
  });

  it('keeps every digit, 0 and 9 included', () => {
    expect(numberMask().format('1029')).toBe('1029');
  });

  it('writes digits of other scripts as ASCII digits', () => {
    expect(numberMask().format('١٢٣')).toBe('123');
  });

  it('stops at the field length', () => {
    expect(numberMask(4).format('123456')).toBe('1234');
  });

  it('is named after whether it takes a sign, and never shows a separator of its own', () => {
    expect(numberMask().name).toBe('number');
    expect(numberMask(15, '.', true).name).toBe('number-signed');
    expect(numberMask().isSeparator('.')).toBe(false);
    expect(numberMask().input).toEqual({ inputMode: 'decimal', spellCheck: false });
  });

  it('refuses a pasted number that does not fit the field whole, rather than cut it', () => {
    expect(numberMask(4).paste?.('1234', inGermany)).toBe('1234');
    expect(numberMask(4).paste?.('12345', inGermany)).toBeNull();
  });

  it('refuses a pasted negative number in an unsigned field, rather than turn it positive', () => {
    expect(numberMask().paste?.('-5', inGermany)).toBeNull();
  });
});

describe('keys a number field lets through', () => {
  it.each([
    ['Backspace', '12', false, true],
    ['0', '', false, true],
    ['9', '', false, true],
    ['a', '', false, false],
    ['/', '', false, false],
    [':', '', false, false],
    ['-', '', false, false],
    ['-', '', true, true],
    ['-', '-1', true, false],
    ['.', '12', false, true],
    [',', '12', false, true],
    [',', '1.2', false, false],
    ['.', '1,2', false, false],
  ] as const)('%j after %j (signed: %s): %s', (key, current, signed, allowed) => {
    expect(isNumberKeyAllowed(key, current, signed)).toBe(allowed);
  });
});

it('lets no minus into a field that does not say it takes one', () => {
  expect(isNumberKeyAllowed('-', '')).toBe(false);
});

describe('the number a field shows', () => {
  it.each([
    ['', null],
    ['   ', null],
    ['12,5', 12.5],
    ['-3.25', -3.25],
    ['1.2.3', null],
    ['abc', null],
  ] as const)('%j is %s', (value, number) => {
    expect(parseNumber(value)).toBe(number);
  });
});

describe('the decimal mark of a locale', () => {
  it.each([
    ['de-DE', ','],
    ['pl-PL', ','],
    ['de-CH', '.'],
    ['en-GB', '.'],
  ])('%s writes %j', (locale, mark) => {
    expect(decimalMarkOf(locale)).toBe(mark);
  });
});
