import { textsFromGlob } from './element/i18n.ts';

/** The design system's shared labels (namespace `ds`), one lazy chunk per locale. */
export const designSystemTexts = textsFromGlob(import.meta.glob('./locales/*.json', { import: 'default' }));
