import { describe, expect, it } from 'vitest';
import { formatBasePrice, type MeasureUnit, pricePerBase } from './basePrice.ts';

// Intl puts (narrow) no-break spaces between number and unit or currency; compare on plain spaces.
const plain = (text: string | null) => text?.replace(/[\u00a0\u202f]/g, ' ');
const coffee = { quantity: 500, unit: 'gram', price: 4.99, baseQuantity: 1, baseUnit: 'kilogram' } as const;

describe('base price', () => {
  it('computes the price per base quantity across units', () => {
    expect(pricePerBase(coffee)).toBeCloseTo(9.98);
    expect(
      pricePerBase({ quantity: 1.5, unit: 'liter', price: 3, baseQuantity: 100, baseUnit: 'milliliter' }),
    ).toBeCloseTo(0.2);
  });

  it('formats quantity, then price per base quantity, in each site currency', () => {
    expect(plain(formatBasePrice(coffee, 'de-DE', 'EUR'))).toBe('500 g (9,98 € / 1 kg)');
    expect(plain(formatBasePrice(coffee, 'de-AT', 'EUR'))).toBe('500 g (€ 9,98 / 1 kg)');
    expect(plain(formatBasePrice(coffee, 'de-CH', 'CHF'))).toBe('500 g (CHF 9.98 / 1 kg)');
    expect(plain(formatBasePrice(coffee, 'fr-CH', 'CHF'))).toBe('500 g (9.98 CHF / 1 kg)');
    expect(plain(formatBasePrice({ ...coffee, price: 199 }, 'cs-CZ', 'CZK'))).toBe('500 g (398,00 Kč / 1 kg)');
    expect(plain(formatBasePrice({ ...coffee, price: 1990 }, 'hu-HU', 'HUF'))).toBe('500 g (3980 Ft / 1 kg)');
    expect(plain(formatBasePrice(coffee, 'sk-SK', 'EUR'))).toBe('500 g (9,98 € / 1 kg)');
    expect(plain(formatBasePrice({ ...coffee, price: 249.9 }, 'tr-TR', 'TRY'))).toBe('500 g (₺499,80 / 1 kg)');
    expect(plain(formatBasePrice(coffee, 'pl-PL', 'PLN'))).toBe('500 g (9,98 zł / 1 kg)');
  });

  it('gives nothing for mismatched units or unusable numbers', () => {
    expect(formatBasePrice({ ...coffee, baseUnit: 'liter' }, 'de-DE', 'EUR')).toBeNull();
    expect(formatBasePrice({ ...coffee, quantity: 0 }, 'de-DE', 'EUR')).toBeNull();
    expect(formatBasePrice({ ...coffee, price: Number.NaN }, 'de-DE', 'EUR')).toBeNull();
  });

  it('compares fabric sold by the metre per centimetre', () => {
    expect(pricePerBase({ quantity: 2, unit: 'meter', price: 10, baseQuantity: 100, baseUnit: 'centimeter' })).toBe(5);
  });

  it('gives nothing for a unit the service names that the shop does not know', () => {
    expect(pricePerBase({ ...coffee, unit: 'pound' as MeasureUnit })).toBeNull();
    expect(pricePerBase({ ...coffee, baseUnit: 'pound' as MeasureUnit })).toBeNull();
  });

  it('gives nothing for a base quantity of zero (no price per nothing)', () => {
    expect(pricePerBase({ ...coffee, baseQuantity: 0 })).toBeNull();
  });

  it('shows a free sample at a price of zero but gives nothing for a negative price', () => {
    expect(pricePerBase({ ...coffee, price: 0 })).toBe(0);
    expect(pricePerBase({ ...coffee, price: -4.99 })).toBeNull();
  });
});
