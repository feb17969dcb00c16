// What other packages may import from @shop/newsletter. The footer renders the <shop-newsletter>
// tag (loaded by this package's own bundle) and may use these names and rules.
export { createNewsletterApi, type NewsletterApi, newsletterTimeoutMs, subscribersPath } from './api.ts';
export { linkInvalidParameter } from './domain/confirmationBanner.ts';
export { type CountryRules, countryRules } from './domain/countryRules.ts';
export { newsletterProps } from './element.api.ts';

/** The element's tag name. */
export const newsletterTag = 'shop-newsletter';
/** Emitted (bubbling, composed) after a sign-up, real or bot-trapped: detail `{ origin, originAddition }`. */
export const submittedEvent = 'shop-newsletter-submitted';
