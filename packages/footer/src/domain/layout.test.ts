import { resolvePlatform } from '@shop/session';
import { describe, expect, it } from 'vitest';
import { footerLayout } from './layout.ts';

describe('platform rules', () => {
  it('shows columns, the country selector and the switch to the mobile view on CLASSIC', () => {
    expect(footerLayout('CLASSIC')).toEqual({
      groups: 'columns',
      countrySelector: true,
      viewSwitch: 'toMobile',
      hideClassicOnlyLinks: true,
    });
  });

  it.each(['SMARTPHONE', 'MATCH', 'TABLET'] as const)(
    'shows collapsible groups and no country selector on %s',
    (platform) => {
      expect(footerLayout(platform)).toEqual({
        groups: 'collapsible',
        countrySelector: false,
        viewSwitch: 'toClassic',
        hideClassicOnlyLinks: false,
      });
    },
  );

  it('follows the window width (768 and 1280) unless data-platform says otherwise', () => {
    const layoutAt = (attribute: string | null, width: number) =>
      footerLayout(resolvePlatform(attribute, width)).groups;
    expect(layoutAt(null, 375)).toBe('collapsible');
    expect(layoutAt(null, 1279)).toBe('collapsible');
    expect(layoutAt(null, 1280)).toBe('columns');
    expect(layoutAt('CLASSIC', 375)).toBe('columns');
    expect(layoutAt('SMARTPHONE', 1600)).toBe('collapsible');
  });
});
