// Generated from custom-elements.json by `npx -y pnpm@10 api`; do not edit.

/** The events of `<shop-banderole>`, with their `detail`. */
export interface ShopBanderoleElementEventMap extends HTMLElementEventMap {
}

/** The attributes of `<shop-banderole>` and the values a host may write. */
export interface ShopBanderoleElementAttributes {
  /** The country site; picks the locale. Unknown: DE, with a console warning (case-insensitive; CH-FR is CH_FR). */
  country?: 'DE' | 'AT' | 'CH' | 'CH_FR' | 'CZ' | 'HU' | 'SK' | 'TR' | 'PL';
  /** Overrides the country's locale (one of the nine site locales). */
  locale?: 'de-DE' | 'de-AT' | 'de-CH' | 'fr-CH' | 'cs-CZ' | 'hu-HU' | 'sk-SK' | 'tr-TR' | 'pl-PL';
  /** Prefix of every service path (the single-page-app path variant); '' = same origin. */
  'api-base'?: string;
  /** The colour scheme; anything else is `default`. */
  variant?: 'default' | 'loyalty-card';
  /** The text of the strip. */
  text?: string;
  /** The name of an icon shown before the text (as `<shop-icon name>`), e.g. `loyalty-card`. */
  icon?: string;
}

/** A highlighted strip with an optional icon, e.g. for loyalty-card offers. */
export interface ShopBanderoleElement extends HTMLElement {
  /** The country site; picks the locale. Unknown: DE, with a console warning (case-insensitive; CH-FR is CH_FR). */
  country: string | undefined;
  /** Overrides the country's locale (one of the nine site locales). */
  locale: string | undefined;
  /** Prefix of every service path (the single-page-app path variant); '' = same origin. */
  apiBase: string;
  /** The colour scheme; anything else is `default`. */
  variant: string;
  /** The text of the strip. */
  text: string;
  /** The name of an icon shown before the text (as `<shop-icon name>`), e.g. `loyalty-card`. */
  icon: string;
  addEventListener<K extends keyof ShopBanderoleElementEventMap>(type: K, listener: (this: ShopBanderoleElement, event: ShopBanderoleElementEventMap[K]) => unknown, options?: boolean | AddEventListenerOptions): void;
  addEventListener(type: string, listener: EventListenerOrEventListenerObject, options?: boolean | AddEventListenerOptions): void;
  removeEventListener<K extends keyof ShopBanderoleElementEventMap>(type: K, listener: (this: ShopBanderoleElement, event: ShopBanderoleElementEventMap[K]) => unknown, options?: boolean | EventListenerOptions): void;
  removeEventListener(type: string, listener: EventListenerOrEventListenerObject, options?: boolean | EventListenerOptions): void;
}

/** The events of `<shop-gallery>`, with their `detail`. */
export interface ShopGalleryElementEventMap extends HTMLElementEventMap {
  /** A gallery button or button-like text link was clicked. Bubbles, composed. */
  'shop-click': CustomEvent<{ variant: string } | { textLink: 'button' }>;
  /** A field’s clear button was used. Bubbles, composed. */
  'shop-clear': CustomEvent<{ field: 'text' | 'search' }>;
  /** The search field was submitted. Bubbles, composed. */
  'shop-search': CustomEvent<{ value: string }>;
  /** A notification’s close button was used. Bubbles, composed. */
  'shop-close': CustomEvent<{ variant: string }>;
  /** The country select changed. Bubbles, composed. */
  'shop-change': CustomEvent<{ country: string }>;
  /** The expansion item opened or closed. Bubbles, composed. */
  'shop-toggle': CustomEvent<{ expanded: boolean }>;
}

