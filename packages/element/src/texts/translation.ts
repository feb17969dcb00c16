import { createContext, useContext, useMemo } from 'react';
import { type TFunction, Translator } from './translator.ts';

/** The element's translator, given to its components by defineElement (and by the prerender). */
export const TranslationContext = createContext<Translator | null>(null);

// Outside an element (a stray render in a test) keys are shown as they are.
const emptyTranslator = new Translator('de-DE');

/** The texts of the element's locale: `const { t } = useTranslation()` (namespace `element`, or `ds`). */
export function useTranslation(namespace = 'element'): { t: TFunction; i18n: Translator } {
  const translator = useContext(TranslationContext) ?? emptyTranslator;
  const t = useMemo(() => translator.getFixedT(null, namespace), [translator, namespace]);
  return { t, i18n: translator };
}
