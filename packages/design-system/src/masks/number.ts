import { toAsciiDigits } from './digits.ts';
import type { Mask } from './mask.ts';
import { type DecimalMark, readPastedNumber } from './pastedNumber.ts';

export { type DecimalMark, readPastedNumber } from './pastedNumber.ts';

/**
 * Digits with at most one decimal part (`.` or `,`, whichever is typed first), and a leading
 * minus when `signed`. Pasted text is read whole (`readPastedNumber`), its decimal mark written
 * as `decimalMark` (the locale's); a pasted number that does not fit `maxLength` whole, or a
 * negative one in an unsigned field, is refused rather than cut or turned positive.
 */
export function numberMask(maxLength = 15, decimalMark: DecimalMark = '.', signed = false): Mask {
  return {
    name: signed ? 'number-signed' : 'number',
    maxLength,
    format: (raw) => {
      const ascii = toAsciiDigits(raw);
      let seenSeparator = false;
      let out = signed && ascii.trimStart().startsWith('-') ? '-' : '';
      for (const char of ascii) {
        if (char >= '0' && char <= '9') out += char;
        else if ((char === '.' || char === ',') && !seenSeparator) {
          seenSeparator = true;
          out += char;
        }
      }
      return out.slice(0, maxLength);
    },
    isSeparator: () => false,
    input: { inputMode: 'decimal', spellCheck: false },
    paste: (text) => {
      const read = readPastedNumber(text, decimalMark, signed);
      return read !== null && read.length <= maxLength ? read : null;
    },
  };
}

/** The decimal mark a locale writes ("," for de-DE, "." for de-CH). */
export function decimalMarkOf(locale: string): DecimalMark {
  const mark = new Intl.NumberFormat(locale).formatToParts(1.5).find((part) => part.type === 'decimal')?.value;
  return mark === ',' ? ',' : '.';
}

/**
 * Keys a number field lets through: digits, one decimal separator, a minus sign when `signed`
 * and none is there yet, and every control key.
 */
export function isNumberKeyAllowed(key: string, currentValue: string, signed = false): boolean {
  if (key.length !== 1) return true; // Backspace, Tab, arrows, Home, End, Enter, ...
  if (key >= '0' && key <= '9') return true;
  if (key === '-') return signed && !currentValue.includes('-');
  return (key === '.' || key === ',') && !/[.,]/.test(currentValue);
}

/** The number a field shows, or null when it is empty or not a number. */
export function parseNumber(value: string): number | null {
  if (value.trim() === '') return null;
  const parsed = Number(value.replace(',', '.'));
  return Number.isFinite(parsed) ? parsed : null;
}
