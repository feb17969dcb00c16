// Generated from custom-elements.json by `npx -y pnpm@10 api`; do not edit.

/** The events of `<shop-session>`, with their `detail`. */
export interface ShopSessionElementEventMap extends HTMLElementEventMap {
  /** A renewal succeeded: `state` 1 (renewed, 200) or 0 (created, 201). Bubbles, composed. */
  'shop-session-renewed': CustomEvent<{ state: 0 | 1 }>;
  /** The token was found expired (once per token). Bubbles, composed. */
  'shop-session-expired': CustomEvent<{ state: 5 }>;
  /** After being logged out, a login made elsewhere (another tab, the login form) appeared in the cookie. Bubbles, composed. */
  'shop-session-login-detected': CustomEvent<{ state: 0 | 1 | 4 }>;
  /** A renewal failed (server error, time-out or dropped connection). Bubbles, composed. */
  'shop-session-error': CustomEvent<{ state: 2 }>;
}

/** The attributes of `<shop-session>` and the values a host may write. */
export interface ShopSessionElementAttributes {
  /** Prefix of every service path (the single-page-app path variant); '' = same origin. */
  'api-base'?: string;
}

/** Headless (renders nothing): keeps a logged-in shopper logged in by renewing the LoginToken; reflects its state code as `data-state`. */
export interface ShopSessionElement extends HTMLElement {
  addEventListener<K extends keyof ShopSessionElementEventMap>(type: K, listener: (this: ShopSessionElement, event: ShopSessionElementEventMap[K]) => unknown, options?: boolean | AddEventListenerOptions): void;
  addEventListener(type: string, listener: EventListenerOrEventListenerObject, options?: boolean | AddEventListenerOptions): void;
  removeEventListener<K extends keyof ShopSessionElementEventMap>(type: K, listener: (this: ShopSessionElement, event: ShopSessionElementEventMap[K]) => unknown, options?: boolean | EventListenerOptions): void;
  removeEventListener(type: string, listener: EventListenerOrEventListenerObject, options?: boolean | EventListenerOptions): void;
}

declare global {
  interface HTMLElementTagNameMap {
    'shop-session': ShopSessionElement;
  }
}
