import type { IconDefinition } from './types.ts';

export const flagSlovenia: IconDefinition = {
  name: 'flag-slovenia',
  shapes: [
    { d: 'M0 4h24v5.34H0Z', fill: '#FFFFFF' },
    { d: 'M0 9.33h24v5.34H0Z', fill: '#005DA4' },
    { d: 'M0 14.66h24V20H0Z', fill: '#ED1C24' },
    { d: 'M5 5.5h5v4c0 2-2.5 3.2-2.5 3.2S5 11.5 5 9.5Z', fill: '#ED1C24' },
    { d: 'M5.5 6h4v3.5c0 1.6-2 2.6-2 2.6s-2-1-2-2.6Z', fill: '#005DA4' },
    { d: 'M5.7 10.2l1-1.4.8.9.8-.9 1 1.4Z', fill: '#FFFFFF' },
    { d: 'M0 4h24v16H0Z M0.5 4.5v15h23v-15Z', fill: '#8c959f', evenOdd: true },
  ],
};
