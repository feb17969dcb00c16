import i18next, { type i18n } from 'i18next';
import type { Locale } from './locale.ts';

export type Texts = Record<string, unknown>;
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

/**
 * One i18next instance per element, holding only the page's locale. Missing keys and failed
 * loads are console warnings only (spec §8); the key itself is then shown.
 */
export async function createTexts(tag: string, locale: Locale, namespaces: Record<string, TextLoader>): Promise<i18n> {
  const names = Object.keys(namespaces);
  const instance = i18next.createInstance();
  await instance.init({
    lng: locale,
    fallbackLng: false,
    ns: names,
    defaultNS: names[0] ?? 'translation',
    resources: {},
    interpolation: { escapeValue: false }, // React escapes; texts are rendered as text only
    saveMissing: true,
    missingKeyHandler: (_lngs, ns, key) => console.warn(`<${tag}> missing text "${ns}:${key}" for ${locale}`),
  });
  const results = await Promise.allSettled(
    Object.entries(namespaces).map(async ([ns, load]) => {
      instance.addResourceBundle(locale, ns, await load(locale), true, true);
    }),
  );
  for (const result of results) {
    if (result.status === 'rejected') console.warn(`<${tag}> could not load texts for ${locale}:`, result.reason);
  }
  return instance;
}
