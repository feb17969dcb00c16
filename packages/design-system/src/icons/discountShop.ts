import type { IconDefinition } from './types.ts';

export const iconDiscountShop: IconDefinition = {
  name: 'discount-shop',
  shapes: [
    { d: 'M3 3h8l10 10-8 8L3 11Z', stroke: true },
    { d: 'M10 16l6-6', stroke: true },
    { d: 'M10.5 11.5h.01M14.5 15.5h.01', stroke: true },
    { d: 'M7 7h.01', stroke: true },
  ],
};
