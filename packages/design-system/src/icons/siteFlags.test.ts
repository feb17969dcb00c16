import { countries } from '@shop/sites';
import { describe, expect, it } from 'vitest';
import { iconNames } from './registry.ts';
import { siteFlags } from './siteFlags.ts';

describe("the sites' flags", () => {
  it('has a flag of the icon set for every site and for no other code', () => {
    expect(Object.keys(siteFlags)).toEqual(countries);
    for (const country of countries) {
      expect(iconNames).toContain(siteFlags[country].name);
      expect(siteFlags[country].name).toMatch(/^flag-/);
    }
    expect(siteFlags.CH_FR.name).toBe('flag-switzerland');
    expect(siteFlags.CH).toBe(siteFlags.CH_FR);
  });

  it('is no icon of its own', () => {
    expect(iconNames).not.toContain('site-flags');
  });
});
