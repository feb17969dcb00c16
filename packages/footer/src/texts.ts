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
 * The footer's few labels, bundled for all nine locales (under 2 KB together) rather than
 * loaded on demand: no text file stands between the footer's content and its first render
 * (which takes over the prerendered footer, see README, "Prerender").
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
