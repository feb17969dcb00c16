/**
 * The shopper's newsletter status as the page's footers decide it before their first render (no
 * React here: ./firstFrame.ts asks for it while the shared runtime is still being evaluated).
 */
let decided: { status: string | undefined } | undefined;

/**
 * A sign-up on this page (any newsletter form's event, which bubbles out of its shadow root) makes
 * the shopper's status "waiting for the double opt-in", as psdata would say on the next page: a
 * footer created from here on (a host script that re-creates the block holding it, e.g. by
 * rewriting its innerHTML) leaves the block out, whatever psdata said when the page started. The
 * footer showing the success message keeps its block (its status is read once, when it renders).
 */
const signedUpStatus = 'WAITING_FOR_DOI';
if (typeof document !== 'undefined')
  document.addEventListener('shop-newsletter-submitted', () => {
    decided = { status: signedUpStatus };
  });

/** The page's decision, once there is one (see decideNlStatus). */
export const decidedNlStatus = () => decided;

/** Asks psdata (one shared request per page, in @shop/session) through the footer's service calls. */
export const loadNlStatus = (apiBase: string, signal: AbortSignal) =>
  import('../api.ts').then(({ footerServices }) => footerServices(apiBase).nlStatus(signal));

export const unknownStatus = (error: unknown) => {
  console.warn('<shop-footer> newsletter status unknown, the block stays', error);
  return undefined;
};

/**
 * Asks psdata for the nl_status of the page's footers before they render, so that the block is
 * shown or left out from their first frame. Settles when known or at the deadline: the status is
 * then unknown and the block shows; a later answer is ignored rather than taking away a block the
 * shopper may be typing in.
 */
export async function decideNlStatus(apiBase: string, deadline: Promise<unknown>): Promise<void> {
  const controller = new AbortController();
  const answer = loadNlStatus(apiBase, controller.signal).catch(unknownStatus);
  decided = { status: await Promise.race([answer, deadline.then(() => undefined)]) };
  // Too late is as good as never: the page's shared request is left (aborted once nobody waits).
  controller.abort();
}