/** The attributes of `<shop-gallery>` and the values a host may write. */
export interface ShopGalleryElementAttributes {
  /** The country site; picks the locale. Unknown: DE, with a console warning (case-insensitive; CH-FR is CH_FR). */
  country?: 'DE' | 'AT' | 'CH' | 'CH_FR' | 'CZ' | 'HU' | 'SK' | 'TR' | 'PL';
  /** Overrides the country's locale (one of the nine site locales). */
  locale?: 'de-DE' | 'de-AT' | 'de-CH' | 'fr-CH' | 'cs-CZ' | 'hu-HU' | 'sk-SK' | 'tr-TR' | 'pl-PL';
  /** Prefix of every service path (the single-page-app path variant); '' = same origin. */
  'api-base'?: string;
}

/** The QA page of the design system: every widget in every variant and state, in the page’s locale, with a log of their events. Loaded lazily, only on a page carrying the tag. */
export interface ShopGalleryElement extends HTMLElement {
  /** The country site; picks the locale. Unknown: DE, with a console warning (case-insensitive; CH-FR is CH_FR). */
  country: string | undefined;
  /** Overrides the country's locale (one of the nine site locales). */
  locale: string | undefined;
  /** Prefix of every service path (the single-page-app path variant); '' = same origin. */
  apiBase: string;
  addEventListener<K extends keyof ShopGalleryElementEventMap>(type: K, listener: (this: ShopGalleryElement, event: ShopGalleryElementEventMap[K]) => unknown, options?: boolean | AddEventListenerOptions): void;
  addEventListener(type: string, listener: EventListenerOrEventListenerObject, options?: boolean | AddEventListenerOptions): void;
  removeEventListener<K extends keyof ShopGalleryElementEventMap>(type: K, listener: (this: ShopGalleryElement, event: ShopGalleryElementEventMap[K]) => unknown, options?: boolean | EventListenerOptions): void;
  removeEventListener(type: string, listener: EventListenerOrEventListenerObject, options?: boolean | EventListenerOptions): void;
}

/** The events of `<shop-icon>`, with their `detail`. */
export interface ShopIconElementEventMap extends HTMLElementEventMap {
}

/** The attributes of `<shop-icon>` and the values a host may write. */
export interface ShopIconElementAttributes {
  /** The country site; picks the locale. Unknown: DE, with a console warning (case-insensitive; CH-FR is CH_FR). */
  country?: 'DE' | 'AT' | 'CH' | 'CH_FR' | 'CZ' | 'HU' | 'SK' | 'TR' | 'PL';
  /** Overrides the country's locale (one of the nine site locales). */
  locale?: 'de-DE' | 'de-AT' | 'de-CH' | 'fr-CH' | 'cs-CZ' | 'hu-HU' | 'sk-SK' | 'tr-TR' | 'pl-PL';
  /** Prefix of every service path (the single-page-app path variant); '' = same origin. */
  'api-base'?: string;
  /** The icon’s kebab-case name, e.g. `coffee`, `flag-poland` (the README lists them). */
  name?: string;
  /** Size in pixels; anything else is 16. */
  size?: 12 | 16 | 24 | `${12 | 16 | 24}`;
  /** Fills its container instead of a fixed size. */
  scale?: boolean | 'true' | 'false' | '';
  /** Its accessible name (`role="img"`); empty: decorative (`aria-hidden`). */
  label?: string;
}

/** One icon or flag by name; only that icon’s module is loaded. An unknown name renders nothing and warns. */
export interface ShopIconElement extends HTMLElement {
  /** The country site; picks the locale. Unknown: DE, with a console warning (case-insensitive; CH-FR is CH_FR). */
  country: string | undefined;
  /** Overrides the country's locale (one of the nine site locales). */
  locale: string | undefined;
  /** Prefix of every service path (the single-page-app path variant); '' = same origin. */
  apiBase: string;
  /** The icon’s kebab-case name, e.g. `coffee`, `flag-poland` (the README lists them). */
  name: string;
  /** Size in pixels; anything else is 16. */
  size: number;
  /** Fills its container instead of a fixed size. */
  scale: boolean;
  /** Its accessible name (`role="img"`); empty: decorative (`aria-hidden`). */
  label: string;
  addEventListener<K extends keyof ShopIconElementEventMap>(type: K, listener: (this: ShopIconElement, event: ShopIconElementEventMap[K]) => unknown, options?: boolean | AddEventListenerOptions): void;
  addEventListener(type: string, listener: EventListenerOrEventListenerObject, options?: boolean | AddEventListenerOptions): void;
  removeEventListener<K extends keyof ShopIconElementEventMap>(type: K, listener: (this: ShopIconElement, event: ShopIconElementEventMap[K]) => unknown, options?: boolean | EventListenerOptions): void;
  removeEventListener(type: string, listener: EventListenerOrEventListenerObject, options?: boolean | EventListenerOptions): void;
}

