import { describe, expect, it } from 'vitest';
import { dateDayMonthYearMask, dateYearMonthDayMask } from './date.ts';

const in2026 = { locale: 'de-DE', year: 2026 };
const paste = (text: string) => dateDayMonthYearMask.format(dateDayMonthYearMask.paste?.(text, in2026) ?? '');

describe('date fields', () => {
  it.each([dateDayMonthYearMask, dateYearMonthDayMask])('$name opens the numeric keyboard', (mask) => {
    expect(mask.input).toEqual({ inputMode: 'numeric' });
  });

  it.each([
    ['5', '5'],
    ['1.2', '12'],
  ])('pasted %s, not three numbers, counts as typed: %s', (text, shown) => {
    expect(paste(text)).toBe(shown);
  });
});
