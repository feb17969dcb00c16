// Generated from custom-elements.json by `npx -y pnpm@10 api`; do not edit.

/** The events of `<shop-login>`, with their `detail`. */
export interface ShopLoginElementEventMap extends HTMLElementEventMap {
  /** The service answered 2xx and a LoginToken is present. Bubbles, composed. */
  'shop-login-success': CustomEvent<{ email: string }>;
  /** A login failed (`status` is null when there was no answer). Bubbles, composed. */
  'shop-login-error': CustomEvent<{ reason: 'unauthorized' | 'unavailable'; status: number | null }>;
  /** Right before the element leaves the page for `target`. Bubbles, composed. */
  'shop-login-redirect': CustomEvent<{ target: string; reason: 'login' | 'already-logged-in' }>;
}

/** The attributes of `<shop-login>` and the values a host may write. */
export interface ShopLoginElementAttributes {
  /** The country site; picks the locale. Unknown: DE, with a console warning (case-insensitive; CH-FR is CH_FR). */
  country?: 'DE' | 'AT' | 'CH' | 'CH_FR' | 'CZ' | 'HU' | 'SK' | 'TR' | 'PL';
  /** Overrides the country's locale (one of the nine site locales). */
  locale?: 'de-DE' | 'de-AT' | 'de-CH' | 'fr-CH' | 'cs-CZ' | 'hu-HU' | 'sk-SK' | 'tr-TR' | 'pl-PL';
  /** Prefix of every service path (the single-page-app path variant); '' = same origin. */
  'api-base'?: string;
  /** A known e-mail address the page passes in; wins over the one remembered on this device. */
  email?: string;
  /** After a successful login, remember its e-mail on this device; `remember-email="false"` remembers nothing and forgets a remembered one. */
  'remember-email'?: boolean | 'true' | 'false' | '';
  /** The site’s home page, a same-origin path (default `/`; `/?country=TR` on the demo host): where a shopper without a usable redirect target goes after the login. */
  home?: string;
}

/** The content of the login page: the e-mail and password form, the login call, its messages and the redirect after a login. */
export interface ShopLoginElement extends HTMLElement {
  /** The country site; picks the locale. Unknown: DE, with a console warning (case-insensitive; CH-FR is CH_FR). */
  country: string | undefined;
  /** Overrides the country's locale (one of the nine site locales). */
  locale: string | undefined;
  /** Prefix of every service path (the single-page-app path variant); '' = same origin. */
  apiBase: string;
  /** A known e-mail address the page passes in; wins over the one remembered on this device. */
  email: string | undefined;
  /** After a successful login, remember its e-mail on this device; `remember-email="false"` remembers nothing and forgets a remembered one. */
  rememberEmail: boolean;
  /** The site’s home page, a same-origin path (default `/`; `/?country=TR` on the demo host): where a shopper without a usable redirect target goes after the login. */
  home: string | undefined;
  addEventListener<K extends keyof ShopLoginElementEventMap>(type: K, listener: (this: ShopLoginElement, event: ShopLoginElementEventMap[K]) => unknown, options?: boolean | AddEventListenerOptions): void;
  addEventListener(type: string, listener: EventListenerOrEventListenerObject, options?: boolean | AddEventListenerOptions): void;
  removeEventListener<K extends keyof ShopLoginElementEventMap>(type: K, listener: (this: ShopLoginElement, event: ShopLoginElementEventMap[K]) => unknown, options?: boolean | EventListenerOptions): void;
  removeEventListener(type: string, listener: EventListenerOrEventListenerObject, options?: boolean | EventListenerOptions): void;
}

declare global {
  interface HTMLElementTagNameMap {
    'shop-login': ShopLoginElement;
  }
}
