/** The countries of the country-code select list (ISO 3166-1 alpha-2), plus "other country". */
export const countryCodes = [
  'DE',
  'AT',
  'CH',
  'CZ',
  'HU',
  'SK',
  'TR',
  'PL',
  'SI',
  'FR',
  'IT',
  'ES',
  'PT',
  'NL',
  'BE',
  'LU',
  'DK',
  'SE',
  'NO',
  'FI',
  'GB',
  'IE',
  'GR',
  'HR',
  'RO',
  'BG',
  'RS',
  'UA',
  'LT',
  'LV',
  'EE',
  'LI',
  'BA',
  'US',
  'MT',
] as const;

/** The value of the "other country" option. */
export const OTHER_COUNTRY = 'OTHER';

export interface CountryOption {
  value: string;
  text: string;
}

/**
 * The select list in one language: the site's own country first, the rest in the language's
 * alphabetical order (Intl.Collator), "other country" last. `names` are the locale's texts.
 */
export function countryOptions(
  names: Readonly<Record<string, string>>,
  otherCountry: string,
  locale: string,
  first?: string,
): CountryOption[] {
  const collator = new Intl.Collator(locale);
  const options = countryCodes.map((code) => ({ value: code, text: names[code] ?? code }));
  const own = options.filter((option) => option.value === first);
  const rest = options.filter((option) => option.value !== first).sort((a, b) => collator.compare(a.text, b.text));
  return [...own, ...rest, { value: OTHER_COUNTRY, text: otherCountry }];
}
