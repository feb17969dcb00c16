// Loaded by build/prerender.ts through Vite's SSR module loader (CSS `?inline` imports resolve
// exactly as in the browser build).
import { type Country, countryLocales } from '@shop/design-system';
import { prerenderShadowRoot } from '@shop/design-system/prerender';
import { prerenderNewsletter } from '@shop/newsletter/prerender';
import { Footer } from '../src/components/Footer.tsx';
import { newsletterOriginAddition } from '../src/components/NewsletterSlot.tsx';
import { loadBuiltInContent } from '../src/content/index.ts';
import { footerTexts } from '../src/texts.ts';
import prerenderCss from './Prerender.css?inline';

export interface PrerenderOptions {
  country: Country;
  reduced: boolean;
  hideNewsletter: boolean;
}

/**
 * The footer's shadow root as a declarative shadow root, rendered through the element's own
 * shell: the markup the element's first render produces on a CLASSIC (desktop) page before any
 * service answered, with the newsletter block shown unless hidden; then the block's light-DOM
 * `<shop-newsletter slot="newsletter">` (full variant) with its own prerendered shadow root.
 */
export async function prerenderFooter({ country, reduced, hideNewsletter }: PrerenderOptions): Promise<string> {
  await loadBuiltInContent(country);
  const locale = countryLocales[country];
  const shadowRoot = await prerenderShadowRoot({
    tag: 'shop-footer',
    country,
    locale,
    texts: footerTexts[locale],
    extraCss: prerenderCss,
    children: (
      <Footer country={country} reduced={reduced} hideNewsletter={hideNewsletter} checkout={false} prerendered />
    ),
  });
  if (reduced || hideNewsletter) return shadowRoot;
  // The newsletter block: a light-DOM child shown through the footer's slot (NewsletterSlot),
  // prerendered too, so that the block has its final size (and the footer below it its place)
  // in the page's first frame, whatever the width and language.
  const originAddition = newsletterOriginAddition;
  const newsletter = await prerenderNewsletter({ country, originAddition });
  // The browser paints while it parses: the footer's markup (above the fold on short pages) would
  // be painted before the child that fills its slot, which then pushes it down. The same block as
  // the slot's fallback content holds the place until the child is parsed and assigned.
  const slot = '<slot name="newsletter"></slot>';
  if (!shadowRoot.includes(slot)) throw new Error('prerender: the footer has no newsletter slot');
  const footer = shadowRoot.replace(slot, `<slot name="newsletter"><div>${newsletter}</div></slot>`);
  return `${footer}<shop-newsletter slot="newsletter" country="${country}" origin-addition="${originAddition}">${newsletter}</shop-newsletter>`;
}
