import type { TextLoader } from '@shop/design-system';
import { textFileFor } from './domain/language.ts';

const files = import.meta.glob<Record<string, unknown>>('./locales/*.json', { import: 'default' });

/** English or German (Swiss spelling in CH) by the element's locale; see domain/language.ts. */
export const panelTexts: TextLoader = async (locale) => {
  const load = files[`./locales/${textFileFor(locale)}.json`];
  if (!load) throw new Error(`no texts for ${locale}`);
  return load();
};
