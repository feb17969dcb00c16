import type { Mask } from './mask.ts';

function dateMask(name: string, groups: readonly [number, number, number]): Mask {
  const digitCount = groups[0] + groups[1] + groups[2];
  return {
    name,
    maxLength: digitCount + 2,
    format: (raw) => {
      const digits = raw.replace(/[^0-9]/g, '').slice(0, digitCount);
      const first = digits.slice(0, groups[0]);
      const second = digits.slice(groups[0], groups[0] + groups[1]);
      const third = digits.slice(groups[0] + groups[1]);
      // A dot appears once a digit follows it, so deleting back over it is never blocked.
      return [first, second, third].filter((part) => part !== '').join('.');
    },
    isSeparator: (char) => char === '.',
  };
}

/** Day.month.year: dots after the 2nd and the 4th digit (positions 3 and 6), at most 10 characters. */
export const dateDayMonthYearMask: Mask = dateMask('date-dmy', [2, 2, 4]);

/** Year.month.day: dots after the 4th and the 6th digit (positions 5 and 8), at most 10 characters. */
export const dateYearMonthDayMask: Mask = dateMask('date-ymd', [4, 2, 2]);
