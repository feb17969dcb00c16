// The public API of <shop-footer>: the attribute specs its definition uses and the
// descriptions the manifest, host types and README tables are generated from.
import type { ElementApi, PropSpecs } from '@shop/design-system';

export const footerElementProps = {
  reduced: { type: 'boolean', default: false },
  hideNewsletter: { type: 'boolean', default: false },
  checkout: { type: 'boolean', default: false },
} as const satisfies PropSpecs;

export interface ShopFooterElementEvents {
  'shop-footer-content': { source: 'fetched' | 'built-in'; reason?: string };
}

export const footerApi = {
  tag: 'shop-footer',
  className: 'ShopFooterElement',
  summary:
    'The shop’s footer of a country site: full or reduced, columns on desktop, collapsible groups on smartphone and tablet; takes over its prerendered HTML without a visible change.',
  module: 'src/index.ts',
  common: ['country', 'locale', 'apiBase'],
  props: footerElementProps,
  attributes: {
    reduced: 'The reduced footer: only the bottom area, no newsletter block (also set by the `shop_channel` cookie).',
    hideNewsletter: 'Hides the newsletter block (psdata is then not asked).',
    checkout: 'A checkout page: teaser groups marked `hideGroupInCheckout` are left out.',
  },
  events: {
    'shop-footer-content':
      'Once the fetched content was decided: used (`source: "fetched"`), or the built-in content stays (`reason: "none"` for a 404 or 204, otherwise the failure).',
  },
  slots: {
    newsletter:
      'The newsletter block, `<shop-newsletter slot="newsletter">`; the footer adds it when the page did not and keeps its `country` in step.',
  },
  themable: true,
} as const satisfies ElementApi<typeof footerElementProps, ShopFooterElementEvents>;
