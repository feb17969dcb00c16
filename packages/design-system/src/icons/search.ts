import type { IconDefinition } from './types.ts';

export const iconSearch: IconDefinition = {
  name: 'search',
  shapes: [{ d: 'M10.5 4a6.5 6.5 0 1 0 0 13 6.5 6.5 0 0 0 0-13ZM15.5 15.5 20 20', stroke: true }],
};
