// What the page's footers start before React: their sites' content, the shopper's newsletter
// status and the wait for the newsletter element. A lazy module of the entry that the loader
// evaluates as soon as it has arrived, ahead of the shared runtime (`startModules`,
// vite.config.ts), so that the status request runs while React is evaluated; nothing here
// imports React.
import { documentParsed, parseAttribute } from '@shop/element';
import { readCookie } from '@shop/session';
import { loadBuiltInContent } from '../content/index.ts';
import { channelCookieName, footerVariant } from '../domain/variant.ts';
import { decideNlStatus } from './nlStatus.ts';

// The page's footers, their attributes and their prerendered roots are all there once it is parsed.
await documentParsed();
const footers = [...document.querySelectorAll('shop-footer')];
const flag = (element: Element, name: 'reduced' | 'hide-newsletter') =>
  parseAttribute({ type: 'boolean', default: false }, element.getAttribute(name)) === true;
const mayShowNewsletter = footers.find(
  (footer) =>
    footerVariant(flag(footer, 'reduced'), readCookie(channelCookieName)) === 'full' &&
    !flag(footer, 'hide-newsletter'),
);

// How long the footers wait for what their first frame needs besides their content: 1.5 s, and
// at least until the page has loaded (every module script of the page, the newsletter bundle
// among them, has run by then; a slow device gets the time its page takes). Over at once when
// none of the page's footers is in the document (any more: removed before it was defined, so no
// element of ours can clean up): nobody waits for psdata then, and no timer or request is left.
let stopWaiting = () => {};
const deadline = new Promise<void>((resolve) => {
  if (!footers.some((footer) => footer.isConnected)) return resolve();
  const loaded = new AbortController();
  const timer = setTimeout(() => {
    if (document.readyState === 'complete') resolve();
    else addEventListener('load', () => resolve(), { once: true, signal: loaded.signal });
  }, 1500);
  const removals = new MutationObserver(() => {
    if (!footers.some((footer) => footer.isConnected)) resolve();
  });
  removals.observe(document, { childList: true, subtree: true });
  stopWaiting = () => {
    clearTimeout(timer);
    loaded.abort();
    removals.disconnect();
  };
}).finally(() => stopWaiting());

/**
 * Settles when the first render of the page's footers can be their final one: the content of
 * their countries (one small chunk each, normally preloaded) is there, and, when a footer may
 * show the newsletter block, the shopper's newsletter status (a status that hides it would
 * otherwise remove a block already shown) and the <shop-newsletter> element (the page's
 * newsletter bundle), so that the block has its size in that frame (both within the deadline).
 * A failed content load is reported by the element, which then keeps a prerendered footer.
 */
export const firstFrameReady = Promise.allSettled([
  ...footers.map((footer) => loadBuiltInContent(footer.getAttribute('country') ?? undefined)),
  mayShowNewsletter && decideNlStatus(mayShowNewsletter.getAttribute('api-base') ?? '', deadline),
  mayShowNewsletter && Promise.race([customElements.whenDefined('shop-newsletter'), deadline]),
]);
