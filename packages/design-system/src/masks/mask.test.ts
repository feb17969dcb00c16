import { describe, expect, it } from 'vitest';
import { dateDayMonthYearMask } from './date.ts';
import { ibanMask } from './iban.ts';
import { applyMask, deleteBackwardOverSeparator } from './mask.ts';

describe('caret handling', () => {
  it('typing at the end moves the caret past an inserted separator', () => {
    // "24.1" + "2" typed at the end, then "1" → "24.12.1"
    expect(applyMask(dateDayMonthYearMask, '24.121', 6)).toEqual({ value: '24.12.1', caret: 7 });
  });

  it('typing in the middle keeps the caret right after the typed character', () => {
    // "DE89 3704" with "X" typed after "DE8" (position 3)
    expect(applyMask(ibanMask, 'DE8x9 3704', 4)).toEqual({ value: 'DE8X 9370 4', caret: 4 });
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
