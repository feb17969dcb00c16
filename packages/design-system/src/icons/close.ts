import type { IconDefinition } from './types.ts';

export const iconClose: IconDefinition = {
  name: 'close',
  shapes: [{ d: 'M6 6l12 12M18 6 6 18', stroke: true }],
};
