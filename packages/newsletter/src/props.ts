import type { PropSpecs } from '@shop/design-system';

/** The attributes of <shop-newsletter> (besides country, locale, api-base). */
export const newsletterProps = {
  /** NEWSLETTER (default) or SHOPPING_CART. */
  origin: { type: 'string', default: 'NEWSLETTER' },
  /** Free text telling where the form sits (e.g. footer, subscribenewsletter). */
  originAddition: { type: 'string', default: '' },
  /** Shows the confirmation-link-not-valid banner (also `?newsletter=link-invalid`). */
  confirmationLinkInvalid: { type: 'boolean', default: false },
  /** Values of the X-Site and X-Original-Address headers of the subscribe call (empty by default). */
  site: { type: 'string', default: '' },
  originalAddress: { type: 'string', default: '' },
} satisfies PropSpecs;
