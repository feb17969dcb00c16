import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { dateDayMonthYearMask, dateYearMonthDayMask } from './date.ts';
import { toAsciiDigits } from './digits.ts';
import { ibanLengths, ibanMask, isValidIban } from './iban.ts';
import type { Mask } from './mask.ts';
import { monthOf } from './monthNames.ts';
import { numberMask } from './number.ts';
import { fullYear, readPastedDate } from './pastedDate.ts';
import { findIban } from './pastedIban.ts';
import { readPastedNumber, shiftDecimal } from './pastedNumber.ts';

// Pasting as the field does it: the mask's reader, then its formatter (which cuts to its length).
const in2026 = (locale: string) => ({ locale, year: 2026 });
const paste = (mask: Mask, text: string, locale = 'de-DE') => {
  const read = mask.paste ? mask.paste(text, in2026(locale)) : text;
  return read === null ? null : mask.format(read);
};

describe('pasting whole values: digits of other scripts', () => {
  it('reads Arabic-Indic, Persian, Devanagari and full-width digits as ASCII', () => {
    expect(toAsciiDigits('١٢٣٤٥٦٧٨٩٠')).toBe('1234567890');
    expect(toAsciiDigits('۱۲۳۴۵۶۷۸۹۰')).toBe('1234567890');
    expect(toAsciiDigits('१२३')).toBe('123');
    expect(toAsciiDigits('１２３')).toBe('123');
    expect(toAsciiDigits('١٬٢٣٤٫٥')).toBe('1.234,5');
    expect(toAsciiDigits('−5 Grad')).toBe('-5 Grad');
  });

  it('every decimal digit of every script becomes the ASCII digit of the same value (property)', () => {
    // The digits Intl writes in numbering systems of many scripts, against the value written.
    const systems = ['arab', 'arabext', 'beng', 'deva', 'fullwide', 'gujr', 'khmr', 'mymr', 'tamldec', 'thai'];
    fc.assert(
      fc.property(fc.constantFrom(...systems), fc.nat(10 ** 9), (system, value) => {
        const written = new Intl.NumberFormat(`en-u-nu-${system}`, { useGrouping: false }).format(value);
        return toAsciiDigits(written) === String(value);
      }),
    );
  });
});

