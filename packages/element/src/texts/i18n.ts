import type { Locale } from '@shop/sites';
import { type Texts, Translator } from './translator.ts';

export type { Texts } from './translator.ts';
/**
 * One locale's texts of one namespace: a dynamic import (each locale its own chunk), or the
 * texts themselves when they are bundled (the footer's few labels).
 */
export type TextLoader = (locale: Locale) => Texts | Promise<Texts>;

/**
 * The one way texts load, for every element, its prerender and its preloads: a package's
 * `src/texts.ts` turns `import.meta.glob('./locales/*.json', { import: 'default' })` into a
 * TextLoader, each locale a lazy chunk the element loads before its tag is registered and the
 * prerender awaits. Whose texts they are (the design system's shared labels, one download per
 * page whichever widget asks first, or a package's own) is its package.json's `shop.texts`,
 * which the build's preload list reads (build/preloads.ts).
 * `fileOf` maps a locale to its file's name (default: the locale itself, `de-DE.json`).
 * A locale without a file rejects, which the element reports as a warning.
 */
export function textsFromGlob(
  modules: Record<string, () => Promise<unknown>>,
  fileOf: (locale: Locale) => string = (locale) => locale,
): TextLoader {
  return async (locale) => {
    const name = `/${fileOf(locale)}.json`;
    const entry = Object.entries(modules).find(([path]) => path.endsWith(name));
    if (!entry) throw new Error(`no texts for ${locale}`);
    return (await entry[1]()) as Texts;
  };
}

/** A translator whose missing texts are console warnings naming the element (the key is shown). */
export function createTranslator(tag: string, locale: Locale, namespaces: Record<string, Texts> = {}): Translator {
  const translator = new Translator(locale, (ns, key) =>
    console.warn(`<${tag}> missing text "${ns}:${key}" for ${locale}`),
  );
  for (const [namespace, texts] of Object.entries(namespaces)) translator.addResourceBundle(locale, namespace, texts);
  return translator;
}
