import type { PropSpecs } from '@shop/design-system';

/** The attributes of <shop-footer> (besides country, locale, api-base). */
export const footerProps = {
  reduced: { type: 'boolean', default: false },
  hideNewsletter: { type: 'boolean', default: false },
  checkout: { type: 'boolean', default: false },
} satisfies PropSpecs;
