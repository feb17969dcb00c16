import { hasPreviewCookie } from './domain/cookies.ts';

/** Attributes the gate passes on to the panel it mounts. */
const forwardedAttributes = ['country', 'locale', 'api-base'] as const;
const checkauthPath = '/service/preview/api/auth/checkauth';
const logoutEvent = 'shop-preview-logout';
const checkauthTimeoutMs = 15_000;

/**
 * `<shop-preview-panel>` as every page loads it: a tiny gate without React. Without a
 * StaffAuthToken or CobraAuthToken cookie it does nothing at all (no request, no DOM).
 * With one, it asks checkauth; only on status SUCCESS does it load the panel's chunk and
 * mount the panel in its shadow root. Any failure leaves the page untouched and silent.
 */
export class PreviewGate extends HTMLElement {
  static observedAttributes = [...forwardedAttributes];
  #pending: AbortController | null = null;
  #panel: HTMLElement | null = null;

  connectedCallback(): void {
    if (this.#panel || this.#pending || !hasPreviewCookie(document.cookie)) return;
    const pending = new AbortController();
    this.#pending = pending;
    this.#open(pending.signal)
      .catch(() => {
        // No panel: a failing or unreachable auth check is the same as "not staff".
      })
      .finally(() => {
        if (this.#pending === pending) this.#pending = null;
      });
  }

  disconnectedCallback(): void {
    this.#pending?.abort();
    this.#pending = null;
  }

  attributeChangedCallback(name: string, _old: string | null, value: string | null): void {
    if (!this.#panel) return;
    if (value === null) this.#panel.removeAttribute(name);
    else this.#panel.setAttribute(name, value);
  }

  async #open(signal: AbortSignal): Promise<void> {
    const response = await fetch(`${this.getAttribute('api-base') ?? ''}${checkauthPath}`, {
      credentials: 'include',
      referrerPolicy: 'no-referrer',
      cache: 'no-store',
      headers: { accept: 'application/json' },
      signal: AbortSignal.any([signal, AbortSignal.timeout(checkauthTimeoutMs)]),
    });
    // Read every answer to its end: an unread body would hold the connection until the time-out.
    const text = await response.text();
    if (!response.ok) return;
    const auth: unknown = JSON.parse(text);
    if ((auth as { status?: unknown } | null)?.status !== 'SUCCESS') return;
    const { createPanel } = await import('./panel.ts');
    if (signal.aborted) return;
    const panel = createPanel(auth);
    for (const name of forwardedAttributes) {
      const value = this.getAttribute(name);
      if (value !== null) panel.setAttribute(name, value);
    }
    panel.addEventListener(logoutEvent, () => {
      panel.remove();
      this.#panel = null;
    });
    (this.shadowRoot ?? this.attachShadow({ mode: 'open' })).append(panel);
    this.#panel = panel;
  }
}
