import { toAsciiDigits } from './digits.ts';
import type { Mask } from './mask.ts';
import { type DateOrder, dateDigits, readPastedDate } from './pastedDate.ts';

/** Digits only, those of other scripts (full-width, Arabic-Indic, …) converted, not dropped. */
const digitsOf = (text: string) => toAsciiDigits(text).replace(/[^0-9]/g, '');

function dateMask(name: string, order: DateOrder, groups: readonly [number, number, number]): Mask {
  const digitCount = groups[0] + groups[1] + groups[2];
  return {
    name,
    maxLength: digitCount + 2,
    format: (raw) => {
      const digits = digitsOf(raw).slice(0, digitCount);
      const first = digits.slice(0, groups[0]);
      const second = digits.slice(groups[0], groups[0] + groups[1]);
      const third = digits.slice(groups[0] + groups[1]);
      // A dot appears once a digit follows it, so deleting back over it is never blocked.
      return [first, second, third].filter((part) => part !== '').join('.');
    },
    isSeparator: (char) => char === '.',
    input: { inputMode: 'numeric' },
    // A pasted date is read whole in the forms shoppers copy (readPastedDate). Text that is no
    // existing date keeps what its separators say, short parts padded ("31.2.1990" is
    // 31.02.1990, for the form's date rule to refuse), else its digits count as typed.
    paste: (text, context) => {
      const date = readPastedDate(text, order, context);
      if (date) return dateDigits(date, order);
      const parts = toAsciiDigits(text).match(/[0-9]+/g) ?? [];
      if (parts.length !== groups.length) return digitsOf(text);
      return parts.map((part, index) => part.padStart(groups[index] ?? 0, '0')).join('');
    },
  };
}

/** Day.month.year: dots after the 2nd and the 4th digit (positions 3 and 6), at most 10 characters. */
export const dateDayMonthYearMask: Mask = dateMask('date-dmy', 'dmy', [2, 2, 4]);

/** Year.month.day: dots after the 4th and the 6th digit (positions 5 and 8), at most 10 characters. */
export const dateYearMonthDayMask: Mask = dateMask('date-ymd', 'ymd', [4, 2, 2]);
