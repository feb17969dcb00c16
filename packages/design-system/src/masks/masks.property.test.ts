import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { dateDayMonthYearMask, dateYearMonthDayMask } from './date.ts';
import { ibanMask } from './iban.ts';
import { applyMask, type Mask } from './mask.ts';
import { numberMask, readPastedNumber } from './number.ts';

const masks: Array<[Mask, RegExp]> = [
  [ibanMask, /^[A-Z0-9 ]*$/],
  [dateDayMonthYearMask, /^[0-9.]*$/],
  [dateYearMonthDayMask, /^[0-9.]*$/],
  [numberMask(), /^[0-9]*[.,]?[0-9]*$/],
  [numberMask(15, ','), /^[0-9]*[.,]?[0-9]*$/],
];

/** A paste in a German site in 2026 (the year two-digit years are read against). */
const context = { locale: 'de-DE', year: 2026 };

// Anything a user may type or paste: ASCII, umlauts, other scripts, whitespace, separators.
const typed = fc.oneof(
  fc.string({ maxLength: 60 }),
  fc.string({ unit: fc.constantFrom(...'0123456789.,- abcXYZäß'.split('')), maxLength: 60 }),
  fc.string({ unit: 'grapheme', maxLength: 40 }),
);

describe.each(masks.map(([mask, allowed]) => [mask.name, mask, allowed] as const))(
  'mask %s (property-based)',
  (_name, mask, allowed) => {
    it('is idempotent: formatting formatted text changes nothing', () => {
      fc.assert(fc.property(typed, (raw) => mask.format(mask.format(raw)) === mask.format(raw)));
    });

    it('never exceeds its maximum length', () => {
      fc.assert(fc.property(typed, (raw) => mask.format(raw).length <= mask.maxLength));
    });

    it('keeps only the characters it allows', () => {
      fc.assert(fc.property(typed, (raw) => allowed.test(mask.format(raw))));
    });

    it('formats whatever its paste reader makes of pasted text within its rules', () => {
      fc.assert(
        fc.property(typed, (raw) => {
          const value = mask.format(mask.paste ? (mask.paste(raw, context) ?? '') : raw);
          return allowed.test(value) && value.length <= mask.maxLength;
        }),
      );
    });

    it('puts the caret inside the formatted value', () => {
      fc.assert(
        fc.property(typed, fc.nat(80), (raw, position) => {
          const caret = Math.min(position, raw.length);
          const result = applyMask(mask, raw, caret);
          return result.caret >= 0 && result.caret <= result.value.length;
        }),
      );
    });
  },
);

describe('IBAN mask', () => {
  it('upper-cases, drops other characters and groups by four', () => {
    expect(ibanMask.format('de89-3704 0044/0532 013000')).toBe('DE89 3704 0044 0532 0130 00');
  });

  it('stops at 34 characters (42 with spaces)', () => {
    const formatted = ibanMask.format('MT'.padEnd(40, '9'));
    expect(formatted.replace(/ /g, '')).toHaveLength(34);
    expect(formatted).toHaveLength(42);
  });
});

describe('date masks', () => {
  it('day.month.year: dots after day and month, 10 characters at most', () => {
    expect(dateDayMonthYearMask.format('2')).toBe('2');
    expect(dateDayMonthYearMask.format('241')).toBe('24.1');
    expect(dateDayMonthYearMask.format('24121990123')).toBe('24.12.1990');
    expect(dateDayMonthYearMask.format('24.12.1990')).toBe('24.12.1990');
  });

  it('year.month.day: dots after year and month', () => {
    expect(dateYearMonthDayMask.format('19901224')).toBe('1990.12.24');
    expect(dateYearMonthDayMask.format('19901')).toBe('1990.1');
    expect(dateYearMonthDayMask.format('1990-12-24')).toBe('1990.12.24');
  });
});

describe('number mask', () => {
  it('keeps digits and the first decimal mark only', () => {
    expect(numberMask().format('1.234,5')).toBe('1.2345');
    expect(numberMask().format('-12,5€')).toBe('12,5');
    expect(numberMask(4).format('123456')).toBe('1234');
  });
});

describe('pasting', () => {
  const paste = (mask: Mask, text: string) => mask.format(mask.paste ? (mask.paste(text, context) ?? '') : text);

  it('a date with separators keeps its day and month: 1.2.1990 is 01.02.1990', () => {
    expect(paste(dateDayMonthYearMask, '1.2.1990')).toBe('01.02.1990');
    expect(paste(dateDayMonthYearMask, '24/12/1990')).toBe('24.12.1990');
    expect(paste(dateDayMonthYearMask, '24121990')).toBe('24.12.1990');
    expect(paste(dateYearMonthDayMask, '1990-1-5')).toBe('1990.01.05');
    expect(paste(dateDayMonthYearMask, '１.２.１９９０')).toBe('01.02.1990');
  });

  it('a number with thousands marks becomes the number, with the locale’s decimal mark', () => {
    expect(paste(numberMask(), '1.234,56')).toBe('1234.56');
    expect(paste(numberMask(15, ','), '1.234,56')).toBe('1234,56');
    expect(readPastedNumber('1,234.56', ',')).toBe('1234,56');
    expect(readPastedNumber('1’234.50 CHF', '.')).toBe('1234.50');
    expect(readPastedNumber('1 234 567', ',')).toBe('1234567');
    expect(readPastedNumber('1.234.567', ',')).toBe('1234567');
    expect(readPastedNumber('12,5', '.')).toBe('12.5');
    expect(readPastedNumber('１２３', '.')).toBe('123');
  });

  it('an IBAN loses its label and keeps full-width digits', () => {
    expect(paste(ibanMask, 'IBAN: DE89 3704 0044 0532 0130 00')).toBe('DE89 3704 0044 0532 0130 00');
    expect(paste(ibanMask, 'DE89 ３７０４ 0044 0532 0130 00')).toBe('DE89 3704 0044 0532 0130 00');
  });
});
