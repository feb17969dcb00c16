import { type Country, countries, countryLocales, siteOf } from '@shop/sites';

/** The country sites as the server-rendered pages need them, from the design system's sites table. */
export { type Country, countries };

/** The page's language (`<html lang>`, `Content-Language`): the site's locale. */
export const countryLanguage = (country: Country) => countryLocales[country];

/** The site a `?country=` query names, read as the elements read their `country` attribute; none or unknown is DE. */
export const countryFrom = (value: string | undefined | null): Country => siteOf(value).country;
