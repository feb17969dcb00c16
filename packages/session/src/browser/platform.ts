import { type Platform, resolvePlatform } from '../domain/platform.ts';

/** The page's platform now: `data-platform` on <html>, else the window width. */
export function detectPlatform(): Platform {
  if (typeof document === 'undefined' || typeof window === 'undefined') return 'CLASSIC';
  return resolvePlatform(document.documentElement.getAttribute('data-platform'), window.innerWidth);
}

/** Calls `onChange` on window resize and when `data-platform` changes; returns the unsubscribe. */
export function subscribeToPlatform(onChange: () => void): () => void {
  window.addEventListener('resize', onChange);
  // A template may set or change data-platform after the widgets loaded.
  const observer = typeof MutationObserver === 'undefined' ? null : new MutationObserver(onChange);
  observer?.observe(document.documentElement, { attributes: true, attributeFilter: ['data-platform'] });
  return () => {
    window.removeEventListener('resize', onChange);
    observer?.disconnect();
  };
}
