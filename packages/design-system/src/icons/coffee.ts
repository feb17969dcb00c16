import type { IconDefinition } from './types.ts';

export const iconCoffee: IconDefinition = {
  name: 'coffee',
  shapes: [
    { d: 'M4 9h12v5a5 5 0 0 1-5 5H9a5 5 0 0 1-5-5Z', stroke: true },
    { d: 'M16 10h2a2 2 0 0 1 0 4h-2', stroke: true },
    { d: 'M8 3v3M12 3v3', stroke: true },
    { d: 'M3 21h14', stroke: true },
  ],
};
