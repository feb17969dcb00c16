import type { IconDefinition } from './types.ts';

export const iconWishlist: IconDefinition = {
  name: 'wishlist',
  shapes: [{ d: 'M12 20s-8-5-8-11a4.5 4.5 0 0 1 8-2.8A4.5 4.5 0 0 1 20 9c0 6-8 11-8 11Z', stroke: true }],
};
