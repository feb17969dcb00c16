import type { Locale } from '@shop/sites';

/**
 * The panel's text language. The panel is an internal staff tool with texts in English (the
 * spec's wording) and German only. The element's locale (the `locale` attribute, else the
 * `country` attribute's site locale, as for every element) picks: German sites (de-DE, de-AT,
 * de-CH) show German (de-CH with Swiss spelling), every other site shows English.
 */
export type TextFile = 'en' | 'de' | 'de-CH';

export function textFileFor(locale: Locale): TextFile {
  if (locale === 'de-CH') return 'de-CH';
  return locale.startsWith('de-') ? 'de' : 'en';
}

/** The `lang` of the panel's content and the locale dates are formatted in (British English: 24 h, day first). */
export function contentLanguage(locale: Locale): string {
  return textFileFor(locale) === 'en' ? 'en-GB' : locale;
}
