import type { IconDefinition } from './types.ts';

export const iconUserLoggedOut: IconDefinition = {
  name: 'user-logged-out',
  shapes: [
    { d: 'M12 4a4 4 0 1 0 0 8 4 4 0 1 0 0-8Z', stroke: true },
    { d: 'M4 21a8 8 0 0 1 16 0', stroke: true },
  ],
};
