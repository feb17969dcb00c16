/** The promotion lookup's constants, apart from the parser so that no schema code loads with them. */

/** The promotion key of the shop footer, per country (the legacy CMS names them so). */
export const footerPromotionKey = (country: string) => `shop-footer-${country.toLowerCase().replace('_', '-')}`;

/** Larger answers are refused unread (a footer is a few kilobytes). */
export const maxPromotionBytes = 256 * 1024;

export class PromotionError extends Error {
  override name = 'PromotionError';
}
