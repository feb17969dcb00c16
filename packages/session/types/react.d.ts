// Generated from custom-elements.json by `npx -y pnpm@10 api`; do not edit.
import type * as React from 'react';
import type { ShopSessionElement, ShopSessionElementAttributes, ShopSessionElementEventMap } from './index.js';

declare module 'react' {
  namespace JSX {
    interface IntrinsicElements {
      'shop-session': React.DetailedHTMLProps<React.HTMLAttributes<ShopSessionElement>, ShopSessionElement> &
        ShopSessionElementAttributes & {
        'onshop-session-renewed'?: (event: ShopSessionElementEventMap['shop-session-renewed']) => void;
        'onshop-session-expired'?: (event: ShopSessionElementEventMap['shop-session-expired']) => void;
        'onshop-session-login-detected'?: (event: ShopSessionElementEventMap['shop-session-login-detected']) => void;
        'onshop-session-error'?: (event: ShopSessionElementEventMap['shop-session-error']) => void;
        };
    }
  }
}
