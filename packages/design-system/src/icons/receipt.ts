import type { IconDefinition } from './types.ts';

export const iconReceipt: IconDefinition = {
  name: 'receipt',
  shapes: [
    { d: 'M6 3h12v18l-2-1.5-2 1.5-2-1.5-2 1.5-2-1.5-2 1.5Z', stroke: true },
    { d: 'M9 8h6M9 12h6M9 16h4', stroke: true },
  ],
};
