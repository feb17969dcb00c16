// Generated from custom-elements.json by `npx -y pnpm@10 api`; do not edit.

/** The events of `<shop-footer>`, with their `detail`. */
export interface ShopFooterElementEventMap extends HTMLElementEventMap {
  /** Once the fetched content was decided: used (`source: "fetched"`), or the built-in content stays (`reason: "none"` for a 404 or 204, otherwise the failure). Bubbles, composed. */
  'shop-footer-content': CustomEvent<{ source: 'fetched' | 'built-in'; reason?: string }>;
}

/** The attributes of `<shop-footer>` and the values a host may write. */
export interface ShopFooterElementAttributes {
  /** The country site; picks the locale. Unknown: DE, with a console warning (case-insensitive; CH-FR is CH_FR). */
  country?: 'DE' | 'AT' | 'CH' | 'CH_FR' | 'CZ' | 'HU' | 'SK' | 'TR' | 'PL';
  /** Overrides the country's locale (one of the nine site locales). */
  locale?: 'de-DE' | 'de-AT' | 'de-CH' | 'fr-CH' | 'cs-CZ' | 'hu-HU' | 'sk-SK' | 'tr-TR' | 'pl-PL';
  /** Prefix of every service path (the single-page-app path variant); '' = same origin. */
  'api-base'?: string;
  /** The reduced footer: only the bottom area, no newsletter block (also set by the `shop_channel` cookie). */
  reduced?: boolean | 'true' | 'false' | '';
  /** Hides the newsletter block (psdata is then not asked). */
  'hide-newsletter'?: boolean | 'true' | 'false' | '';
  /** A checkout page: teaser groups marked `hideGroupInCheckout` are left out. */
  checkout?: boolean | 'true' | 'false' | '';
}

/** The shop’s footer of a country site: full or reduced, columns on desktop, collapsible groups on smartphone and tablet; takes over its prerendered HTML without a visible change. */
export interface ShopFooterElement extends HTMLElement {
  /** The country site; picks the locale. Unknown: DE, with a console warning (case-insensitive; CH-FR is CH_FR). */
  country: string | undefined;
  /** Overrides the country's locale (one of the nine site locales). */
  locale: string | undefined;
  /** Prefix of every service path (the single-page-app path variant); '' = same origin. */
  apiBase: string;
  /** The reduced footer: only the bottom area, no newsletter block (also set by the `shop_channel` cookie). */
  reduced: boolean;
  /** Hides the newsletter block (psdata is then not asked). */
  hideNewsletter: boolean;
  /** A checkout page: teaser groups marked `hideGroupInCheckout` are left out. */
  checkout: boolean;
  addEventListener<K extends keyof ShopFooterElementEventMap>(type: K, listener: (this: ShopFooterElement, event: ShopFooterElementEventMap[K]) => unknown, options?: boolean | AddEventListenerOptions): void;
  addEventListener(type: string, listener: EventListenerOrEventListenerObject, options?: boolean | AddEventListenerOptions): void;
  removeEventListener<K extends keyof ShopFooterElementEventMap>(type: K, listener: (this: ShopFooterElement, event: ShopFooterElementEventMap[K]) => unknown, options?: boolean | EventListenerOptions): void;
  removeEventListener(type: string, listener: EventListenerOrEventListenerObject, options?: boolean | EventListenerOptions): void;
}

declare global {
  interface HTMLElementTagNameMap {
    'shop-footer': ShopFooterElement;
  }
}
