import type { IconDefinition } from './types.ts';

export const flagAustria: IconDefinition = {
  name: 'flag-austria',
  shapes: [
    { d: 'M0 4h24v5.34H0Z', fill: '#C8102E' },
    { d: 'M0 9.33h24v5.34H0Z', fill: '#FFFFFF' },
    { d: 'M0 14.66h24V20H0Z', fill: '#C8102E' },
    { d: 'M0 4h24v16H0Z M0.5 4.5v15h23v-15Z', fill: '#8c959f', evenOdd: true },
  ],
};
