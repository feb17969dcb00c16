import { useShopElement } from '@shop/design-system';

/** The newsletter front-end service's image path (demo host: a generated SVG in two sizes). */
const imagePath = '/service/newsletterfrontend/images';

/** The teaser image: 400x300 from a 1024 px wide viewport, 273x273 below; sized, so nothing shifts. */
export function NewsletterImage() {
  const { apiBase } = useShopElement();
  const base = `${apiBase.replace(/\/+$/, '')}${imagePath}`;
  return (
    <picture className="newsletter__image">
      <source media="(min-width: 1024px)" srcSet={`${base}/newsletter-400x300.svg`} width={400} height={300} />
      <img src={`${base}/newsletter-273x273.svg`} width={273} height={273} alt="" decoding="async" />
    </picture>
  );
}
