import type { IconDefinition } from './types.ts';

export const iconCoffeeSubscription: IconDefinition = {
  name: 'coffee-subscription',
  shapes: [
    { d: 'M3 11h10v4a4 4 0 0 1-4 4H7a4 4 0 0 1-4-4Z', stroke: true },
    { d: 'M13 12h1.5a1.5 1.5 0 0 1 0 3H13', stroke: true },
    { d: 'M21 7a4 4 0 1 1-1.2-2.9', stroke: true },
    { d: 'M20 2v2.5h-2.5', stroke: true },
  ],
};
