// What other packages and pages may import from @shop/newsletter: the service client for pages
// that confirm or update a subscription, and the per-country rules. The footer renders the
// <shop-newsletter> tag, which this package's own bundle registers (src/index.ts).
export { createNewsletterApi, type NewsletterApi } from './api.ts';
export { type CountryRules, countryRules } from './domain/countryRules.ts';
