import type { ReactNode, Ref } from 'react';
import { TranslationContext } from '../texts/translation.ts';
import type { Translator } from '../texts/translator.ts';
import { ShopElementContext, type ShopElementContextValue, type StyleSink, StyleSinkContext } from './context.ts';
import { ErrorBoundary } from './ErrorBoundary.tsx';

export interface ElementShellProps {
  tag: string;
  /** What components ask with useShopElement(). */
  context: ShopElementContextValue;
  /** The element's translator, its locale's texts loaded. */
  translator: Translator;
  /** Where component CSS goes: the shadow root in the browser, the `<style>` of a prerender. */
  styleSink: StyleSink;
  rootRef?: Ref<HTMLDivElement>;
  children: ReactNode;
}

/**
 * What every `<shop-*>` element renders around its component, in the browser (defineElement) and
 * in a build-time prerender alike, so that both produce the same markup: the element context, the
 * style sink, the translator, the `.shop-root` wrapper in the element's language and an error
 * boundary that keeps a failing widget from taking the page down.
 */
export function ElementShell({ tag, context, translator, styleSink, rootRef, children }: ElementShellProps) {
  return (
    <ShopElementContext value={context}>
      <StyleSinkContext value={styleSink}>
        <TranslationContext value={translator}>
          <div className="shop-root" lang={context.locale} ref={rootRef}>
            <ErrorBoundary tag={tag} host={context.host}>
              {children}
            </ErrorBoundary>
          </div>
        </TranslationContext>
      </StyleSinkContext>
    </ShopElementContext>
  );
}
