import { type Country, countryLocales, type Locale, locales, siteOf } from '@shop/sites';

export interface LocaleChoice {
  country: Country;
  locale: Locale;
  /** Set when the input was unusable and a fallback was taken; the caller warns with it. */
  warning?: string;
}

export interface LocaleMatch {
  locale: Locale;
  /** False when only the language matched (a region we have no site for, e.g. `fr-FR`). */
  exact: boolean;
}

const regionOf = (locale: Locale) => locale.slice(3);

/**
 * Reads a language tag as legacy templates write it (`<html lang="pl">` from Magento 1,
 * `de_CH`, `fr-ch`, `DE-AT`): case-insensitive, `_` as `-`, spaces ignored. A supported locale
 * is taken as is; a language alone (or with a region no site has) picks that language's
 * locale in the country's region when there is one (`de` on the AT site is de-AT, `fr` on CH
 * is fr-CH), else the language's only locale (`pl` is pl-PL), else its first in the sites'
 * order (`de` elsewhere is de-DE). A language we do not speak gives undefined.
 */
export function localeOf(value: string | null | undefined, country: Country): LocaleMatch | undefined {
  const [language = '', region] = (value ?? '').trim().toLowerCase().replace(/_/g, '-').split('-');
  if (!/^[a-z]{2,3}$/.test(language)) return undefined;
  const candidates = locales.filter((locale) => locale.slice(0, 2) === language);
  if (!candidates.length) return undefined;
  const exact = region ? candidates.find((locale) => regionOf(locale).toLowerCase() === region) : undefined;
  if (exact) return { locale: exact, exact: true };
  const countryRegion = regionOf(countryLocales[country]);
  const locale = candidates.find((candidate) => regionOf(candidate) === countryRegion) ?? (candidates[0] as Locale);
  return { locale, exact: !region };
}

/**
 * The locale rule of every element: the `locale` attribute wins (read by localeOf, together
 * with the country), else the locale of the site the `country` attribute names (read as every
 * site code is: see siteOf). An unknown country, a language we do not speak, or a region we
 * have no site for is replaced (by the fallback, or the language's locale) and yields a warning
 * to log.
 */
export function chooseLocale(
  countryAttribute: string | null | undefined,
  localeAttribute: string | null | undefined,
): LocaleChoice {
  const site = siteOf(countryAttribute);
  const match = localeOf(localeAttribute, site.country);
  const locale = match?.locale ?? countryLocales[site.country];
  if (localeAttribute?.trim() && !match?.exact)
    site.warning = `Unsupported locale "${localeAttribute}": using ${locale}.`;
  return { ...site, locale };
}
