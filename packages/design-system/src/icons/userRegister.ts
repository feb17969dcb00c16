import type { IconDefinition } from './types.ts';

export const iconUserRegister: IconDefinition = {
  name: 'user-register',
  shapes: [
    { d: 'M10 4a4 4 0 1 0 0 8 4 4 0 1 0 0-8Z', stroke: true },
    { d: 'M3 21a7 7 0 0 1 11-5.7', stroke: true },
    { d: 'M18 14v6M15 17h6', stroke: true },
  ],
};
