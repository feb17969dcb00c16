import type { IconDefinition } from './types.ts';

export const iconWomen: IconDefinition = {
  name: 'women',
  shapes: [
    { d: 'M9 3h6l-1 5 5 13H5l5-13Z', stroke: true },
    { d: 'M10 8h4', stroke: true },
  ],
};
