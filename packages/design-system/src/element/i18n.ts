import type { Locale } from './locale.ts';
import { type Texts, Translator } from './translator.ts';

export type { Texts } from './translator.ts';
/** Loads one locale's texts of one namespace (a dynamic import, so each locale is its own chunk). */
export type TextLoader = (locale: Locale) => Promise<Texts>;

/**
 * Turns `import.meta.glob('./locales/*.json', { import: 'default' })` into a TextLoader.
 * A locale without a file rejects, which createTexts reports as a warning.
 */
export function textsFromGlob(modules: Record<string, () => Promise<unknown>>): TextLoader {
  return async (locale) => {
    const entry = Object.entries(modules).find(([path]) => path.endsWith(`/${locale}.json`));
    if (!entry) throw new Error(`no texts for ${locale}`);
    return (await entry[1]()) as Texts;
  };
}

/** A translator whose missing texts are console warnings naming the element (spec §8). */
export function createTranslator(tag: string, locale: Locale, namespaces: Record<string, Texts> = {}): Translator {
  const translator = new Translator(locale, (ns, key) =>
    console.warn(`<${tag}> missing text "${ns}:${key}" for ${locale}`),
  );
  for (const [namespace, texts] of Object.entries(namespaces)) translator.addResourceBundle(locale, namespace, texts);
  return translator;
}

/**
 * One translator per element, holding only the page's locale. Missing keys and failed loads
 * are console warnings only (spec §8); the key itself is then shown.
 */
export async function createTexts(
  tag: string,
  locale: Locale,
  namespaces: Record<string, TextLoader>,
): Promise<Translator> {
  const translator = createTranslator(tag, locale);
  const results = await Promise.allSettled(
    Object.entries(namespaces).map(async ([ns, load]) => {
      translator.addResourceBundle(locale, ns, await load(locale));
    }),
  );
  for (const result of results) {
    if (result.status === 'rejected') console.warn(`<${tag}> could not load texts for ${locale}:`, result.reason);
  }
  return translator;
}
