/** A tracking event as the shop's tag manager reads it from `window.dataLayer`. */
export interface TrackingEvent {
  event: string;
  [key: string]: unknown;
}

declare global {
  interface Window {
    dataLayer?: unknown[];
  }
}

/**
 * Pushes an event to `window.dataLayer` (created when missing). Tracking never breaks a
 * widget: a page whose dataLayer is not an array, or a throwing tag manager, only warns.
 * Returns whether the event was pushed.
 */
export function track(event: TrackingEvent): boolean {
  if (typeof window === 'undefined') return false;
  try {
    if (window.dataLayer === undefined) window.dataLayer = [];
    if (!Array.isArray(window.dataLayer) && typeof (window.dataLayer as { push?: unknown })?.push !== 'function') {
      console.warn('[shop] window.dataLayer is not an array; tracking event dropped', event.event);
      return false;
    }
    window.dataLayer.push({ ...event });
    return true;
  } catch (error) {
    console.warn('[shop] tracking failed', error);
    return false;
  }
}
