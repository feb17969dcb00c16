import type { IconDefinition } from './types.ts';

export const iconMinus: IconDefinition = {
  name: 'minus',
  shapes: [{ d: 'M5 12h14', stroke: true }],
};
