import type { Mask } from './mask.ts';

export type DecimalMark = '.' | ',';

/**
 * Pasted text as a number: full-width digits converted; when both `.` and `,` appear, the last
 * one is the decimal mark and the others group thousands ("1.234,56" and "1,234.56" are both
 * 1234.56); one mark repeated groups thousands ("1.234.567"); a single mark is decimal. Spaces,
 * apostrophes (de-CH "1’234.50"), currency signs and minus signs go. The decimal mark is
 * written as the field's locale writes it.
 */
export function readPastedNumber(text: string, decimalMark: DecimalMark): string {
  const plain = text.normalize('NFKC').replace(/[^0-9.,]/g, '');
  const marks = plain.replace(/[0-9]/g, '');
  const last = Math.max(plain.lastIndexOf('.'), plain.lastIndexOf(','));
  const decimal = last >= 0 && (new Set(marks).size === 2 || marks.length === 1) ? last : -1;
  const digits = (part: string) => part.replace(/[.,]/g, '');
  if (decimal < 0) return digits(plain);
  return `${digits(plain.slice(0, decimal))}${decimalMark}${digits(plain.slice(decimal + 1))}`;
}

/**
 * Digits with at most one decimal part (`.` or `,`, whichever is typed first). Pasted text is
 * read whole (`readPastedNumber`), its decimal mark written as `decimalMark` (the locale's).
 */
export function numberMask(maxLength = 15, decimalMark: DecimalMark = '.'): Mask {
  return {
    name: 'number',
    maxLength,
    format: (raw) => {
      let seenSeparator = false;
      let out = '';
      for (const char of raw.normalize('NFKC')) {
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
    paste: (text) => readPastedNumber(text, decimalMark),
  };
}

/** The decimal mark a locale writes ("," for de-DE, "." for de-CH). */
export function decimalMarkOf(locale: string): DecimalMark {
  const mark = new Intl.NumberFormat(locale).formatToParts(1.5).find((part) => part.type === 'decimal')?.value;
  return mark === ',' ? ',' : '.';
}

/** Keys a number field lets through: digits, one decimal separator, and every control key. */
export function isNumberKeyAllowed(key: string, currentValue: string): boolean {
  if (key.length !== 1) return true; // Backspace, Tab, arrows, Home, End, Enter, ...
  if (key >= '0' && key <= '9') return true;
  return (key === '.' || key === ',') && !/[.,]/.test(currentValue);
}

/** The number a field shows, or null when it is empty or not a number. */
export function parseNumber(value: string): number | null {
  if (value.trim() === '') return null;
  const parsed = Number(value.replace(',', '.'));
  return Number.isFinite(parsed) ? parsed : null;
}
