import type { IconDefinition } from './types.ts';

export const flagGermany: IconDefinition = {
  name: 'flag-germany',
  shapes: [
    { d: 'M0 4h24v5.34H0Z', fill: '#000000' },
    { d: 'M0 9.33h24v5.34H0Z', fill: '#DD0000' },
    { d: 'M0 14.66h24V20H0Z', fill: '#FFCE00' },
  ],
};
