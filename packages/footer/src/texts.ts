import { createTranslator, type Locale, type Translator } from '@shop/design-system';
import csCZ from './locales/cs-CZ.json';
import deAT from './locales/de-AT.json';
import deCH from './locales/de-CH.json';
import deDE from './locales/de-DE.json';
import frCH from './locales/fr-CH.json';
import huHU from './locales/hu-HU.json';
import plPL from './locales/pl-PL.json';
import skSK from './locales/sk-SK.json';
import trTR from './locales/tr-TR.json';

/**
 * The footer's few labels, bundled for all nine locales (under 2 KB together) rather than
 * loaded on demand: the element must render its first frame synchronously, so that it can
 * take over the prerendered footer without a flash (see README, "Prerender").
 */
const footerTexts: Record<Locale, Record<string, string>> = {
  'de-DE': deDE,
  'de-AT': deAT,
  'de-CH': deCH,
  'fr-CH': frCH,
  'cs-CZ': csCZ,
  'hu-HU': huHU,
  'sk-SK': skSK,
  'tr-TR': trTR,
  'pl-PL': plPL,
};

const translators = new Map<Locale, Translator>();

/** One translator per locale, ready synchronously, shared by the page's footers. */
export function footerI18n(locale: Locale): Translator {
  let translator = translators.get(locale);
  if (!translator) {
    translator = createTranslator('shop-footer', locale, { element: footerTexts[locale] });
    translators.set(locale, translator);
  }
  return translator;
}