describe('pasting whole values: dates', () => {
  it('reads two-digit years within 80 years back and 19 ahead', () => {
    expect(fullYear(90, 2026)).toBe(1990);
    expect(fullYear(24, 2026)).toBe(2024);
    expect(fullYear(45, 2026)).toBe(2045);
    expect(fullYear(46, 2026)).toBe(1946);
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 99 }), fc.integer({ min: 1900, max: 2200 }), (yy, now) => {
        const year = fullYear(yy, now);
        return year % 100 === yy && year >= now - 80 && year <= now + 19;
      }),
    );
  });

  it('names a month in every site language, in both grammatical forms and abbreviated', () => {
    expect(monthOf('Dezember', 'de-DE')).toBe(12);
    expect(monthOf('Dez.', 'de-DE')).toBe(12);
    expect(monthOf('Jänner', 'de-AT')).toBe(1);
    expect(monthOf('décembre', 'fr-CH')).toBe(12);
    expect(monthOf('prosince', 'cs-CZ')).toBe(12);
    expect(monthOf('prosinec', 'cs-CZ')).toBe(12);
    expect(monthOf('června', 'cs-CZ')).toBe(6);
    expect(monthOf('července', 'cs-CZ')).toBe(7);
    expect(monthOf('december', 'hu-HU')).toBe(12);
    expect(monthOf('decembra', 'sk-SK')).toBe(12);
    expect(monthOf('Aralık', 'tr-TR')).toBe(12);
    expect(monthOf('ARALIK', 'tr-TR')).toBe(12);
    expect(monthOf('grudnia', 'pl-PL')).toBe(12);
    expect(monthOf('December', 'pl-PL')).toBe(12);
    expect(monthOf('Montag', 'de-DE')).toBeNull();
    expect(monthOf('ma', 'de-DE')).toBeNull();
  });

  it('reads every month name Intl writes back to its month (property, nine site languages)', () => {
    const locales = ['de-DE', 'de-AT', 'de-CH', 'fr-CH', 'cs-CZ', 'hu-HU', 'sk-SK', 'tr-TR', 'pl-PL'];
    fc.assert(
      fc.property(fc.constantFrom(...locales), fc.integer({ min: 1, max: 12 }), (locale, month) => {
        const date = new Date(Date.UTC(1990, month - 1, 24));
        const written = new Intl.DateTimeFormat(locale, { dateStyle: 'long', timeZone: 'UTC' }).format(date);
        return (
          JSON.stringify(readPastedDate(written, 'dmy', in2026(locale))) ===
          JSON.stringify({ year: 1990, month, day: 24 })
        );
      }),
    );
  });

  it('day.month.year field: the forms shoppers copy', () => {
    const cases: Array<[string, string]> = [
      ['24.12.90', '24.12.1990'],
      ['24.12.1990', '24.12.1990'],
      ['1990-12-24', '24.12.1990'],
      ['1990-12-24T10:00:00Z', '24.12.1990'],
      ['1990-12-24T23:30:00-05:00', '24.12.1990'],
      ['24. Dezember 1990', '24.12.1990'],
      ['Montag, 24. Dez. 1990, 10:00 Uhr', '24.12.1990'],
      ['Dec 24, 1990', '24.12.1990'],
      ['24/12/1990 10:30', '24.12.1990'],
      ['٢٤.١٢.١٩٩٠', '24.12.1990'],
      ['۲۴/۱۲/۱۳۶۹', '24.12.1369'],
      ['1.2.1990', '01.02.1990'],
      ['31.2.1990', '31.02.1990'],
      ['12/24/1990', '24.12.1990'],
      ['05/03/2024', '05.03.2024'],
    ];
    for (const [text, shown] of cases) expect([text, paste(dateDayMonthYearMask, text)]).toEqual([text, shown]);
  });

  it('year.month.day field (HU): the other order, two-digit years and the Hungarian long form', () => {
    const cases: Array<[string, string]> = [
      ['05.03.2024', '2024.03.05'],
      ['24.12.90', '1990.12.24'],
      ['90.12.24', '1990.12.24'],
      ['1990. 12. 24.', '1990.12.24'],
      ['1990. december 24.', '1990.12.24'],
      ['1990-12-24T10:00:00Z', '1990.12.24'],
      ['24. Dezember 1990', '1990.12.24'],
    ];
    for (const [text, shown] of cases) {
      expect([text, paste(dateYearMonthDayMask, text, 'hu-HU')]).toEqual([text, shown]);
    }
  });

  it('each locale’s spelled month', () => {
    expect(paste(dateDayMonthYearMask, '24 décembre 1990', 'fr-CH')).toBe('24.12.1990');
    expect(paste(dateDayMonthYearMask, '1er mars 2000', 'fr-CH')).toBe('01.03.2000');
    expect(paste(dateDayMonthYearMask, '24. prosince 1990', 'cs-CZ')).toBe('24.12.1990');
    expect(paste(dateDayMonthYearMask, '24. decembra 1990', 'sk-SK')).toBe('24.12.1990');
    expect(paste(dateDayMonthYearMask, '24 Aralık 1990 Pazartesi', 'tr-TR')).toBe('24.12.1990');
    expect(paste(dateDayMonthYearMask, '24 grudnia 1990 r.', 'pl-PL')).toBe('24.12.1990');
    expect(paste(dateDayMonthYearMask, '24. Jänner 1990', 'de-AT')).toBe('24.01.1990');
  });

  it('any existing date written day.month.year (two-digit year too) or ISO reads back to itself (property)', () => {
    const day = fc.date({
      min: new Date('1947-01-01T00:00:00Z'),
      max: new Date('2045-12-31T00:00:00Z'),
      noInvalidDate: true,
    });
    fc.assert(
      fc.property(day, fc.constantFrom('.', '/', '-', '. '), fc.boolean(), (date, separator, shortYear) => {
        const [y, m, d] = [date.getUTCFullYear(), date.getUTCMonth() + 1, date.getUTCDate()];
        const year = shortYear ? String(y).slice(2) : String(y);
        const expected = { year: y, month: m, day: d };
        const written = [d, m, year].join(separator);
        const iso = date.toISOString();
        return (
          JSON.stringify(readPastedDate(written, 'dmy', in2026('de-DE'))) === JSON.stringify(expected) &&
          JSON.stringify(readPastedDate(iso, 'ymd', in2026('hu-HU'))) === JSON.stringify(expected)
        );
      }),
    );
  });
});

