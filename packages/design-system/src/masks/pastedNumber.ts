import { toAsciiDigits } from './digits.ts';

export type DecimalMark = '.' | ',';

/**
 * Digits with one decimal point moved `exponent` places (`1.5` and 3 is `1500`), without
 * floating point: the digits stay exactly those written. Leading zeros of the whole part go,
 * trailing zeros of the fraction too.
 */
export function shiftDecimal(whole: string, fraction: string, exponent: number): [string, string] {
  const digits = whole + fraction;
  const point = whole.length + exponent;
  const padded = point < 0 ? '0'.repeat(-point) + digits : digits.padEnd(point, '0');
  const at = Math.max(point, 0);
  const shiftedWhole = padded.slice(0, at).replace(/^0+(?=\d)/, '') || '0';
  return [shiftedWhole, padded.slice(at).replace(/0+$/, '')];
}

/**
 * Pasted text as a number, or null when it is negative and the field takes none: the digits of
 * every script converted; when both `.` and `,` appear, the last one is the decimal mark and
 * the others group thousands ("1.234,56" and "1,234.56" are both 1234.56); one mark repeated
 * groups thousands ("1.234.567"); a single mark is decimal. Spaces, apostrophes (de-CH
 * "1’234.50") and currency signs go. A minus sign right before the first digit makes it negative
 * ("-12,5", "− 12,5", "€ -12,50", "-€12.50"), exponent notation is written out ("1e3" is 1000,
 * "1,5E-3" is 0,0015). The decimal mark is written as the field's locale writes it.
 */
export function readPastedNumber(text: string, decimalMark: DecimalMark, signed = false): string | null {
  const plain = toAsciiDigits(text);
  const firstDigit = plain.search(/[0-9]/);
  // Only spaces and currency signs may stand between the minus and the number ("Art.-Nr. 12" is 12).
  const negative = firstDigit > 0 && /-[\s\p{Sc}]*$/u.test(plain.slice(0, firstDigit));
  const exponentAt = /[0-9][eE]([+-]?[0-9]{1,3})(?![0-9])/.exec(plain);
  const mantissa = (exponentAt ? plain.slice(0, exponentAt.index + 1) : plain).replace(/[^0-9.,]/g, '');
  const marks = mantissa.replace(/[0-9]/g, '');
  const last = Math.max(mantissa.lastIndexOf('.'), mantissa.lastIndexOf(','));
  const decimal = last >= 0 && (new Set(marks).size === 2 || marks.length === 1) ? last : -1;
  const digits = (part: string) => part.replace(/[.,]/g, '');
  let whole = decimal < 0 ? digits(mantissa) : digits(mantissa.slice(0, decimal));
  let fraction = decimal < 0 ? '' : digits(mantissa.slice(decimal + 1));
  if (exponentAt) [whole, fraction] = shiftDecimal(whole, fraction, Number(exponentAt[1]));
  if (negative && !signed && /[1-9]/.test(whole + fraction)) return null;
  const sign = negative && signed ? '-' : '';
  // "12," keeps its mark (the shopper goes on with the decimals); a shifted number needs none.
  const withMark = fraction !== '' || (decimal >= 0 && !exponentAt);
  return `${sign}${whole}${withMark ? decimalMark + fraction : ''}`;
}
