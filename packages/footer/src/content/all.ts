import type { Country } from '@shop/design-system/sites';
import type { FooterContent } from '../domain/types.ts';
import { at } from './at.ts';
import { ch } from './ch.ts';
import { chFr } from './ch-fr.ts';
import { cz } from './cz.ts';
import { de } from './de.ts';
import { hu } from './hu.ts';
import { contentCountry } from './index.ts';
import { pl } from './pl.ts';
import { sk } from './sk.ts';
import { tr } from './tr.ts';

/**
 * Every site's built-in content at once: for tests, the prerender and other packages. The element
 * itself loads only its country's module (./index.ts).
 */
export const builtInContent: Record<Country, FooterContent> = {
  DE: de,
  AT: at,
  CH: ch,
  CH_FR: chFr,
  CZ: cz,
  HU: hu,
  SK: sk,
  TR: tr,
  PL: pl,
};

/** The built-in content of a country code, by the element's own rule (contentCountry). */
export function builtInContentFor(country: string | undefined): FooterContent {
  return builtInContent[contentCountry(country)];
}
