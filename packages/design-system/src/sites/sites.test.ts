import { describe, expect, it } from 'vitest';
import { chooseLocale, localeOf } from '../element/locale.ts';
import { iconNames } from '../icons/registry.ts';
import {
  countries,
  countryLocales,
  currencyOfCountry,
  defaultCountry,
  footerPromotionKey,
  isCountry,
  isLocale,
  locales,
  percentSigns,
  siteEntries,
  siteOf,
} from './sites.ts';

describe('the sites table', () => {
  it("has the shop's sites, DE first and the default, each code a country or a country and language", () => {
    expect(countries).toEqual(expect.arrayContaining(['DE', 'AT', 'CH', 'CH_FR', 'CZ', 'HU', 'SK', 'TR', 'PL']));
    for (const country of countries) expect(country).toMatch(/^[A-Z]{2}(_[A-Z]{2})?$/);
    expect(countries[0]).toBe('DE');
    expect(defaultCountry).toBe('DE');
  });

  it.each([
    ['currency', currencyOfCountry],
    ['entry', siteEntries],
    ['percent sign', percentSigns],
  ])('has a %s for every site and for no other code', (_, column) => {
    expect(Object.keys(column)).toEqual(countries);
  });

  it('speaks one locale per site, whose region is the country the site sells to', () => {
    expect(new Set(locales).size).toBe(countries.length);
    for (const country of countries) {
      expect(new Intl.Locale(countryLocales[country]).region).toBe(country === 'CH_FR' ? 'CH' : country);
    }
  });

  it('prices in currencies Intl knows, Swiss francs on both Swiss sites', () => {
    for (const country of countries) {
      const currency = currencyOfCountry[country];
      expect(new Intl.NumberFormat(countryLocales[country], { style: 'currency', currency }).format(1)).toBeTruthy();
      expect(currency).toMatch(/^[A-Z]{3}$/);
    }
    expect([currencyOfCountry.CH, currencyOfCountry.CH_FR]).toEqual(['CHF', 'CHF']);
    expect(currencyOfCountry.PL).toBe('PLN');
  });

  it("links each site's own https home page, with a flag of the design system's flag set", () => {
    const hrefs = countries.map((country) => siteEntries[country].href);
    expect(new Set(hrefs).size).toBe(countries.length);
    for (const country of countries) {
      const { href, flag, label, flagName } = siteEntries[country];
      expect(new URL(href).protocol).toBe('https:');
      expect(iconNames).toContain(flag.name);
      expect(flag.name).toMatch(/^flag-/);
      expect(label).not.toBe('');
      expect(flagName).not.toBe('');
    }
    expect(siteEntries.CH_FR).toMatchObject({ label: 'Suisse (Français)', flagName: 'Suisse' });
    expect(siteEntries.CH_FR.flag.name).toBe('flag-switzerland');
  });

  it("names each site's footer in the CMS with its own key", () => {
    expect(new Set(countries.map(footerPromotionKey)).size).toBe(countries.length);
    expect(footerPromotionKey('CH_FR')).toBe('shop-footer-ch-fr');
    expect(footerPromotionKey('PL')).toBe('shop-footer-pl');
  });
});

describe('isCountry and isLocale', () => {
  it('accept the exact codes and locales only', () => {
    expect(countries.every(isCountry)).toBe(true);
    expect(locales.every(isLocale)).toBe(true);
    for (const value of ['pl', 'CH-FR', 'XX', '', 'toString', '__proto__', undefined, 1]) {
      expect(isCountry(value)).toBe(false);
    }
    for (const value of ['pl-pl', 'de', 'fr-FR', 'PL', undefined]) expect(isLocale(value)).toBe(false);
  });
});

