import type { IconDefinition } from './types.ts';

export const iconLinkUp: IconDefinition = {
  name: 'link-up',
  shapes: [{ d: 'M7 17 17 7M9 7h8v8', stroke: true }],
};
