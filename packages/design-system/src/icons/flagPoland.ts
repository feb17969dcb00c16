import type { IconDefinition } from './types.ts';

export const flagPoland: IconDefinition = {
  name: 'flag-poland',
  shapes: [
    { d: 'M0 4h24v8H0Z', fill: '#FFFFFF' },
    { d: 'M0 12h24v8H0Z', fill: '#DC143C' },
    { d: 'M0 4h24v16H0Z M0.5 4.5v15h23v-15Z', fill: '#8c959f', evenOdd: true },
  ],
};
