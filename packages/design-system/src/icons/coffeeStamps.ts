import type { IconDefinition } from './types.ts';

export const iconCoffeeStamps: IconDefinition = {
  name: 'coffee-stamps',
  shapes: [
    { d: 'M2 5h20v14H2Z', stroke: true },
    { d: 'M6 9.5a1.5 1.5 0 1 0 .01 0M12 9.5a1.5 1.5 0 1 0 .01 0M18 9.5a1.5 1.5 0 1 0 .01 0', stroke: true },
    { d: 'M6 14.5a1.5 1.5 0 1 0 .01 0M12 14.5a1.5 1.5 0 1 0 .01 0', stroke: true },
    { d: 'M16.5 14.5l1.2 1.2 2-2.4', stroke: true },
  ],
};
