import { type Country, countryLocales, isLocale, type Locale, siteOf } from '../sites/sites.ts';

export interface LocaleChoice {
  country: Country;
  locale: Locale;
  /** Set when the input was unusable and a fallback was taken; the caller warns with it. */
  warning?: string;
}

/**
 * The locale rule of every element: a valid `locale` attribute wins, else the locale of the site
 * the `country` attribute names (read as every site code is: see siteOf). An unknown country or
 * an unsupported locale is replaced by the fallback and yields a warning to log.
 */
export function chooseLocale(
  countryAttribute: string | null | undefined,
  localeAttribute: string | null | undefined,
): LocaleChoice {
  const site = siteOf(countryAttribute);
  const locale = isLocale(localeAttribute) ? localeAttribute : countryLocales[site.country];
  if (localeAttribute && !isLocale(localeAttribute))
    site.warning = `Unsupported locale "${localeAttribute}": using ${locale}.`;
  return { ...site, locale };
}
