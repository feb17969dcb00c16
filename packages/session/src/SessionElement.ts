import { cookieAppearedAttribute, dispatchShopEvent } from '@shop/design-system';
import { browserSessionEnvironment } from './browser/browserSession.ts';
import { type SessionController, startSession } from './browser/sessionController.ts';

/**
 * <shop-session>: headless. Keeps a logged-in shopper logged in (see README, "Session
 * renewal"); reflects the state code as `data-state` on the element and emits
 * `shop-session-renewed`, `shop-session-expired`, `shop-session-login-detected` and
 * `shop-session-error` with `detail: { state }`.
 *
 * A plain custom element: it renders nothing, so it needs neither React nor a shadow root
 * (the page's JavaScript budget, bench/RESULTS.md). Removal stops every timer, listener,
 * lock and request of the session controller.
 */
export class SessionElement extends HTMLElement {
  static observedAttributes = ['api-base'];
  #session: SessionController | undefined;

  connectedCallback() {
    this.#start();
  }

  disconnectedCallback() {
    this.#stop();
  }

  attributeChangedCallback() {
    if (!this.#session) return;
    this.#stop();
    this.#start();
  }

  #start() {
    this.#session = startSession(
      browserSessionEnvironment({
        apiBase: this.getAttribute('api-base') ?? '',
        emit: (name, state) => dispatchShopEvent(this, name, { state }),
        reflect: (code) => this.setAttribute('data-state', String(code)),
        // The loader fetches this element's code for a visitor without a login only once one
        // appears (another tab, the login form): then that login is announced as detected.
        loggedOutBefore: this.hasAttribute(cookieAppearedAttribute),
      }),
    );
  }

  #stop() {
    this.#session?.stop();
    this.#session = undefined;
  }
}
