// What other packages, the demo host and the e2e suites may import from @shop/footer: the built-in
// content and the rules that fetched content passes through. Pure modules only (no React, no CSS),
// so that Node loads them without Vite (the demo host's promotion mock, the hostile-input specs).
// The element itself is registered by src/index.ts.

export { builtInContent } from './content/all.ts';
export { checkLink } from './domain/links.ts';
export { parsePromotion } from './domain/promotion.ts';
export { sanitizeContent } from './domain/sanitize.ts';
export type { FooterContent } from './domain/types.ts';
