// Generated from custom-elements.json by `npx -y pnpm@10 api`; do not edit.
import type * as React from 'react';
import type { ShopPreviewPanelElement, ShopPreviewPanelElementAttributes, ShopPreviewPanelElementEventMap } from './index.js';

declare module 'react' {
  namespace JSX {
    interface IntrinsicElements {
      'shop-preview-panel': React.DetailedHTMLProps<React.HTMLAttributes<ShopPreviewPanelElement>, ShopPreviewPanelElement> &
        ShopPreviewPanelElementAttributes & {
        'onshop-preview-applied'?: (event: ShopPreviewPanelElementEventMap['shop-preview-applied']) => void;
        'onshop-preview-logout'?: (event: ShopPreviewPanelElementEventMap['shop-preview-logout']) => void;
        };
    }
  }
}
