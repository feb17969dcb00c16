import type { IconDefinition } from './types.ts';

export const iconFurniture: IconDefinition = {
  name: 'furniture',
  shapes: [
    { d: 'M4 11V8a2 2 0 0 1 2-2h12a2 2 0 0 1 2 2v3', stroke: true },
    { d: 'M2 13a2 2 0 0 1 4 0v2h12v-2a2 2 0 0 1 4 0v5H2Z', stroke: true },
    { d: 'M5 18v2M19 18v2', stroke: true },
  ],
};
