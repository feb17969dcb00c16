import type { IconDefinition } from './types.ts';

export const iconKids: IconDefinition = {
  name: 'kids',
  shapes: [
    { d: 'M12 3a5 5 0 0 1 5 5c0 3.5-3 6-5 6s-5-2.5-5-6a5 5 0 0 1 5-5Z', stroke: true },
    { d: 'M11 14h2l-1 1.5Z', stroke: true },
    { d: 'M12 15.5c-1 2 1 3.5 0 5.5', stroke: true },
  ],
};
