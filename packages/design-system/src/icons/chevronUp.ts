import type { IconDefinition } from './types.ts';

export const iconChevronUp: IconDefinition = {
  name: 'chevron-up',
  shapes: [{ d: 'M6 15l6-6 6 6', stroke: true }],
};
