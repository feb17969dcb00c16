import type { IconDefinition } from './types.ts';

export const flagCzechRepublic: IconDefinition = {
  name: 'flag-czech-republic',
  shapes: [
    { d: 'M0 4h24v8H0Z', fill: '#FFFFFF' },
    { d: 'M0 12h24v8H0Z', fill: '#D7141A' },
    { d: 'M0 4l12 8L0 20Z', fill: '#11457E' },
    { d: 'M0 4h24v16H0Z M0.5 4.5v15h23v-15Z', fill: '#8c959f', evenOdd: true },
  ],
};
