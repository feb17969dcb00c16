import type { Locale, Texts } from '@shop/design-system';
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
 * The footer's labels of all nine locales at once, for the build-time prerender and the tests.
 * The element loads its page's locale on demand (src/index.ts), before it is registered.
 */
export const footerTexts: Record<Locale, Texts> = {
  'de-DE': deDE,
  'de-AT': deAT,
  'de-CH': deCH,
  'fr-CH': frCH,
  'cs-CZ': csCZ,
  'hu-HU': huHU,
  'pl-PL': plPL,
  'sk-SK': skSK,
  'tr-TR': trTR,
};
