import { describe, expect, it } from 'vitest';
import plPL from '../locales/pl-PL.json' with { type: 'json' };
import trTR from '../locales/tr-TR.json' with { type: 'json' };
import { countryCodes, countryOptions, OTHER_COUNTRY } from './countryCodes.ts';

describe('country-code list', () => {
  it('has about 35 countries plus other country, the own country first and other last', () => {
    const options = countryOptions(plPL.countryCode.countries, plPL.countryCode.other, 'pl-PL', 'PL');
    expect(countryCodes.length).toBeGreaterThanOrEqual(33);
    expect(options).toHaveLength(countryCodes.length + 1);
    expect(options[0]).toEqual({ value: 'PL', text: 'Polska' });
    expect(options.at(-1)).toEqual({ value: OTHER_COUNTRY, text: 'Inny kraj' });
  });

  it("sends OTHER, the services' code, for a shopper from a country not listed", () => {
    expect(OTHER_COUNTRY).toBe('OTHER');
  });

  it('sorts by the language, not by code points (Turkish letters in place)', () => {
    const texts = countryOptions(trTR.countryCode.countries, trTR.countryCode.other, 'tr-TR').map((o) => o.text);
    expect(texts.indexOf('Çekya')).toBeLessThan(texts.indexOf('Danimarka'));
    expect(texts.indexOf('Çekya')).toBeGreaterThan(texts.indexOf('Bulgaristan'));
  });

  it('Romania and Portugal have different Polish names', () => {
    expect(plPL.countryCode.countries.RO).toBe('Rumunia');
    expect(plPL.countryCode.countries.PT).toBe('Portugalia');
  });
});
