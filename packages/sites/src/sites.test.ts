import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
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

  it("links each site's own https home page, with its name and its flag's name", () => {
    const hrefs = countries.map((country) => siteEntries[country].href);
    expect(new Set(hrefs).size).toBe(countries.length);
    for (const country of countries) {
      const { href, label, flagName } = siteEntries[country];
      expect(new URL(href).protocol).toBe('https:');
      expect(label).not.toBe('');
      expect(flagName).not.toBe('');
    }
    expect(siteEntries.CH_FR).toMatchObject({ label: 'Suisse (Français)', flagName: 'Suisse' });
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

describe('the sites module', () => {
  it('imports nothing: every package, the build and Node load it as it is', () => {
    const source = readFileSync(join(import.meta.dirname, 'sites.ts'), 'utf8');
    expect(source).not.toMatch(/^\s*(import|export [^;]* from)\b/m);
  });
});
