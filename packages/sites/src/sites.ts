/**
 * The shop's country sites: every fact that differs per site and is not a text or a feature's
 * own rule, and the one rule that reads a site code. Pure data and lookups: no imports, no DOM.
 *
 * One column per fact, each a `Record<Country, …>` of its own export: a site missing from a
 * column does not compile, and a bundle carries only the columns it uses (every element needs
 * the locale; only the footer needs the sites' names and addresses). A site's flag is a picture,
 * so the design system keeps that column (`siteFlags`, packages/design-system/src/icons/siteFlags.ts).
 * Adding a site: a row in each column here and in `siteFlags`, then its data files and the two
 * feature tables the type check asks for (docs/adding-a-country.md lists them).
 */

/**
 * The language each site speaks, with the country it sells to as the locale's region (both Swiss
 * sites sell to CH). The keys are the site codes (the `country` attribute).
 */
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

export const countries = /* @__PURE__ */ Object.keys(countryLocales) as Country[];
export const locales = Object.values(countryLocales) as Locale[];
/** The site shown for a missing or unknown site code. */
export const defaultCountry: Country = 'DE';

/** The currency each site prices in (ISO 4217). */
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

/** How a site is offered to a shopper choosing another site. */
export interface SiteEntry {
  /** The site's name in its own language (as a shopper looks for it). */
  label: string;
  /** The site's home page. */
  href: string;
  /** The flag's accessible name: the country in the site's own language. */
  flagName: string;
}

export const siteEntries: Record<Country, SiteEntry> = {
  DE: { label: 'Deutschland', href: 'https://www.shop.de/', flagName: 'Deutschland' },
  AT: { label: 'Österreich', href: 'https://www.shop.at/', flagName: 'Österreich' },
  CH: { label: 'Schweiz (Deutsch)', href: 'https://www.shop.ch/de/', flagName: 'Schweiz' },
  CH_FR: { label: 'Suisse (Français)', href: 'https://www.shop.ch/fr/', flagName: 'Suisse' },
  CZ: { label: 'Česká republika', href: 'https://www.shop.cz/', flagName: 'Česko' },
  HU: { label: 'Magyarország', href: 'https://www.shop.hu/', flagName: 'Magyarország' },
  SK: { label: 'Slovensko', href: 'https://www.shop.sk/', flagName: 'Slovensko' },
  TR: { label: 'Türkiye', href: 'https://www.shop.com.tr/', flagName: 'Türkiye' },
  PL: { label: 'Polska', href: 'https://www.shop.pl/', flagName: 'Polska' },
};

/**
 * How a site writes a whole percentage (CLDR): the sign after the number, with a no-break space
 * or none, or before it (Turkish). Read by formatPercent, which then needs no Intl.NumberFormat.
 */
export const percentSigns: Record<Country, { before: string; after: string }> = {
  DE: { before: '', after: '\u00a0%' },
  AT: { before: '', after: '\u00a0%' },
  CH: { before: '', after: '%' },
  CH_FR: { before: '', after: '%' },
  CZ: { before: '', after: '\u00a0%' },
  HU: { before: '', after: '%' },
  SK: { before: '', after: '\u00a0%' },
  TR: { before: '%', after: '' },
  PL: { before: '', after: '%' },
};

/**
 * A site's code as it appears in file names and keys: lower case, `-` for `_` (`ch-fr`). The
 * footer's built-in content of a site is `content/sites/<slug>.ts`.
 */
export const siteSlug = (country: Country) => country.toLowerCase().replace('_', '-');

/**
 * The key under which the legacy CMS (the promotion service) keeps a site's footer content: its
 * naming rule, `shop-footer-` and the code in lower case with `-` (`shop-footer-ch-fr`). A rule,
 * not a column, because every site follows it and a column would ship every site's key in the
 * footer's entry. A site whose key breaks the rule would make it a column.
 */
export const footerPromotionKey = (country: Country) => `shop-footer-${siteSlug(country)}`;

export function isCountry(value: unknown): value is Country {
  return typeof value === 'string' && Object.hasOwn(countryLocales, value);
}

export function isLocale(value: unknown): value is Locale {
  return typeof value === 'string' && (locales as string[]).includes(value);
}

export interface SiteChoice {
  country: Country;
  /** Set when a value was given that names no site; the caller warns with it where it can. */
  warning?: string;
}

/**
 * The site a site code names, the one rule for every element, the footer's content and the
 * demo host: case-insensitive ("pl" is PL), surrounding spaces ignored, `CH-FR` accepted for
 * CH_FR. Anything else is the default site DE; a non-empty unknown value also yields a warning.
 */
export function siteOf(value: string | null | undefined): SiteChoice {
  const code = value?.trim().toUpperCase().replace('-', '_');
  if (isCountry(code)) return { country: code };
  const warning = code ? `Unknown country "${value}": showing the ${defaultCountry} site.` : undefined;
  return { country: defaultCountry, warning };
}
