import { useShopElement, useStyles } from '@shop/design-system';
import { useLayoutEffect } from 'react';
import css from './NewsletterSlot.css?inline';

/** The light-DOM child of <shop-footer> that is the newsletter block. */
const newsletterSelector = ':scope > shop-newsletter[slot="newsletter"]';

/** The `origin-addition` of the block the footer adds (a page's own child keeps its value). */
export const newsletterOriginAddition = 'footer';

/**
 * The newsletter block: the newsletter package's `<shop-newsletter>` as a light-DOM child of
 * the footer (`slot="newsletter"`), shown through this slot. Being outside the footer's own
 * markup, it survives the take-over of a prerendered footer and every re-render: it is never
 * mounted twice, and what a shopper typed stays. The footer adds the child when the page did
 * not (the prerender brings it along); when the block is hidden, the slot is not rendered and
 * the child is not shown.
 */
export function NewsletterSlot({ country }: { country: string }) {
  useStyles(css);
  const { host } = useShopElement();
  useLayoutEffect(() => {
    let newsletter = host.querySelector(newsletterSelector);
    if (!newsletter) {
      newsletter = document.createElement('shop-newsletter');
      newsletter.setAttribute('slot', 'newsletter');
      // Sign-ups from here are tracked as the footer's (NEWSLETTER:footer).
      newsletter.setAttribute('origin-addition', newsletterOriginAddition);
      host.append(newsletter);
    }
    if (newsletter.getAttribute('country') !== country) newsletter.setAttribute('country', country);
  }, [host, country]);
  return (
    <div className="footer__newsletter">
      <slot name="newsletter" />
    </div>
  );
}
