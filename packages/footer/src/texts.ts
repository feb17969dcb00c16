import { textsFromGlob } from '@shop/design-system';

/**
 * The footer's texts (namespace `element`), one lazy chunk per locale: the element loads its
 * page's locales before its tag is registered, the prerender awaits one (design system's
 * `textsFromGlob`, the one way texts load).
 */
export const footerTexts = textsFromGlob(import.meta.glob('./locales/*.json', { import: 'default' }));
