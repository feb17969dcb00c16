import { textsFromGlob } from '@shop/design-system';
import { textFileFor } from './domain/language.ts';

/**
 * The panel's texts (namespace `element`): English or German (Swiss spelling in CH) by the
 * element's locale (domain/language.ts), through the design system's `textsFromGlob`, the one
 * way texts load.
 */
export const panelTexts = textsFromGlob(import.meta.glob('./locales/*.json', { import: 'default' }), textFileFor);
