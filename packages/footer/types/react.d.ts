// Generated from custom-elements.json by `npx -y pnpm@10 api`; do not edit.
import type * as React from 'react';
import type { ShopFooterElement, ShopFooterElementAttributes, ShopFooterElementEventMap } from './index.js';

declare module 'react' {
  namespace JSX {
    interface IntrinsicElements {
      'shop-footer': React.DetailedHTMLProps<React.HTMLAttributes<ShopFooterElement>, ShopFooterElement> &
        ShopFooterElementAttributes & {
        'onshop-footer-content'?: (event: ShopFooterElementEventMap['shop-footer-content']) => void;
        };
    }
  }
}
