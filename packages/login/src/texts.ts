import { textsFromGlob } from '@shop/design-system';

/**
 * The login's texts (namespace `element`), one lazy chunk per locale: the element loads its
 * page's locales before its tag is registered, the prerender awaits one (design system's
 * `textsFromGlob`, the one way texts load).
 */
export const loginTexts = textsFromGlob(import.meta.glob('./locales/*.json', { import: 'default' }));
