import type { IconDefinition } from './types.ts';

export const flagSwitzerland: IconDefinition = {
  name: 'flag-switzerland',
  shapes: [
    { d: 'M4 4h16v16H4Z', fill: '#DA291C' },
    { d: 'M10.5 7h3v3.5H17v3h-3.5V17h-3v-3.5H7v-3h3.5Z', fill: '#FFFFFF' },
  ],
};
