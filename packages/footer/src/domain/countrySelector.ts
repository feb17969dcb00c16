import { type IconDefinition, siteFlags } from '@shop/design-system';
import { type Country, countries, siteEntries } from '@shop/sites';

/** One entry of the footer's country selector: a site with its flag, linked unless it is the current one. */
export interface CountryChoice {
  label: string;
  code: Country;
  href: string;
  /** The flag icon. */
  flag: IconDefinition;
  /** The flag's accessible name (the country in the site's own language). */
  flagName: string;
  selected: boolean;
}

/** Every site, in the sites table's order, with its flag (the design system's `siteFlags`), the current one selected. */
export function countryChoices(current: Country): CountryChoice[] {
  return countries.map((code) => ({ code, ...siteEntries[code], flag: siteFlags[code], selected: code === current }));
}
