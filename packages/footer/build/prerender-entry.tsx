// The footer's prerendered first frames, written to dist/prerender/ by tooling/prerender.ts
// (through Vite's SSR module loader: CSS `?inline` imports resolve exactly as in the browser build).
import { type Country, countryLocales } from '@shop/design-system';
import { prerenderShadowRoot } from '@shop/design-system/prerender';
import { prerenderNewsletter } from '@shop/newsletter/prerender';
import type { PrerenderVariants } from '../../../tooling/prerender.ts';
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
  const newsletter = await prerenderNewsletter({ country });
  // The browser paints while it parses: the child fills the footer's slot as soon as its start
  // tag is parsed, empty at first, then grows with its shadow root, moving the footer's later
  // blocks. A copy of the block shares the slot's grid cell (Prerender.css), invisible, and holds
  // the block's final size until the footer takes over (it is part of the prerendered nodes the
  // element releases).
  const slot = '<slot name="newsletter"></slot>';
  if (!shadowRoot.includes(slot)) throw new Error('prerender: the footer has no newsletter slot');
  const placeholder = `<div class="footer__newsletter-placeholder" aria-hidden="true" inert="">${newsletter}</div>`;
  const footer = shadowRoot.replace(slot, `${slot}${placeholder}`);
  return `${footer}<shop-newsletter slot="newsletter" country="${country}" origin-addition="${newsletterOriginAddition}">${newsletter}</shop-newsletter>`;
}

/** full: the newsletter block shown; noNewsletter: for a visitor whose nl_status hides it; reduced: checkout pages. */
export const prerenderVariants: PrerenderVariants = {
  full: (country) => prerenderFooter({ country, reduced: false, hideNewsletter: false }),
  noNewsletter: (country) => prerenderFooter({ country, reduced: false, hideNewsletter: true }),
  reduced: (country) => prerenderFooter({ country, reduced: true, hideNewsletter: true }),
};
