import { countries } from '@shop/sites';
import { describe, expect, it } from 'vitest';
import { countryChoices } from './countrySelector.ts';

describe('countryChoices', () => {
  it('offers every site in its own language, the current one selected', () => {
    const choices = countryChoices('CH_FR');
    expect(choices.map((choice) => choice.code)).toEqual(countries);
    expect(choices.filter((choice) => choice.selected).map((choice) => choice.code)).toEqual(['CH_FR']);
    expect(choices[3]).toEqual({
      code: 'CH_FR',
      label: 'Suisse (Français)',
      href: 'https://www.shop.ch/fr/',
      flag: expect.objectContaining({ name: 'flag-switzerland' }),
      flagName: 'Suisse',
      selected: true,
    });
    expect(choices[countries.indexOf('PL')]).toMatchObject({
      label: 'Polska',
      href: 'https://www.shop.pl/',
      flag: expect.objectContaining({ name: 'flag-poland' }),
      selected: false,
    });
  });
});