describe('siteOf, the one rule that reads a site code', () => {
  it.each([
    ['PL', 'PL'],
    ['pl', 'PL'],
    [' Pl ', 'PL'],
    ['CH_FR', 'CH_FR'],
    ['ch-fr', 'CH_FR'],
    ['CH-FR', 'CH_FR'],
    ['tr', 'TR'],
  ])('reads %j as %s, without a warning', (value, country) => {
    expect(siteOf(value)).toEqual({ country });
  });

  it.each([undefined, null, '', '   '])('reads %j (no value) as DE, without a warning', (value) => {
    expect(siteOf(value)).toEqual({ country: 'DE' });
  });

  it.each(['XX', 'pl-PL', 'CH FR', 'toString', 'DEU'])('reads %j as DE, with a warning naming the value', (value) => {
    expect(siteOf(value)).toEqual({
      country: 'DE',
      warning: `Unknown country "${value}": showing the DE site.`,
    });
  });
});

describe("chooseLocale, the element's locale rule", () => {
  it("takes the site's locale, or a valid locale attribute over it", () => {
    expect(chooseLocale('ch-fr', undefined)).toEqual({ country: 'CH_FR', locale: 'fr-CH' });
    expect(chooseLocale('CH', 'fr-CH')).toEqual({ country: 'CH', locale: 'fr-CH' });
    expect(chooseLocale(undefined, undefined)).toEqual({ country: 'DE', locale: 'de-DE' });
  });

  it('falls back with a warning for an unknown country or an unsupported locale', () => {
    expect(chooseLocale('XX', undefined)).toEqual({
      country: 'DE',
      locale: 'de-DE',
      warning: 'Unknown country "XX": showing the DE site.',
    });
    expect(chooseLocale('PL', 'en-GB')).toEqual({
      country: 'PL',
      locale: 'pl-PL',
      warning: 'Unsupported locale "en-GB": using pl-PL.',
    });
  });
});

describe('localeOf: language tags as legacy templates write them', () => {
  it('reads short, lower-case and underscore forms of our locales', () => {
    expect(localeOf('pl', 'DE')).toEqual({ locale: 'pl-PL', exact: true });
    expect(localeOf('PL', 'DE')).toEqual({ locale: 'pl-PL', exact: true });
    expect(localeOf('fr-ch', 'DE')).toEqual({ locale: 'fr-CH', exact: true });
    expect(localeOf('de_CH', 'DE')).toEqual({ locale: 'de-CH', exact: true });
    expect(localeOf(' cs-cz ', 'DE')).toEqual({ locale: 'cs-CZ', exact: true });
    expect(localeOf('tr', 'DE')).toEqual({ locale: 'tr-TR', exact: true });
  });

  it("picks a language's locale in the country's region, else its first", () => {
    expect(localeOf('de', 'AT')).toEqual({ locale: 'de-AT', exact: true });
    expect(localeOf('de', 'CH_FR')).toEqual({ locale: 'de-CH', exact: true });
    expect(localeOf('fr', 'CH')).toEqual({ locale: 'fr-CH', exact: true });
    expect(localeOf('de', 'PL')).toEqual({ locale: 'de-DE', exact: true });
    // A region we have no site for: the language still counts, not exactly.
    expect(localeOf('fr-FR', 'DE')).toEqual({ locale: 'fr-CH', exact: false });
    expect(localeOf('de-LU', 'AT')).toEqual({ locale: 'de-AT', exact: false });
  });

  it('gives nothing for a language we do not speak or no tag', () => {
    expect(localeOf('en', 'PL')).toBeUndefined();
    expect(localeOf('en-GB', 'PL')).toBeUndefined();
    expect(localeOf('', 'PL')).toBeUndefined();
    expect(localeOf(null, 'PL')).toBeUndefined();
    expect(localeOf('p', 'PL')).toBeUndefined();
  });

  it('chooseLocale takes a short locale attribute without a warning, a foreign region with one', () => {
    expect(chooseLocale('AT', 'de')).toEqual({ country: 'AT', locale: 'de-AT' });
    expect(chooseLocale('CH', 'fr')).toEqual({ country: 'CH', locale: 'fr-CH' });
    expect(chooseLocale(null, 'pl')).toEqual({ country: 'DE', locale: 'pl-PL' });
    expect(chooseLocale('CH_FR', 'fr-FR')).toEqual({
      country: 'CH_FR',
      locale: 'fr-CH',
      warning: 'Unsupported locale "fr-FR": using fr-CH.',
    });
  });
});
