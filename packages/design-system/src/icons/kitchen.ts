import type { IconDefinition } from './types.ts';

export const iconKitchen: IconDefinition = {
  name: 'kitchen',
  shapes: [
    { d: 'M4 10h16v6a4 4 0 0 1-4 4H8a4 4 0 0 1-4-4Z', stroke: true },
    { d: 'M2 10h20', stroke: true },
    { d: 'M10 7h4', stroke: true },
    { d: 'M8 3c0 1 1 1 1 2M12 3c0 1 1 1 1 2', stroke: true },
  ],
};
