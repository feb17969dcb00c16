import { describe, expect, it } from 'vitest';
import { isMobileLayout, layoutOf, parsePlatform, platformFromWidth, resolvePlatform } from './platform.ts';

describe('platform', () => {
  it.each([
    [0, 'SMARTPHONE'],
    [375, 'SMARTPHONE'],
    [767, 'SMARTPHONE'],
    [767.5, 'SMARTPHONE'],
    [768, 'TABLET'],
    [1279, 'TABLET'],
    [1280, 'CLASSIC'],
    [1920, 'CLASSIC'],
  ])('width %d px is %s', (width, platform) => {
    expect(platformFromWidth(width)).toBe(platform);
  });

  it('data-platform on the page wins over the width, any case', () => {
    expect(resolvePlatform('CLASSIC', 375)).toBe('CLASSIC');
    expect(resolvePlatform('tablet', 1920)).toBe('TABLET');
    expect(resolvePlatform(' smartphone ', 1920)).toBe('SMARTPHONE');
    expect(resolvePlatform('MATCH', 1920)).toBe('MATCH');
  });

  it('an unknown or empty data-platform falls back to the width', () => {
    expect(resolvePlatform('WATCH', 1000)).toBe('TABLET');
    expect(resolvePlatform('', 500)).toBe('SMARTPHONE');
    expect(resolvePlatform(null, 1280)).toBe('CLASSIC');
    expect(parsePlatform(undefined)).toBeNull();
  });

  it('MATCH behaves like SMARTPHONE', () => {
    expect(layoutOf('MATCH')).toBe('SMARTPHONE');
    expect(isMobileLayout('MATCH')).toBe(true);
    expect(isMobileLayout('TABLET')).toBe(true);
    expect(isMobileLayout('CLASSIC')).toBe(false);
  });

  it('a broken width (NaN) means CLASSIC', () => {
    expect(platformFromWidth(Number.NaN)).toBe('CLASSIC');
  });
});
