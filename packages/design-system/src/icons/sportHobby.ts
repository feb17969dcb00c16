import type { IconDefinition } from './types.ts';

export const iconSportHobby: IconDefinition = {
  name: 'sport-hobby',
  shapes: [
    { d: 'M12 3a9 9 0 1 0 0 18 9 9 0 1 0 0-18Z', stroke: true },
    { d: 'M3 12h18', stroke: true },
    { d: 'M12 3c3.5 3 3.5 15 0 18M12 3c-3.5 3-3.5 15 0 18', stroke: true },
  ],
};
