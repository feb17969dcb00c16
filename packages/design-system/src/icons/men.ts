import type { IconDefinition } from './types.ts';

export const iconMen: IconDefinition = {
  name: 'men',
  shapes: [
    { d: 'M8 3 3 6l2 4 3-1v12h8V9l3 1 2-4-5-3', stroke: true },
    { d: 'M8 3l4 4 4-4', stroke: true },
    { d: 'M12 7l-1 3 1 5 1-5Z', stroke: true },
  ],
};
