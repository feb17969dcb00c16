import type { IconDefinition } from './types.ts';

export const iconAssortment: IconDefinition = {
  name: 'assortment',
  shapes: [{ d: 'M4 4h7v7H4ZM13 4h7v7h-7ZM4 13h7v7H4ZM13 13h7v7h-7Z', stroke: true }],
};
