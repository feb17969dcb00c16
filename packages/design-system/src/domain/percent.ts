import type { Locale } from '../sites/sites.ts';

/**
 * Whole percentages as `Intl.NumberFormat(locale, { style: 'percent' })` writes them, without
 * creating one: the first number format of a page makes the browser load its number-formatting
 * data, a single task of 100–200 ms on a slow phone, inside the first render of the widget that
 * asks. Our locales' patterns (CLDR): the sign after the number, with a no-break space or none,
 * or before it (Turkish). Percentages of 1000 and more (digit grouping), below 0, or other locales go to Intl.
 */
const patterns: Record<Locale, { before: string; after: string }> = {
  'de-DE': { before: '', after: '\u00a0%' },
  'de-AT': { before: '', after: '\u00a0%' },
  'de-CH': { before: '', after: '%' },
  'fr-CH': { before: '', after: '%' },
  'cs-CZ': { before: '', after: '\u00a0%' },
  'hu-HU': { before: '', after: '%' },
  'sk-SK': { before: '', after: '\u00a0%' },
  'tr-TR': { before: '%', after: '' },
  'pl-PL': { before: '', after: '%' },
};

/** The decimal form of a fraction (e.g. "1.735") as a whole percentage (174), NaN below 0 or in exponent form. */
function wholePercent(decimal: string): number {
  if (!/^\d+(\.\d+)?$/.test(decimal)) return Number.NaN;
  const [integer = '', fraction = ''] = decimal.split('.');
  const digits = `${fraction}00`;
  return Number(`${integer}${digits.slice(0, 2)}`) + (digits.charAt(2) >= '5' ? 1 : 0);
}

/** `fraction` (0.1 is 10 %) as a whole percentage in `locale`. */
export function formatPercent(fraction: number, locale: Locale | string): string {
  // Intl rounds the number's shortest decimal form half away from zero (1.035 is 104 %, although
  // 1.035 * 100 is 103.49999999999999 in binary): shift that decimal form, not the binary value.
  const whole = wholePercent(String(fraction));
  const pattern = patterns[locale as Locale] as (typeof patterns)[Locale] | undefined;
  if (!pattern || !(whole >= 0 && whole < 1000)) {
    return new Intl.NumberFormat(locale, { style: 'percent' }).format(fraction);
  }
  return `${pattern.before}${whole}${pattern.after}`;
}