describe('pasting whole values: numbers', () => {
  it('moves the decimal point exactly', () => {
    expect(shiftDecimal('1', '', 3)).toEqual(['1000', '']);
    expect(shiftDecimal('1', '5', -3)).toEqual(['0', '0015']);
    expect(shiftDecimal('12', '345', 1)).toEqual(['123', '45']);
    expect(shiftDecimal('0', '05', 0)).toEqual(['0', '05']);
  });

  it('keeps a sign where the field takes one, refuses it where not', () => {
    expect(readPastedNumber('-12,5', ',', true)).toBe('-12,5');
    expect(readPastedNumber('− 12,5', ',', true)).toBe('-12,5');
    expect(readPastedNumber('€ -1.234,50', ',', true)).toBe('-1234,50');
    expect(readPastedNumber('-12,5', ',')).toBeNull();
    expect(readPastedNumber('-€12.50', '.', true)).toBe('-12.50');
    expect(readPastedNumber('Art.-Nr. 12', '.', true)).toBe('12');
    expect(readPastedNumber('12-5', '.', true)).toBe('125');
    expect(paste(numberMask(15, ',', true), '-12,5')).toBe('-12,5');
    expect(paste(numberMask(15, ','), '-12,5')).toBeNull();
  });

  it('writes exponent notation out', () => {
    expect(readPastedNumber('1e3', ',')).toBe('1000');
    expect(readPastedNumber('1,5E-3', ',')).toBe('0,0015');
    expect(readPastedNumber('2.5e2', '.')).toBe('250');
    expect(readPastedNumber('-1e-2', '.', true)).toBe('-0.01');
    expect(paste(numberMask(4), '1e9')).toBeNull();
  });

  it('reads other scripts’ digits and separators', () => {
    expect(readPastedNumber('١٢٫٥', ',')).toBe('12,5');
    expect(readPastedNumber('١٬٢٣٤٫٥', '.')).toBe('1234.5');
    expect(readPastedNumber('۱۲۳', ',')).toBe('123');
  });

  it('any number written in exponent notation reads as its value (property)', () => {
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 999_999 }), fc.integer({ min: -6, max: 6 }), (n, e) => {
        const read = readPastedNumber(`${n}e${e}`, '.', true) as string;
        return Number(read) === Number(`${n}e${e}`);
      }),
    );
  });
});

describe('pasting whole values: IBAN', () => {
  // Printed IBANs of the longest countries, from the SWIFT registry's examples.
  const long = {
    MT: 'MT84 MALT 0110 0001 2345 MTLC AST0 01S',
    LC: 'LC55 HEMM 0001 0001 0012 0012 0002 3015',
    RU: 'RU03 0445 2522 5408 1781 0538 0913 1041 9',
    SC: 'SC18 SSCB 1101 0000 0000 0000 1497 USD',
  };

  it('drops a label and what follows the IBAN, then the field cuts nothing of it', () => {
    for (const printed of Object.values(long)) {
      expect(isValidIban(printed)).toBe(true);
      for (const label of ['IBAN: ', 'IBAN ', 'Kontonummer (IBAN): ', 'IBAN-Nr.: ', 'Číslo účtu (IBAN): ', 'iban:']) {
        const shown = paste(ibanMask, `${label}${printed}`) as string;
        expect([label, shown]).toEqual([label, printed]);
        expect(shown.length).toBeLessThanOrEqual(ibanMask.maxLength);
      }
      expect(paste(ibanMask, `${printed}\nBIC: MALTMTMT`)).toBe(printed);
    }
  });

  it('finds the IBAN in lower case, in one block, or behind "IBAN" without a space', () => {
    expect(findIban('iban de89 3704 0044 0532 0130 00', ibanLengths)).toBe('DE89370400440532013000');
    expect(findIban('IBANDE89370400440532013000', ibanLengths)).toBe('DE89370400440532013000');
    expect(findIban('Bitte überweisen Sie 12,50 €', ibanLengths)).toBeNull();
  });
});

describe('signed number mask (property-based)', () => {
  const mask = numberMask(15, ',', true);
  const typed = fc.oneof(
    fc.string({ maxLength: 40 }),
    fc.string({ unit: fc.constantFrom(...'0123456789.,-−eE ١٢٫€'.split('')), maxLength: 40 }),
  );

  it('is idempotent, within its length, a minus only in front, also after its paste reader', () => {
    fc.assert(
      fc.property(typed, (raw) => {
        const typedValue = mask.format(raw);
        const read = mask.paste?.(raw, in2026('de-DE'));
        const pasted = read == null ? '' : mask.format(read);
        return [typedValue, pasted].every(
          (value) => mask.format(value) === value && value.length <= 15 && /^-?[0-9]*[.,]?[0-9]*$/.test(value),
        );
      }),
    );
  });

  it('typing a minus first keeps it; the unsigned mask drops it', () => {
    expect(mask.format('-12,5')).toBe('-12,5');
    expect(mask.format('12-5')).toBe('125');
    expect(numberMask(15, ',').format('-12,5')).toBe('12,5');
  });
});
