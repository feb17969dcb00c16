import type { i18n, TFunction } from 'i18next';
import { createContext, useContext, useMemo } from 'react';

/**
 * The element's i18next instance for its components. A drop-in for react-i18next's
 * `useTranslation` that costs a few hundred bytes instead of ~9 KB brotli in the shared
 * runtime: each element has one instance with one locale, so no language-change
 * subscription or Suspense is needed.
 */
export const TranslationContext = createContext<i18n | null>(null);

const missingInstance = ((key: string) => key) as unknown as TFunction;

export function useTranslation(namespace = 'element'): { t: TFunction; i18n: i18n | null } {
  const instance = useContext(TranslationContext);
  const t = useMemo(
    () => (instance ? (instance.getFixedT(null, namespace) as TFunction) : missingInstance),
    [instance, namespace],
  );
  return { t, i18n: instance };
}
