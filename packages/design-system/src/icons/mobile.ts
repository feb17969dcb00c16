import type { IconDefinition } from './types.ts';

export const iconMobile: IconDefinition = {
  name: 'mobile',
  shapes: [
    { d: 'M7 2h10a1 1 0 0 1 1 1v18a1 1 0 0 1-1 1H7a1 1 0 0 1-1-1V3a1 1 0 0 1 1-1Z', stroke: true },
    { d: 'M11 18h2', stroke: true },
  ],
};
