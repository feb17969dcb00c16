import type { Locale } from '@shop/sites';
import { createTranslator, type TextLoader, type Texts } from '../texts/i18n.ts';
import { chooseLocale } from '../texts/locale.ts';
import type { Translator } from '../texts/translator.ts';

/**
 * The texts of one element definition: one translator per locale, loaded once and then ready
 * synchronously. defineElement registers the tag only once the page's locales are loaded, so
 * every element renders its first frame with its text instead of an empty box that grows.
 * A failed load is a console warning; the translator then shows the keys.
 */
export class ElementTexts {
  private readonly ready = new Map<Locale, Translator>();
  private readonly loading = new Map<Locale, Promise<Translator>>();

  constructor(
    private readonly tag: string,
    private readonly namespaces: Record<string, TextLoader>,
  ) {}

  /** The locale's translator if its texts are loaded. */
  get(locale: Locale): Translator | undefined {
    return this.ready.get(locale);
  }

  /** Loads the locale's texts once; resolves at once (synchronously) for bundled texts. */
  load(locale: Locale): Translator | Promise<Translator> {
    const done = this.ready.get(locale) ?? this.loading.get(locale);
    if (done) return done;
    const loads = Object.entries(this.namespaces).map(
      ([namespace, loader]) => [namespace, attempt(loader, locale)] as const,
    );
    const translator = createTranslator(this.tag, locale);
    if (loads.every(([, texts]) => !(texts instanceof Promise))) {
      for (const [namespace, texts] of loads) translator.addResourceBundle(locale, namespace, texts as Texts);
      this.ready.set(locale, translator);
      return translator;
    }
    const pending = Promise.allSettled(
      loads.map(async ([namespace, texts]) => translator.addResourceBundle(locale, namespace, await texts)),
    ).then((results) => {
      for (const result of results) {
        if (result.status === 'rejected')
          console.warn(`<${this.tag}> could not load texts for ${locale}:`, result.reason);
      }
      this.loading.delete(locale);
      this.ready.set(locale, translator);
      return translator;
    });
    this.loading.set(locale, pending);
    return pending;
  }
}

function attempt(loader: TextLoader, locale: Locale): Texts | Promise<Texts> {
  try {
    return loader(locale);
  } catch (error) {
    return Promise.reject(error);
  }
}

/**
 * The locales the page's `<tag>` elements use (their country and locale attributes); with none
 * on the page yet (one a script adds later, e.g. the footer's newsletter block), the page's own
 * language (`<html lang>`), which is the shop's locale on every country site.
 */
export function pageLocales(tag: string): Locale[] {
  if (typeof document === 'undefined') return [];
  const locales = new Set<Locale>();
  for (const element of document.querySelectorAll(tag)) {
    locales.add(chooseLocale(element.getAttribute('country'), element.getAttribute('locale')).locale);
  }
  // No element yet: the page's language as a locale attribute (the default site's locale if unsupported).
  if (!locales.size) locales.add(chooseLocale(null, document.documentElement.lang).locale);
  return [...locales];
}
