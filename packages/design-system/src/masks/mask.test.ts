import { describe, expect, it } from 'vitest';
import { dateDayMonthYearMask } from './date.ts';
import { ibanMask } from './iban.ts';
import { applyMask, deleteBackwardOverSeparator, type Mask } from './mask.ts';

// Prices as the mask would write them, the euro sign after ("1 234 €") or before ("€ 1 234"):
// separators side by side and at the start, which the shop's own masks do not have (yet).
const price = (sign: 'after' | 'before'): Mask => ({
  name: `price-${sign}`,
  maxLength: 20,
  format: (raw) => {
    const grouped = raw.replace(/[^0-9]/g, '').replace(/\B(?=(\d{3})+$)/g, ' ');
    if (grouped === '') return '';
    return sign === 'after' ? `${grouped} €` : `€ ${grouped}`;
  },
  isSeparator: (char) => char === ' ' || char === '€',
});

describe('caret handling', () => {
  it('typing at the end moves the caret past an inserted separator', () => {
    // "24.1" + "2" typed at the end, then "1" → "24.12.1"
    expect(applyMask(dateDayMonthYearMask, '24.121', 6)).toEqual({ value: '24.12.1', caret: 7 });
  });

  it('typing in the middle keeps the caret right after the typed character', () => {
    // "DE89 3704" with "X" typed after "DE8" (position 3)
    expect(applyMask(ibanMask, 'DE8x9 3704', 4)).toEqual({ value: 'DE8X 9370 4', caret: 4 });
  });

  it('a delete at the very start keeps the caret at the start', () => {
    // "|24.12.1990" with the Delete key: the "2" goes, the caret stays in front
    expect(applyMask(dateDayMonthYearMask, '4.12.1990', 0)).toEqual({ value: '41.21.990', caret: 0 });
  });

  it('pasting formatted text places the caret at its end', () => {
    const raw = 'DE89 3704 0044 0532 0130 00';
    expect(applyMask(ibanMask, raw, raw.length)).toEqual({ value: raw, caret: raw.length });
  });

  it('backspace right after a separator deletes the digit before it', () => {
    // "24.12|.1990": deleting the dot alone would be undone by the mask
    expect(deleteBackwardOverSeparator(dateDayMonthYearMask, '24.12.1990', '24.121990', 5)).toEqual({
      value: '24.11.990',
      caret: 4,
    });
  });

  it('an ordinary backspace behaves as usual', () => {
    expect(deleteBackwardOverSeparator(dateDayMonthYearMask, '24.12.1990', '24.12.199', 9)).toEqual({
      value: '24.12.199',
      caret: 9,
    });
  });
});

describe('backspace over separators side by side or at the start', () => {
  it.each([
    // [what the shopper does, mask, value before, value after the browser's backspace, caret, result]
    ['behind "€" after the price: skips " €", deletes the 4', price('after'), '1 234 €', '1 234 ', 6, '123 €', 3],
    ['behind the first group space: deletes the first digit', price('after'), '1 234 €', '1234 €', 1, '234 €', 0],
    ['behind "€ " before the price: nothing to delete', price('before'), '€ 1 234', '€1 234', 1, '€ 1 234', 0],
  ] as const)('%s', (_name, mask, previous, raw, caret, value, after) => {
    expect(deleteBackwardOverSeparator(mask, previous, raw, caret)).toEqual({ value, caret: after });
  });
});
