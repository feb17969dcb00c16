import type { Mask } from './mask.ts';

/** Digits with at most one decimal part (`.` or `,`, whichever is typed first). */
export function numberMask(maxLength = 15): Mask {
  return {
    name: 'number',
    maxLength,
    format: (raw) => {
      let seenSeparator = false;
      let out = '';
      for (const char of raw) {
        if (char >= '0' && char <= '9') out += char;
        else if ((char === '.' || char === ',') && !seenSeparator) {
          seenSeparator = true;
          out += char;
        }
      }
      return out.slice(0, maxLength);
    },
    isSeparator: () => false,
  };
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
