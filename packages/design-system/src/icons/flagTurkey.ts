import type { IconDefinition } from './types.ts';

export const flagTurkey: IconDefinition = {
  name: 'flag-turkey',
  shapes: [
    { d: 'M0 4h24v16H0Z', fill: '#E30A17' },
    {
      d: 'M9 7.5a4.5 4.5 0 1 0 0 9 4.5 4.5 0 1 0 0-9Z M10.1 8.5a3.5 3.5 0 1 1 0 7 3.5 3.5 0 1 1 0-7Z',
      fill: '#FFFFFF',
      evenOdd: true,
    },
    {
      d: 'M13.4 12L14.69 11.55L14.71 10.19L15.53 11.28L16.84 10.88L16.06 12L16.84 13.12L15.53 12.72L14.71 13.81L14.69 12.45Z',
      fill: '#FFFFFF',
    },
  ],
};
