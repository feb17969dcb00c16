import { countries, countryLocales, type Locale, percentSigns } from '@shop/sites';

/**
 * Whole percentages as `Intl.NumberFormat(locale, { style: 'percent' })` writes them, without
 * creating one: the first number format of a page makes the browser load its number-formatting
 * data, a single task of 100–200 ms on a slow phone, inside the first render of the widget that
 * asks. Each site's pattern is a column of the sites table (percentSigns). Percentages of 1000 and
 * more (digit grouping), below 0, or other locales go to Intl.
 */
const patterns = new Map<string, { before: string; after: string }>(
  countries.map((country) => [countryLocales[country], percentSigns[country]]),
);

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
  const pattern = patterns.get(locale);
  if (!pattern || !(whole >= 0 && whole < 1000)) {
    return new Intl.NumberFormat(locale, { style: 'percent' }).format(fraction);
  }
  return `${pattern.before}${whole}${pattern.after}`;
}
