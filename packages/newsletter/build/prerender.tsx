// Build-time prerender of <shop-newsletter> (`@shop/newsletter/prerender`), for pages that put
// the form in their HTML: the sign-up page (dist/prerender/, written by @shop/element's
// build/prerender.ts) and the footer's prerendered newsletter block. Loaded through Vite's SSR module loader (CSS
// `?inline` imports resolve as in the browser build).

import { prerenderShadowRoot } from '@shop/design-system/prerender';
import type { PrerenderVariants } from '@shop/element/build/prerender';
import { type Country, countryLocales } from '@shop/sites';
import { Newsletter } from '../src/Newsletter.tsx';
import { newsletterTexts } from '../src/texts.ts';

export interface NewsletterPrerenderOptions {
  country: Country;
  /** With the banner "confirmation link not valid" above the form (the attribute or `?newsletter=link-invalid`). */
  confirmationLinkInvalid?: boolean;
}

/**
 * The element's shadow root as a declarative shadow root: its first frame (the sign-up form,
 * nothing typed, no banner) in the country's locale, which the element takes over without a
 * visible change once its bundle runs.
 */
export function prerenderNewsletter({ country, confirmationLinkInvalid }: NewsletterPrerenderOptions): Promise<string> {
  return prerenderShadowRoot({
    tag: 'shop-newsletter',
    country,
    texts: newsletterTexts,
    children: (
      <Newsletter
        country={country}
        locale={countryLocales[country]}
        confirmationLinkInvalid={confirmationLinkInvalid}
      />
    ),
  });
}

/** The origin attributes do not change the first frame; the banner does. */
export const prerenderVariants: PrerenderVariants = {
  full: (country) => prerenderNewsletter({ country }),
  linkInvalid: (country) => prerenderNewsletter({ country, confirmationLinkInvalid: true }),
};
