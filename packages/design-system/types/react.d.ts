// Generated from custom-elements.json by `npx -y pnpm@10 api`; do not edit.
import type * as React from 'react';
import type { ShopBanderoleElement, ShopBanderoleElementAttributes, ShopBanderoleElementEventMap, ShopGalleryElement, ShopGalleryElementAttributes, ShopGalleryElementEventMap, ShopIconElement, ShopIconElementAttributes, ShopIconElementEventMap, ShopNotificationElement, ShopNotificationElementAttributes, ShopNotificationElementEventMap } from './index.js';

declare module 'react' {
  namespace JSX {
    interface IntrinsicElements {
      'shop-banderole': React.DetailedHTMLProps<React.HTMLAttributes<ShopBanderoleElement>, ShopBanderoleElement> &
        ShopBanderoleElementAttributes & {
        };
      'shop-gallery': React.DetailedHTMLProps<React.HTMLAttributes<ShopGalleryElement>, ShopGalleryElement> &
        ShopGalleryElementAttributes & {
        'onshop-click'?: (event: ShopGalleryElementEventMap['shop-click']) => void;
        'onshop-clear'?: (event: ShopGalleryElementEventMap['shop-clear']) => void;
        'onshop-search'?: (event: ShopGalleryElementEventMap['shop-search']) => void;
        'onshop-close'?: (event: ShopGalleryElementEventMap['shop-close']) => void;
        'onshop-change'?: (event: ShopGalleryElementEventMap['shop-change']) => void;
        'onshop-toggle'?: (event: ShopGalleryElementEventMap['shop-toggle']) => void;
        };
      'shop-icon': React.DetailedHTMLProps<React.HTMLAttributes<ShopIconElement>, ShopIconElement> &
        ShopIconElementAttributes & {
        };
      'shop-notification': React.DetailedHTMLProps<React.HTMLAttributes<ShopNotificationElement>, ShopNotificationElement> &
        ShopNotificationElementAttributes & {
        'onshop-close'?: (event: ShopNotificationElementEventMap['shop-close']) => void;
        };
    }
  }
}
