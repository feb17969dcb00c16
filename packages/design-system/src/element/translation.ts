import i18next, { type i18n, type TFunction } from 'i18next';
import { createContext, useContext, useMemo } from 'react';

/**
 * The element's i18next instance for its components. A drop-in for react-i18next's
 * `useTranslation` that costs a few hundred bytes instead of ~9 KB brotli in the shared
 * runtime: each element has one instance with one locale, so no language-change
 * subscription or Suspense is needed.
 */
export const TranslationContext = createContext<i18n | null>(null);

// Outside an element (a stray render in a test) keys are shown as they are.
let emptyInstance: i18n | undefined;
function fallbackInstance(): i18n {
  emptyInstance ??= i18next.createInstance();
  if (!emptyInstance.isInitialized) void emptyInstance.init({ initAsync: false, resources: {}, fallbackLng: false });
  return emptyInstance;
}

export function useTranslation(namespace = 'element'): { t: TFunction; i18n: i18n } {
  const instance = useContext(TranslationContext) ?? fallbackInstance();
  const t = useMemo(() => instance.getFixedT(null, namespace) as TFunction, [instance, namespace]);
  return { t, i18n: instance };
}