/** The events of `<shop-notification>`, with their `detail`. */
export interface ShopNotificationElementEventMap extends HTMLElementEventMap {
  /** The shopper used the close button (the element does not hide itself: the page decides). Bubbles, composed. */
  'shop-close': CustomEvent<null>;
}

/** The attributes of `<shop-notification>` and the values a host may write. */
export interface ShopNotificationElementAttributes {
  /** The country site; picks the locale. Unknown: DE, with a console warning (case-insensitive; CH-FR is CH_FR). */
  country?: 'DE' | 'AT' | 'CH' | 'CH_FR' | 'CZ' | 'HU' | 'SK' | 'TR' | 'PL';
  /** Overrides the country's locale (one of the nine site locales). */
  locale?: 'de-DE' | 'de-AT' | 'de-CH' | 'fr-CH' | 'cs-CZ' | 'hu-HU' | 'sk-SK' | 'tr-TR' | 'pl-PL';
  /** Prefix of every service path (the single-page-app path variant); '' = same origin. */
  'api-base'?: string;
  /** The kind of message; anything else shows as success. */
  variant?: 'success' | 'error' | 'information' | 'warning';
  /** Shows the variant’s pictogram before the message. */
  'show-pictogram'?: boolean | 'true' | 'false' | '';
  /** No background colour (on coloured surfaces). */
  transparent?: boolean | 'true' | 'false' | '';
  /** Shows the close button (its label is translated). */
  'show-close-icon'?: boolean | 'true' | 'false' | '';
  /** Whether the message shows; `open="false"` hides it. */
  open?: boolean | 'true' | 'false' | '';
}

/** A message box (success, error, information, warning); its light-DOM content is the message. */
export interface ShopNotificationElement extends HTMLElement {
  /** The country site; picks the locale. Unknown: DE, with a console warning (case-insensitive; CH-FR is CH_FR). */
  country: string | undefined;
  /** Overrides the country's locale (one of the nine site locales). */
  locale: string | undefined;
  /** Prefix of every service path (the single-page-app path variant); '' = same origin. */
  apiBase: string;
  /** The kind of message; anything else shows as success. */
  variant: string;
  /** Shows the variant’s pictogram before the message. */
  showPictogram: boolean;
  /** No background colour (on coloured surfaces). */
  transparent: boolean;
  /** Shows the close button (its label is translated). */
  showCloseIcon: boolean;
  /** Whether the message shows; `open="false"` hides it. */
  open: boolean;
  addEventListener<K extends keyof ShopNotificationElementEventMap>(type: K, listener: (this: ShopNotificationElement, event: ShopNotificationElementEventMap[K]) => unknown, options?: boolean | AddEventListenerOptions): void;
  addEventListener(type: string, listener: EventListenerOrEventListenerObject, options?: boolean | AddEventListenerOptions): void;
  removeEventListener<K extends keyof ShopNotificationElementEventMap>(type: K, listener: (this: ShopNotificationElement, event: ShopNotificationElementEventMap[K]) => unknown, options?: boolean | EventListenerOptions): void;
  removeEventListener(type: string, listener: EventListenerOrEventListenerObject, options?: boolean | EventListenerOptions): void;
}

declare global {
  interface HTMLElementTagNameMap {
    'shop-banderole': ShopBanderoleElement;
    'shop-gallery': ShopGalleryElement;
    'shop-icon': ShopIconElement;
    'shop-notification': ShopNotificationElement;
  }
}
