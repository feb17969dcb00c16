import type { IconDefinition } from './types.ts';

export const iconBag: IconDefinition = {
  name: 'bag',
  shapes: [
    { d: 'M5 8h14l-1 13H6Z', stroke: true },
    { d: 'M9 10V6a3 3 0 0 1 6 0v4', stroke: true },
  ],
};
