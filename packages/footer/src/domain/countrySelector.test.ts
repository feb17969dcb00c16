import { describe, expect, it } from 'vitest';
import { countryChoices } from './countrySelector.ts';

describe('countryChoices', () => {
  it('offers every site in its own language, the current one selected', () => {
    const choices = countryChoices('CH_FR');
    expect(choices.map((choice) => choice.code)).toEqual(['DE', 'AT', 'CH', 'CH_FR', 'CZ', 'HU', 'SK', 'TR', 'PL']);
    expect(choices.filter((choice) => choice.selected).map((choice) => choice.code)).toEqual(['CH_FR']);
    expect(choices[3]).toEqual({
      code: 'CH_FR',
      label: 'Suisse (Français)',
      href: 'https://www.shop.ch/fr/',
      flag: 'switzerland',
      flagName: 'Suisse',
      selected: true,
    });
    expect(choices[8]).toMatchObject({
      label: 'Polska',
      href: 'https://www.shop.pl/',
      flag: 'poland',
      selected: false,
    });
  });
});
