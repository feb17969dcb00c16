import type { Locale } from '@shop/design-system';
import i18next, { type i18n } from 'i18next';
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

const instances = new Map<Locale, i18n>();

/** One synchronously initialised i18next instance per locale, shared by the page's footers. */
export function footerI18n(locale: Locale): i18n {
  let instance = instances.get(locale);
  if (!instance) {
    instance = i18next.createInstance();
    instance.init({
      lng: locale,
      fallbackLng: false,
      ns: ['element'],
      defaultNS: 'element',
      resources: { [locale]: { element: footerTexts[locale] } },
      initAsync: false,
      interpolation: { escapeValue: false }, // React escapes: texts are rendered as text only
      saveMissing: true,
      missingKeyHandler: (_lngs, ns, key) => console.warn(`<shop-footer> missing text "${ns}:${key}" for ${locale}`),
    });
    instances.set(locale, instance);
  }
  return instance;
}
