// The public API of <shop-newsletter>: the attribute specs its definition uses and the
// descriptions the manifest, host types and README tables are generated from.
import type { ElementApi, PropSpecs } from '@shop/design-system';

export const newsletterProps = {
  origin: { type: 'string', default: 'NEWSLETTER' },
  originAddition: { type: 'string', default: '' },
  confirmationLinkInvalid: { type: 'boolean', default: false },
  site: { type: 'string', default: '' },
  originalAddress: { type: 'string', default: '' },
} as const satisfies PropSpecs;

export interface ShopNewsletterElementEvents {
  'shop-newsletter-submitted': { origin: string; originAddition: string };
}

export const newsletterApi = {
  tag: 'shop-newsletter',
  className: 'ShopNewsletterElement',
  summary:
    'The newsletter sign-up with double opt-in: e-mail first, extra fields on demand, the per-country rules, prefill for logged-in shoppers.',
  module: 'src/index.ts',
  common: ['country', 'locale', 'apiBase'],
  props: newsletterProps,
  attributes: {
    origin: {
      description: 'Where the sign-up comes from; anything else is `NEWSLETTER`.',
      values: "'NEWSLETTER' | 'SHOPPING_CART'",
    },
    originAddition: 'Where the form sits, e.g. `footer`; sent and tracked as `origin:originAddition`.',
    confirmationLinkInvalid:
      'Shows the "link no longer valid" banner (also shown when the page address has `newsletter=link-invalid`).',
    site: 'Value of the `X-Site` header of the sign-up call.',
    originalAddress: 'Value of the `X-Original-Address` header of the sign-up call.',
  },
  events: {
    'shop-newsletter-submitted':
      'After a successful sign-up, and after a bot-trapped fake one (a robot must not tell the difference); no personal data.',
  },
  themable: true,
} as const satisfies ElementApi<typeof newsletterProps, ShopNewsletterElementEvents>;
