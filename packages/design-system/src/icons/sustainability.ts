import type { IconDefinition } from './types.ts';

export const iconSustainability: IconDefinition = {
  name: 'sustainability',
  shapes: [
    { d: 'M5 19C5 10 11 5 20 4c0 9-5 15-14 15Z', stroke: true },
    { d: 'M4 21l9-10', stroke: true },
  ],
};
