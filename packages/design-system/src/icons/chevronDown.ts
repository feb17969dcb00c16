import type { IconDefinition } from './types.ts';

export const iconChevronDown: IconDefinition = {
  name: 'chevron-down',
  shapes: [{ d: 'M6 9l6 6 6-6', stroke: true }],
};
