import type { IconDefinition } from './types.ts';

export const iconEye: IconDefinition = {
  name: 'eye',
  shapes: [
    { d: 'M2 12s3.6-7 10-7 10 7 10 7-3.6 7-10 7S2 12 2 12Z', stroke: true },
    { d: 'M12 9a3 3 0 1 0 0 6 3 3 0 0 0 0-6Z', stroke: true },
  ],
};
