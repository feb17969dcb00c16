// Generated from custom-elements.json by `npx -y pnpm@10 api`; do not edit.

/** The events of `<shop-newsletter>`, with their `detail`. */
export interface ShopNewsletterElementEventMap extends HTMLElementEventMap {
  /** After a successful sign-up, and after a bot-trapped fake one (a robot must not tell the difference); no personal data. Bubbles, composed. */
  'shop-newsletter-submitted': CustomEvent<{ origin: string; originAddition: string }>;
}

/** The attributes of `<shop-newsletter>` and the values a host may write. */
export interface ShopNewsletterElementAttributes {
  /** The country site; picks the locale. Unknown: DE, with a console warning (case-insensitive; CH-FR is CH_FR). */
  country?: 'DE' | 'AT' | 'CH' | 'CH_FR' | 'CZ' | 'HU' | 'SK' | 'TR' | 'PL';
  /** Overrides the country's locale (one of the nine site locales). */
  locale?: 'de-DE' | 'de-AT' | 'de-CH' | 'fr-CH' | 'cs-CZ' | 'hu-HU' | 'sk-SK' | 'tr-TR' | 'pl-PL';
  /** Prefix of every service path (the single-page-app path variant); '' = same origin. */
  'api-base'?: string;
  /** Where the sign-up comes from; anything else is `NEWSLETTER`. */
  origin?: 'NEWSLETTER' | 'SHOPPING_CART';
  /** Where the form sits, e.g. `footer`; sent and tracked as `origin:originAddition`. */
  'origin-addition'?: string;
  /** Shows the "link no longer valid" banner (also shown when the page address has `newsletter=link-invalid`). */
  'confirmation-link-invalid'?: boolean | 'true' | 'false' | '';
  /** Value of the `X-Site` header of the sign-up call. */
  site?: string;
  /** Value of the `X-Original-Address` header of the sign-up call. */
  'original-address'?: string;
}

/** The newsletter sign-up with double opt-in: e-mail first, extra fields on demand, the per-country rules, prefill for logged-in shoppers. */
export interface ShopNewsletterElement extends HTMLElement {
  /** The country site; picks the locale. Unknown: DE, with a console warning (case-insensitive; CH-FR is CH_FR). */
  country: string | undefined;
  /** Overrides the country's locale (one of the nine site locales). */
  locale: string | undefined;
  /** Prefix of every service path (the single-page-app path variant); '' = same origin. */
  apiBase: string;
  /** Where the sign-up comes from; anything else is `NEWSLETTER`. */
  origin: string;
  /** Where the form sits, e.g. `footer`; sent and tracked as `origin:originAddition`. */
  originAddition: string;
  /** Shows the "link no longer valid" banner (also shown when the page address has `newsletter=link-invalid`). */
  confirmationLinkInvalid: boolean;
  /** Value of the `X-Site` header of the sign-up call. */
  site: string;
  /** Value of the `X-Original-Address` header of the sign-up call. */
  originalAddress: string;
  addEventListener<K extends keyof ShopNewsletterElementEventMap>(type: K, listener: (this: ShopNewsletterElement, event: ShopNewsletterElementEventMap[K]) => unknown, options?: boolean | AddEventListenerOptions): void;
  addEventListener(type: string, listener: EventListenerOrEventListenerObject, options?: boolean | AddEventListenerOptions): void;
  removeEventListener<K extends keyof ShopNewsletterElementEventMap>(type: K, listener: (this: ShopNewsletterElement, event: ShopNewsletterElementEventMap[K]) => unknown, options?: boolean | EventListenerOptions): void;
  removeEventListener(type: string, listener: EventListenerOrEventListenerObject, options?: boolean | EventListenerOptions): void;
}

declare global {
  interface HTMLElementTagNameMap {
    'shop-newsletter': ShopNewsletterElement;
  }
}
