/** Units a base price may be given in (all understood by Intl.NumberFormat's unit style). */
export type MeasureUnit = 'gram' | 'kilogram' | 'milliliter' | 'liter' | 'centimeter' | 'meter';

const inSmallestUnit: Record<MeasureUnit, { dimension: string; factor: number }> = {
  gram: { dimension: 'mass', factor: 1 },
  kilogram: { dimension: 'mass', factor: 1000 },
  milliliter: { dimension: 'volume', factor: 1 },
  liter: { dimension: 'volume', factor: 1000 },
  centimeter: { dimension: 'length', factor: 1 },
  meter: { dimension: 'length', factor: 100 },
};

export interface BasePriceInput {
  /** What the package holds, e.g. 500 gram. */
  quantity: number;
  unit: MeasureUnit;
  /** The package's price in the site's currency, e.g. 4.99. */
  price: number;
  /** The base the price is compared on, e.g. 1 kilogram. */
  baseQuantity: number;
  baseUnit: MeasureUnit;
}

/** The price per base quantity, or null when units do not match or numbers are unusable. */
export function pricePerBase({ quantity, unit, price, baseQuantity, baseUnit }: BasePriceInput): number | null {
  const from = inSmallestUnit[unit];
  const to = inSmallestUnit[baseUnit];
  if (!from || !to || from.dimension !== to.dimension) return null;
  if (![quantity, price, baseQuantity].every(Number.isFinite) || quantity <= 0 || baseQuantity <= 0 || price < 0)
    return null;
  return (price * baseQuantity * to.factor) / (quantity * from.factor);
}

const unitText = (locale: string, value: number, unit: MeasureUnit) =>
  new Intl.NumberFormat(locale, { style: 'unit', unit, unitDisplay: 'short', maximumFractionDigits: 3 }).format(value);

/**
 * The base price text: quantity and unit, then the price per base quantity and unit, e.g.
 * de-DE/EUR "500 g (9,98 € / 1 kg)", pl-PL/PLN "500 g (39,92 zł / 1 kg)". Null for unusable input.
 */
export function formatBasePrice(input: BasePriceInput, locale: string, currency: string): string | null {
  const perBase = pricePerBase(input);
  if (perBase === null) return null;
  const money = new Intl.NumberFormat(locale, { style: 'currency', currency }).format(perBase);
  return `${unitText(locale, input.quantity, input.unit)} (${money} / ${unitText(locale, input.baseQuantity, input.baseUnit)})`;
}
