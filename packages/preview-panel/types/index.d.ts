// Generated from custom-elements.json by `npx -y pnpm@10 api`; do not edit.

/** The events of `<shop-preview-panel>`, with their `detail`. */
export interface ShopPreviewPanelElementEventMap extends HTMLElementEventMap {
  /** Settings applied (with what checkauth holds afterwards). Bubbles, composed. */
  'shop-preview-applied': CustomEvent<{ dateTime: string | null; abTestName: string | null; abTestGroup: string | null }>;
  /** Staff logged out of preview; the panel is removed. Bubbles, composed. */
  'shop-preview-logout': CustomEvent<null>;
}

/** The attributes of `<shop-preview-panel>` and the values a host may write. */
export interface ShopPreviewPanelElementAttributes {
  /** The country site; picks the locale. Unknown: DE, with a console warning (case-insensitive; CH-FR is CH_FR). */
  country?: 'DE' | 'AT' | 'CH' | 'CH_FR' | 'CZ' | 'HU' | 'SK' | 'TR' | 'PL';
  /** Overrides the country's locale (one of the nine site locales). */
  locale?: 'de-DE' | 'de-AT' | 'de-CH' | 'fr-CH' | 'cs-CZ' | 'hu-HU' | 'sk-SK' | 'tr-TR' | 'pl-PL';
  /** Prefix of every service path (the single-page-app path variant); '' = same origin. */
  'api-base'?: string;
}

/** The staff-only preview settings (date, time, A/B test and group). For shoppers a tiny gate that does nothing; for staff (checkauth SUCCESS) the panel in its shadow root. */
export interface ShopPreviewPanelElement extends HTMLElement {
  addEventListener<K extends keyof ShopPreviewPanelElementEventMap>(type: K, listener: (this: ShopPreviewPanelElement, event: ShopPreviewPanelElementEventMap[K]) => unknown, options?: boolean | AddEventListenerOptions): void;
  addEventListener(type: string, listener: EventListenerOrEventListenerObject, options?: boolean | AddEventListenerOptions): void;
  removeEventListener<K extends keyof ShopPreviewPanelElementEventMap>(type: K, listener: (this: ShopPreviewPanelElement, event: ShopPreviewPanelElementEventMap[K]) => unknown, options?: boolean | EventListenerOptions): void;
  removeEventListener(type: string, listener: EventListenerOrEventListenerObject, options?: boolean | EventListenerOptions): void;
}

declare global {
  interface HTMLElementTagNameMap {
    'shop-preview-panel': ShopPreviewPanelElement;
  }
}
