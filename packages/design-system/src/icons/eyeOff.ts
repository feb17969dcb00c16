import type { IconDefinition } from './types.ts';

export const iconEyeOff: IconDefinition = {
  name: 'eye-off',
  shapes: [
    { d: 'M2 12s3.6-7 10-7 10 7 10 7-3.6 7-10 7S2 12 2 12Z', stroke: true },
    { d: 'M4 4l16 16', stroke: true },
  ],
};
