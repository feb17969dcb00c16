import { locales } from '@shop/sites';
import fc from 'fast-check';
import { afterEach, describe, expect, it, vi } from 'vitest';

// Each test loads the module itself, afresh, instead of a static import: its table of patterns is
// made as the module loads, so a table that throws then fails the tests (a test file that cannot
// load has no test to fail, which Stryker's vitest runner counts as passed).
const percent = () => {
  vi.resetModules();
  return import('./percent.ts');
};

describe('formatPercent', () => {
  it.each(locales)('writes whole percentages exactly as Intl.NumberFormat does in %s', async (locale) => {
    const { formatPercent } = await percent();
    const intl = new Intl.NumberFormat(locale, { style: 'percent' });
    for (let hundredths = 0; hundredths < 1200; hundredths++) {
      const fraction = hundredths / 100 + 0.001 * (hundredths % 7);
      expect(formatPercent(fraction, locale)).toBe(intl.format(fraction));
    }
  });

  it('agrees with Intl.NumberFormat for any fraction from 0 to 10', async () => {
    const { formatPercent } = await percent();
    fc.assert(
      fc.property(fc.double({ min: 0, max: 10, noNaN: true }), fc.constantFrom(...locales), (fraction, locale) => {
        expect(formatPercent(fraction, locale)).toBe(
          new Intl.NumberFormat(locale, { style: 'percent' }).format(fraction),
        );
      }),
      { numRuns: 2000 },
    );
  });

  it('puts the sign where each language does', async () => {
    const { formatPercent } = await percent();
    expect(formatPercent(0.1, 'de-DE')).toBe('10\u00a0%');
    expect(formatPercent(0.1, 'de-CH')).toBe('10%');
    expect(formatPercent(0.1, 'tr-TR')).toBe('%10');
  });

  describe('without creating a number format (a 100–200 ms task on a slow phone)', () => {
    afterEach(() => {
      vi.restoreAllMocks();
    });

    it.each(locales)('writes 0 % to 999 % in %s', async (locale) => {
      const { formatPercent } = await percent();
      const numberFormat = vi.spyOn(Intl, 'NumberFormat');
      for (const fraction of [0, 0.05, 0.1, 0.155, 1, 2, 9.99]) formatPercent(fraction, locale);
      expect(numberFormat).not.toHaveBeenCalled();
    });
  });

  it('leaves grouped and negative percentages to Intl', async () => {
    const { formatPercent } = await percent();
    expect(formatPercent(12.5, 'de-DE')).toBe('1.250\u00a0%');
    expect(formatPercent(-0.2, 'pl-PL')).toBe(new Intl.NumberFormat('pl-PL', { style: 'percent' }).format(-0.2));
  });
});
