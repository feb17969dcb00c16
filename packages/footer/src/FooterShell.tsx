import { type Locale, type StyleSink, StyleSinkContext, TranslationContext } from '@shop/design-system';
import type { ReactNode } from 'react';
import { footerI18n } from './texts.ts';

/**
 * What the element helper gives other elements after loading texts, given synchronously:
 * the style sink, the footer's texts and the `.shop-root` wrapper. Used by the element and
 * by the build-time prerender, so both produce the same markup.
 */
export function FooterShell({
  locale,
  styleSink,
  children,
}: {
  locale: Locale;
  styleSink: StyleSink;
  children: ReactNode;
}) {
  return (
    <StyleSinkContext value={styleSink}>
      <TranslationContext value={footerI18n(locale)}>
        <div className="shop-root" lang={locale}>
          {children}
        </div>
      </TranslationContext>
    </StyleSinkContext>
  );
}
