import type { IconDefinition } from './types.ts';

export const iconLoyaltyBeans: IconDefinition = {
  name: 'loyalty-beans',
  shapes: [
    { d: 'M10 4c3.5 0 5.5 3.6 5.5 8.5S13.5 21 10 21s-5.5-3.6-5.5-8.5S6.5 4 10 4Z', stroke: true },
    { d: 'M10 4c-2 3 2 5.5 0 8.5s2 5.5 0 8.5', stroke: true },
    { d: 'M19 2v4M17 4h4', stroke: true },
  ],
};
