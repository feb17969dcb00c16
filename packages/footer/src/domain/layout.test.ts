import { describe, expect, it } from 'vitest';
import { footerLayout, platformFromWidth, resolvePlatform } from './layout.ts';

describe('platform rules', () => {
  it('shows columns and the country selector on CLASSIC', () => {
    expect(footerLayout('CLASSIC')).toEqual({
      groups: 'columns',
      countrySelector: true,
      viewSwitch: 'toMobile',
      hideClassicOnlyHidden: true,
    });
  });

  it.each(['SMARTPHONE', 'TABLET'] as const)('shows collapsible groups and no country selector on %s', (platform) => {
    expect(footerLayout(platform)).toMatchObject({
      groups: 'collapsible',
      countrySelector: false,
      viewSwitch: 'toClassic',
    });
  });

  it('takes the breakpoints 768 and 1280 from the window width', () => {
    expect(platformFromWidth(375)).toBe('SMARTPHONE');
    expect(platformFromWidth(767)).toBe('SMARTPHONE');
    expect(platformFromWidth(768)).toBe('TABLET');
    expect(platformFromWidth(1279)).toBe('TABLET');
    expect(platformFromWidth(1280)).toBe('CLASSIC');
  });

  it('lets data-platform win over the width', () => {
    expect(resolvePlatform('MATCH', 1600)).toBe('SMARTPHONE');
    expect(resolvePlatform('tablet', 375)).toBe('TABLET');
    expect(resolvePlatform('CLASSIC', 375)).toBe('CLASSIC');
    expect(resolvePlatform('unknown', 375)).toBe('SMARTPHONE');
    expect(resolvePlatform(null, 1400)).toBe('CLASSIC');
  });
});
