// Generated from custom-elements.json by `npx -y pnpm@10 api`; do not edit.
import type * as React from 'react';
import type { ShopLoginElement, ShopLoginElementAttributes, ShopLoginElementEventMap } from './index.js';

declare module 'react' {
  namespace JSX {
    interface IntrinsicElements {
      'shop-login': React.DetailedHTMLProps<React.HTMLAttributes<ShopLoginElement>, ShopLoginElement> &
        ShopLoginElementAttributes & {
        'onshop-login-success'?: (event: ShopLoginElementEventMap['shop-login-success']) => void;
        'onshop-login-error'?: (event: ShopLoginElementEventMap['shop-login-error']) => void;
        'onshop-login-redirect'?: (event: ShopLoginElementEventMap['shop-login-redirect']) => void;
        };
    }
  }
}
