import type { IconDefinition } from './types.ts';

export const flagSlovakia: IconDefinition = {
  name: 'flag-slovakia',
  shapes: [
    { d: 'M0 4h24v5.34H0Z', fill: '#FFFFFF' },
    { d: 'M0 9.33h24v5.34H0Z', fill: '#0B4EA2' },
    { d: 'M0 14.66h24V20H0Z', fill: '#EE1C25' },
    { d: 'M4.5 6.5h7v5.5c0 3-3.5 4.5-3.5 4.5S4.5 15 4.5 12Z', fill: '#FFFFFF' },
    { d: 'M5 7h6v5c0 2.6-3 4-3 4s-3-1.4-3-4Z', fill: '#EE1C25' },
    { d: 'M7.5 8h1v6.5h-1ZM6.2 9.3h3.6v.9H6.2ZM6.6 11.2h2.8v.9H6.6Z', fill: '#FFFFFF' },
    { d: 'M5.4 13.6c.8-.9 1.7-.9 2.6 0 .9-.9 1.8-.9 2.6 0-.7 1.3-2.6 2.2-2.6 2.2s-1.9-.9-2.6-2.2Z', fill: '#0B4EA2' },
    { d: 'M0 4h24v16H0Z M0.5 4.5v15h23v-15Z', fill: '#8c959f', evenOdd: true },
  ],
};
