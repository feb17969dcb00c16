import { createTranslator, TranslationContext } from '@shop/element';
import type { Locale } from '@shop/sites';
import { render } from '@testing-library/react';
import type { ReactElement, ReactNode } from 'react';

const files = import.meta.glob<Record<string, unknown>>('../../locales/*.json', { import: 'default', eager: true });

/** Test helper: renders a design-system component with the `ds` labels of one locale. */
export function renderWithTexts(ui: ReactElement, locale: Locale = 'de-DE') {
  const texts = Object.entries(files).find(([path]) => path.endsWith(`/${locale}.json`))?.[1] ?? {};
  const instance = createTranslator('shop-test', locale, { ds: texts as Record<string, unknown> });
  const wrapper = ({ children }: { children: ReactNode }) => (
    <TranslationContext value={instance}>{children}</TranslationContext>
  );
  return render(ui, { wrapper });
}
