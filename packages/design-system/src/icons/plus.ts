import type { IconDefinition } from './types.ts';

export const iconPlus: IconDefinition = {
  name: 'plus',
  shapes: [{ d: 'M12 5v14M5 12h14', stroke: true }],
};
