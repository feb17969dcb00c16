/** The promotion lookup's limit and error, apart from the parser so that no schema code loads with them. */

/** Larger answers are refused unread (a footer is a few kilobytes). */
export const maxPromotionBytes = 256 * 1024;

export class PromotionError extends Error {
  override name = 'PromotionError';
}
