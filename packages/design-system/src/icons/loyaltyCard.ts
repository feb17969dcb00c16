import type { IconDefinition } from './types.ts';

export const iconLoyaltyCard: IconDefinition = {
  name: 'loyalty-card',
  shapes: [
    { d: 'M2 5h20v14H2Z', stroke: true },
    { d: 'M2 9h20', stroke: true },
    { d: 'M5 15h5', stroke: true },
    {
      d: 'M17 12.3L17.52 13.79L19.09 13.82L17.84 14.77L18.29 16.28L17 15.38L15.71 16.28L16.16 14.77L14.91 13.82L16.48 13.79Z',
    },
  ],
};
