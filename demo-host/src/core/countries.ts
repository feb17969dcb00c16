/** The nine country sites (spec §1) as the server-rendered pages need them. */
export const countries = ['DE', 'AT', 'CH', 'CH_FR', 'CZ', 'HU', 'SK', 'TR', 'PL'] as const;
export type Country = (typeof countries)[number];

const languages: Record<Country, string> = {
  DE: 'de-DE',
  AT: 'de-AT',
  CH: 'de-CH',
  CH_FR: 'fr-CH',
  CZ: 'cs-CZ',
  HU: 'hu-HU',
  SK: 'sk-SK',
  TR: 'tr-TR',
  PL: 'pl-PL',
};

export const countryLanguage = (country: Country) => languages[country];

/** `?country=pl` or `PL`; anything else is DE. */
export function countryFrom(value: string | undefined | null): Country {
  const upper = value?.toUpperCase().replace('-', '_');
  return (countries as readonly string[]).includes(upper ?? '') ? (upper as Country) : 'DE';
}
