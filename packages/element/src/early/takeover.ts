/**
 * Taking over a prerendered element without a flash: the moves of the lifecycle (shell/lifecycle.ts)
 * from registered through take-over-pending to live. The page holds e.g.
 * `<shop-footer><template shadowrootmode="open">…</template></shop-footer>`, so the element is
 * visible and usable before any script runs. The element's constructor keeps that shadow root as
 * it is (reactElement.ts) and notes its nodes here. React does not clear a shadow root it renders
 * into, so its markup would appear beside the prerendered one: the first layout effect in which
 * the element's live root has content releases the prerendered nodes, with what the shopper did
 * there carried over first (carryOver.ts). An element whose component renders nothing yet (the
 * footer waiting for a country's content) keeps them meanwhile.
 */
import { move, recordOf } from '../shell/lifecycle.ts';
import { carryOver } from './carryOver.ts';
import { prerenderedAttribute } from './loader.ts';
import { afterTypingPause } from './typingPause.ts';

/**
 * Called by an element's constructor: the element is registered, and the content its shadow
 * root has then (a declarative one the parser attached) is prerendered.
 */
export function upgraded(element: Element): void {
  const root = element.shadowRoot;
  const record = recordOf(element);
  record.prerendered = root?.hasChildNodes() ? [...root.childNodes] : undefined;
}

/** True when an element `tag` of the page shows its prerendered markup (before its definition). */
export function showsPrerenderedMarkup(tag: string): boolean {
  if (typeof document === 'undefined') return false;
  return [...document.querySelectorAll(tag)].some((element) =>
    element.shadowRoot?.querySelector(`[${prerenderedAttribute}]`),
  );
}

/** True while the element shows prerendered markup that its live render has not replaced yet. */
export function showsPrerendered(element: Element): boolean {
  return recordOf(element).prerendered !== undefined;
}

/**
 * A React element (re)connected: its live render, in a microtask (after the script that
 * connected it, before any paint; an element connected by another element's render must not
 * flush while React commits that render). Without prerendered markup `now` renders it
 * synchronously: its first painted frame is its final one. With prerendered markup, painted at
 * its final size already, it waits for the shopper's typing pause, then `inSlices` renders it as
 * a transition (React's slices of a few milliseconds), so that taking over a large widget never
 * holds the host page's main thread in one long task.
 */
export function connected(element: Element, render: { now: () => void; inSlices: () => void }): void {
  queueMicrotask(() => {
    if (!element.isConnected) return;
    const root = element.shadowRoot;
    if (!showsPrerendered(element) || !root) {
      render.now();
      return void move(element, 'live');
    }
    const record = move(element, 'take-over-pending');
    record.takeOver?.abort();
    const takeOver = new AbortController();
    record.takeOver = takeOver;
    void afterTypingPause(root, takeOver.signal).then(() => {
      if (!takeOver.signal.aborted && element.isConnected) render.inSlices();
    });
  });
}

/**
 * The live markup is in the element's shadow root: what the shopper typed, ticked, focused,
 * clicked or submitted in the prerendered markup is carried over to it, and the prerendered
 * nodes are removed. Call it outside React's commit: the carry-over's events must reach React
 * as a shopper's would.
 */
export function releasePrerendered(element: Element): void {
  const record = recordOf(element);
  const nodes = record.prerendered;
  const root = element.shadowRoot;
  if (!nodes || !root) return;
  record.prerendered = undefined;
  move(element, 'live');
  const live = [...root.children].find((child) => !nodes.includes(child) && child.classList.contains('shop-root'));
  const release = () => {
    for (const node of nodes) node.remove();
  };
  if (live) carryOver(nodes, live, release);
  else release();
}
