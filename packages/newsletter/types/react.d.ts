// Generated from custom-elements.json by `npx -y pnpm@10 api`; do not edit.
import type * as React from 'react';
import type { ShopNewsletterElement, ShopNewsletterElementAttributes, ShopNewsletterElementEventMap } from './index.js';

declare module 'react' {
  namespace JSX {
    interface IntrinsicElements {
      'shop-newsletter': React.DetailedHTMLProps<React.HTMLAttributes<ShopNewsletterElement>, ShopNewsletterElement> &
        ShopNewsletterElementAttributes & {
        'onshop-newsletter-submitted'?: (event: ShopNewsletterElementEventMap['shop-newsletter-submitted']) => void;
        };
    }
  }
}
