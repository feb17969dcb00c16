import { decimalMarkOf, parseNumber } from '../../masks/number.ts';

const decimalsOf = (value: number) => (String(value).split('.')[1] ?? '').length;

/**
 * The value of a number field after a +/- press: the current number (empty counts as 0)
 * moved by `delta`, kept within min/max, written with the locale's (or the typed) decimal mark.
 */
export function stepNumber(
  current: string,
  delta: number,
  { min, max, locale }: { min?: number; max?: number; locale: string },
): string {
  const start = parseNumber(current) ?? 0;
  const decimals = Math.max(decimalsOf(start), decimalsOf(delta));
  let next = Number((start + delta).toFixed(decimals));
  // A field without a `min` takes no minus sign: it never goes below 0.
  next = Math.max(min ?? 0, next);
  if (max !== undefined) next = Math.min(max, next);
  const text = next.toFixed(decimals);
  const typedMark = /[.,]/.exec(current)?.[0];
  const mark = typedMark ?? decimalMarkOf(locale);
  return text.replace('.', mark);
}
