import type { IconDefinition } from './types.ts';

export const iconArrowRight: IconDefinition = {
  name: 'arrow-right',
  shapes: [{ d: 'M4 12h16M14 6l6 6-6 6', stroke: true }],
};
