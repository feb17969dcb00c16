// The footer's prerendered first frames, written to dist/prerender/ by @shop/element's
// build/prerender.ts (through Vite's SSR module loader: CSS `?inline` imports resolve exactly as in
// the browser build).

import { prerenderShadowRoot } from '@shop/design-system/prerender';
import type { PrerenderVariants } from '@shop/element/build/prerender';
import { parsedMarkerAttribute } from '@shop/element/head-style';
import { prerenderNewsletter } from '@shop/newsletter/prerender';
import { type Country, countryLocales } from '@shop/sites';
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
 * `<shop-newsletter slot="newsletter">` (full variant) with its own prerendered shadow root, and
 * the marker after which the head snippet's style shows the footer (the block is parsed).
 */
export async function prerenderFooter({ country, reduced, hideNewsletter }: PrerenderOptions): Promise<string> {
  await loadBuiltInContent(country);
  const locale = countryLocales[country];
  const withNewsletter = !reduced && !hideNewsletter;
  const shadowRoot = await prerenderShadowRoot({
    tag: 'shop-footer',
    country,
    locale,
    texts: footerTexts,
    extraCss: withNewsletter ? `${prerenderCss}${hiddenUntilBlockParsed}` : prerenderCss,
    children: (
      <Footer country={country} reduced={reduced} hideNewsletter={hideNewsletter} checkout={false} prerendered />
    ),
  });
  if (!withNewsletter) return shadowRoot;
  if (!shadowRoot.includes('<slot name="newsletter"></slot>'))
    throw new Error('prerender: the footer has no newsletter slot');
  // The newsletter block: a light-DOM child shown through the footer's slot (NewsletterSlot),
  // prerendered too, so that the block has its final size (and the footer below it its place)
  // in the page's first frame, whatever the width and language.
  const newsletter = await prerenderNewsletter({ country });
  return (
    `${shadowRoot}<shop-newsletter slot="newsletter" country="${country}" origin-addition="${newsletterOriginAddition}">` +
    `${newsletter}</shop-newsletter><span ${parsedMarkerAttribute}="" hidden=""></span>`
  );
}

/*
 * The browser paints while it parses: the light-DOM block fills the footer's slot from its start
 * tag on, empty at first, and grows with its shadow root, after the footer's own root is parsed
 * and shown. The whole footer (host) therefore stays hidden, its space kept, until the block is
 * parsed too: an empty, hidden marker element after the block lets the head snippet's style
 * (design-system early/headStyle.ts) show it again; the HTML standard allows no `<style>` in the
 * body. Hidden boxes do not count as shifted; nothing of the page after the footer is parsed yet.
 * The rule that hides the host is part of the prerendered nodes the element releases on
 * take-over; the one that shows it is then moot.
 * (An invisible copy of the block in the slot's grid cell could hold its height instead, but
 * every page would carry the block's HTML twice and pay the style and layout of both.)
 */
const hiddenUntilBlockParsed = ':host{visibility:hidden}';

/** full: the newsletter block shown; noNewsletter: for a visitor whose nl_status hides it; reduced: checkout pages. */
export const prerenderVariants: PrerenderVariants = {
  full: (country) => prerenderFooter({ country, reduced: false, hideNewsletter: false }),
  noNewsletter: (country) => prerenderFooter({ country, reduced: false, hideNewsletter: true }),
  reduced: (country) => prerenderFooter({ country, reduced: true, hideNewsletter: true }),
};
