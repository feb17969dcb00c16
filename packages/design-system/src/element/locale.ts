/** Country sites and their locales (spec §1). Pure data and lookups, no DOM. */
export const countryLocales = {
  DE: 'de-DE',
  AT: 'de-AT',
  CH: 'de-CH',
  CH_FR: 'fr-CH',
  CZ: 'cs-CZ',
  HU: 'hu-HU',
  SK: 'sk-SK',
  TR: 'tr-TR',
  PL: 'pl-PL',
} as const;

export type Country = keyof typeof countryLocales;
export type Locale = (typeof countryLocales)[Country];

export const countries = Object.keys(countryLocales) as Country[];
export const locales = Object.values(countryLocales) as Locale[];
export const defaultCountry: Country = 'DE';

export function isCountry(value: unknown): value is Country {
  return typeof value === 'string' && Object.hasOwn(countryLocales, value);
}

export function isLocale(value: unknown): value is Locale {
  return typeof value === 'string' && (locales as string[]).includes(value);
}

export interface LocaleChoice {
  country: Country;
  locale: Locale;
  /** Set when the input was unusable and a fallback was taken; the caller warns with it. */
  warning?: string;
}

/**
 * The locale rule of every element: a valid `locale` attribute wins, else the `country`
 * attribute's locale; an unknown country falls back to DE (with a warning to log).
 * Country codes are matched case-insensitively ("pl" is PL); CH-FR is accepted for CH_FR.
 */
export function chooseLocale(countryAttribute: string | undefined, localeAttribute: string | undefined): LocaleChoice {
  const normalisedCountry = countryAttribute?.trim().toUpperCase().replace('-', '_');
  let country: Country = defaultCountry;
  let warning: string | undefined;
  if (isCountry(normalisedCountry)) country = normalisedCountry;
  else if (normalisedCountry) warning = `Unknown country "${countryAttribute}": showing the ${defaultCountry} site.`;

  const locale = isLocale(localeAttribute) ? localeAttribute : countryLocales[country];
  if (localeAttribute && !isLocale(localeAttribute)) {
    warning = `Unsupported locale "${localeAttribute}": using ${locale}.`;
  }
  return warning ? { country, locale, warning } : { country, locale };
}

/** The currency each site prices in. */
export const currencyOfCountry: Record<Country, string> = {
  DE: 'EUR',
  AT: 'EUR',
  CH: 'CHF',
  CH_FR: 'CHF',
  CZ: 'CZK',
  HU: 'HUF',
  SK: 'EUR',
  TR: 'TRY',
  PL: 'PLN',
};
