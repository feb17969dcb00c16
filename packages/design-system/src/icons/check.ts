import type { IconDefinition } from './types.ts';

export const iconCheck: IconDefinition = {
  name: 'check',
  shapes: [{ d: 'M4 12.5l5 5L20 6.5', stroke: true }],
};
