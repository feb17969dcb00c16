import type { IconDefinition } from './types.ts';

export const iconPayment: IconDefinition = {
  name: 'payment',
  shapes: [
    { d: 'M3 7h16a2 2 0 0 1 2 2v9a2 2 0 0 1-2 2H5a2 2 0 0 1-2-2Z', stroke: true },
    { d: 'M3 7l12-3v3', stroke: true },
    { d: 'M16 13.5h2', stroke: true },
  ],
};
