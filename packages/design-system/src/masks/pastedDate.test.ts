import { describe, expect, it } from 'vitest';
import { dateDayMonthYearMask } from './date.ts';
import { type CalendarDate, type DateOrder, dateDigits, readPastedDate } from './pastedDate.ts';

// What a shopper pasting into a date field gets: the date read whole, or null (the field then
// keeps the parts as written, and the form's date rule refuses a date that does not exist).
const in2026 = (locale: string) => ({ locale, year: 2026 });
const read = (text: string, order: DateOrder = 'dmy', locale = 'de-DE') => readPastedDate(text, order, in2026(locale));
const date = (year: number, month: number, day: number): CalendarDate => ({ year, month, day });

describe('a pasted date that exists', () => {
  it.each([
    ['29.02.2024', date(2024, 2, 29)],
    ['29.02.2000', date(2000, 2, 29)],
    ['30.04.1990', date(1990, 4, 30)],
  ])(
    'reads %s: 29 February in a leap year (every fourth, and every 400th century year), 30 April',
    (text, expected) => {
      expect(read(text)).toEqual(expected);
    },
  );

  it.each([
    ['29.02.2023', 'no leap year'],
    ['29.02.1900', 'a century year that is no leap year'],
    ['30.02.2024', 'February has 29 days at most'],
    ['31.04.1990', 'April has 30 days'],
    ['0.1.1990', 'no day 0'],
    ['1.0.1990', 'no month 0'],
  ])('reads no date from %s (%s)', (text) => {
    expect(read(text)).toBeNull();
  });
});

describe('what a pasted date is read from', () => {
  it('an ISO date among other numbers ("Bestellung 4711 vom 2026-11-24")', () => {
    expect(read('Bestellung 4711 vom 2026-11-24')).toEqual(date(2026, 11, 24));
    expect(read('Bestellung 4711 vom 2026-11-24', 'ymd', 'hu-HU')).toEqual(date(2026, 11, 24));
  });

  it.each(['24.12.1990 10:30:45', '24.12.1990 10:30:45.123', '24.12.1990, 10:30:45,5 Uhr'])(
    'leaves out a time with seconds and their fraction: %s',
    (text) => {
      expect(read(text)).toEqual(date(1990, 12, 24));
    },
  );

  it('numbers win over a word that names a month ("April Meyer, geb. 24.12.1990")', () => {
    expect(read('April Meyer, geb. 24.12.1990')).toEqual(date(1990, 12, 24));
  });

  it('a month in capitals from another language: English on the Turkish site', () => {
    expect(read('24 APRIL 1990', 'dmy', 'tr-TR')).toEqual(date(1990, 4, 24));
  });

  it('a spelled month with two short numbers: the year where the field puts it', () => {
    expect(read('24 Dez 90')).toEqual(date(1990, 12, 24));
    expect(read('90. dec. 24.', 'ymd', 'hu-HU')).toEqual(date(1990, 12, 24));
  });

  it('three short numbers follow the field’s order when both orders give a date', () => {
    expect(read('24.03.05', 'ymd', 'hu-HU')).toEqual(date(2024, 3, 5));
    expect(read('24.03.05', 'dmy')).toEqual(date(2005, 3, 24));
  });

  it('a number of three digits is a year as written, wherever it stands', () => {
    expect(read('024.2.1')).toEqual(date(24, 2, 1));
    expect(read('1.2.024', 'ymd', 'hu-HU')).toEqual(date(24, 2, 1));
  });
});

describe('the digits a read date becomes', () => {
  it('digits only, in the field’s order, a short year padded to four', () => {
    expect(dateDigits(date(1990, 12, 24), 'dmy')).toBe('24121990');
    expect(dateDigits(date(1990, 12, 24), 'ymd')).toBe('19901224');
    expect(dateDigits(date(24, 2, 1), 'ymd')).toBe('00240201');
  });

  it('the field shows a three-digit year with its zeros in front', () => {
    expect(dateDayMonthYearMask.format(dateDayMonthYearMask.paste?.('024.2.1', in2026('de-DE')) ?? '')).toBe(
      '01.02.0024',
    );
  });
});
