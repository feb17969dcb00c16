import type { IconDefinition } from './types.ts';

export const iconArrowLeft: IconDefinition = {
  name: 'arrow-left',
  shapes: [{ d: 'M20 12H4M10 6l-6 6 6 6', stroke: true }],
};
