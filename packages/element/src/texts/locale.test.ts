import { describe, expect, it } from 'vitest';
import { chooseLocale, localeOf } from './locale.ts';

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
