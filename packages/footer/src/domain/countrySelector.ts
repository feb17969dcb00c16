import type { Country } from '@shop/design-system';

/** Spec §3 "Country choice item". */
export interface CountryChoice {
  label: string;
  code: Country;
  href: string;
  /** The flag icon's name in the design system's flag set. */
  flag: string;
  /** The flag's accessible name (the country in the site's own language). */
  flagName: string;
  selected: boolean;
}

interface Site {
  code: Country;
  label: string;
  href: string;
  flag: string;
  flagName: string;
}

/** The nine sites, each labelled in its own language (as a shopper looks for it). */
export const sites: readonly Site[] = [
  { code: 'DE', label: 'Deutschland', href: 'https://www.shop.de/', flag: 'germany', flagName: 'Deutschland' },
  { code: 'AT', label: 'Österreich', href: 'https://www.shop.at/', flag: 'austria', flagName: 'Österreich' },
  { code: 'CH', label: 'Schweiz (Deutsch)', href: 'https://www.shop.ch/de/', flag: 'switzerland', flagName: 'Schweiz' },
  {
    code: 'CH_FR',
    label: 'Suisse (Français)',
    href: 'https://www.shop.ch/fr/',
    flag: 'switzerland',
    flagName: 'Suisse',
  },
  { code: 'CZ', label: 'Česká republika', href: 'https://www.shop.cz/', flag: 'czech-republic', flagName: 'Česko' },
  { code: 'HU', label: 'Magyarország', href: 'https://www.shop.hu/', flag: 'hungary', flagName: 'Magyarország' },
  { code: 'SK', label: 'Slovensko', href: 'https://www.shop.sk/', flag: 'slovakia', flagName: 'Slovensko' },
  { code: 'TR', label: 'Türkiye', href: 'https://www.shop.com.tr/', flag: 'turkey', flagName: 'Türkiye' },
  { code: 'PL', label: 'Polska', href: 'https://www.shop.pl/', flag: 'poland', flagName: 'Polska' },
];

export function countryChoices(current: Country): CountryChoice[] {
  return sites.map((site) => ({ ...site, selected: site.code === current }));
}
