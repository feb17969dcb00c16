import type { IconDefinition } from './types.ts';

export const iconCommunity: IconDefinition = {
  name: 'community',
  shapes: [
    { d: 'M8 4a3 3 0 1 0 0 6 3 3 0 1 0 0-6Z', stroke: true },
    { d: 'M2 20a6 6 0 0 1 12 0', stroke: true },
    { d: 'M16 5a3 3 0 1 1 0 6', stroke: true },
    { d: 'M17 14a6 6 0 0 1 5 6', stroke: true },
  ],
};
