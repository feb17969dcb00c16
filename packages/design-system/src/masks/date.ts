import type { Mask } from './mask.ts';

/** Digits only, full-width ones (an input method in full-width mode) converted, not dropped. */
const digitsOf = (text: string) => text.normalize('NFKC').replace(/[^0-9]/g, '');

function dateMask(name: string, groups: readonly [number, number, number]): Mask {
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
    // A pasted date with separators says where its day and month end: "1.2.1990" is
    // 01.02.1990 (not 12.19.90), "1990-1-5" is 1990.01.05. Short parts are padded with zeros.
    paste: (text) => {
      const parts = text.normalize('NFKC').match(/[0-9]+/g) ?? [];
      if (parts.length !== groups.length) return digitsOf(text);
      return parts.map((part, index) => part.padStart(groups[index] ?? 0, '0')).join('');
    },
  };
}

/** Day.month.year: dots after the 2nd and the 4th digit (positions 3 and 6), at most 10 characters. */
export const dateDayMonthYearMask: Mask = dateMask('date-dmy', [2, 2, 4]);

/** Year.month.day: dots after the 4th and the 6th digit (positions 5 and 8), at most 10 characters. */
export const dateYearMonthDayMask: Mask = dateMask('date-ymd', [4, 2, 2]);
