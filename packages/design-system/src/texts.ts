import { pageState, type TextLoader, textsFromGlob } from '@shop/element';
import { version } from '../package.json';

const fromThisBundle = textsFromGlob(import.meta.glob('./locales/*.json', { import: 'default' }));

// Shared by every widget bundle on the page (each bundles its own copy of this module).
pageState.shared.labels ??= new Map();
const registry = pageState.shared.labels;

/**
 * The design system's shared labels (namespace `ds`), one lazy chunk per locale in every widget
 * bundle. On a page with several widgets the first bundle that asks for a locale loads its chunk
 * and the others use the same texts: one download per page (a page's preload hint names that
 * first widget's chunk). A bundle built with another design-system version loads its own.
 */
export const designSystemTexts: TextLoader = (locale) => {
  const key = `${version}:${locale}`;
  let texts = registry.get(key);
  if (!texts) {
    texts = Promise.resolve(fromThisBundle(locale));
    registry.set(key, texts);
    // A failed load may be tried again by the next element.
    texts.catch(() => registry.delete(key));
  }
  return texts;
};
