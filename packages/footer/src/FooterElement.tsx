import { adoptStyles, type StyleSink, useShopElement } from '@shop/design-system';
import { useCallback, useMemo } from 'react';
import { Footer, type FooterProps } from './components/Footer.tsx';
import { FooterShell } from './FooterShell.tsx';
import { releasePrerendered } from './takeover.ts';

/** The component <shop-footer> renders: the footer in its shell, styles adopted into the shadow root. */
export function FooterElement(props: FooterProps) {
  const { host, locale } = useShopElement();
  const styleSink = useMemo<StyleSink>(
    () => ({ add: (css) => host.shadowRoot && adoptStyles(host.shadowRoot, css), collectsDuringRender: false }),
    [host],
  );
  // First commit with content: the live markup is in the shadow root; drop the prerendered copy before paint.
  const takeOver = useCallback(() => releasePrerendered(host.shadowRoot), [host]);
  return (
    <FooterShell locale={locale} styleSink={styleSink}>
      <Footer {...props} onContent={takeOver} />
    </FooterShell>
  );
}

export { footerElementProps } from './element.api.ts';
