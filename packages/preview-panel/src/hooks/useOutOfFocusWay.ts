import { type RefObject, useEffect, useLayoutEffect, useRef, useState } from 'react';

/** Whether two boxes overlap. */
const overlaps = (a: DOMRectReadOnly, b: DOMRectReadOnly) =>
  a.left < b.right && b.left < a.right && a.top < b.bottom && b.top < a.bottom;

/** The focused element, inside open shadow roots too, or null when it is inside `panel` (or nothing is focused). */
function focusedOutside(panel: Element): Element | null {
  let focused = document.activeElement;
  while (focused?.shadowRoot?.activeElement) focused = focused.shadowRoot.activeElement;
  if (!focused || focused === document.body) return null;
  for (let node: Node | null = focused; node; node = node.parentNode ?? (node as ShadowRoot).host ?? null)
    if (node === panel) return null;
  return focused;
}

/**
 * WCAG 2.2 2.4.11 (Focus Not Obscured): the panel is pinned to a corner of the viewport, above
 * the page. When the page's focus is on something the panel covers (a footer link at the
 * bottom of a phone's screen, while tabbing), the panel moves to the top corner, and back once
 * the focus is elsewhere. Checked when the focus moves, while the page scrolls or resizes, after
 * a key or a press, and again a little later each time: a page with smooth scrolling brings the
 * focused element into view after the focus event, and a widget's take-over (which waits for a
 * pause in typing) replaces the focused element and moves the focus without an event of the
 * page's. Returns whether the panel is at the top.
 */
export function useOutOfFocusWay(container: RefObject<HTMLElement | null>): boolean {
  const [atTop, setAtTop] = useState(false);
  // Where the panel is drawn now: a move asked for is drawn only at React's next commit, which a
  // busy phone may run several checks later.
  const drawnAtTop = useRef(false);
  useLayoutEffect(() => {
    drawnAtTop.current = atTop;
  }, [atTop]);
  useEffect(() => {
    let frame = 0;
    let later: ReturnType<typeof setTimeout>[] = [];
    // The panel's box in its own corner, measured there: where it would cover a focused element.
    let ownCorner: DOMRectReadOnly | null = null;
    const check = () => {
      cancelAnimationFrame(frame);
      frame = requestAnimationFrame(() => {
        const panel = container.current;
        const focused = panel && focusedOutside(panel);
        if (!panel || !focused) return;
        // Measured only while the panel is drawn in its own corner. Judged by the state asked for
        // instead, a check between a move back to the corner and its commit measured the panel
        // still at the top, took that for its corner, and kept it over the page's first links.
        if (!drawnAtTop.current) ownCorner = panel.getBoundingClientRect();
        if (ownCorner) setAtTop(overlaps(ownCorner, focused.getBoundingClientRect()));
      });
    };
    const checkNowAndLater = () => {
      check();
      for (const timer of later) clearTimeout(timer);
      later = [150, 600].map((delay) => setTimeout(check, delay));
    };
    const triggers = ['focusin', 'scroll', 'resize', 'keyup', 'pointerup'] as const;
    for (const name of triggers) addEventListener(name, checkNowAndLater, { capture: true, passive: true });
    // And twice a second: a take-over on a busy phone can come seconds after the last event and
    // move the focused element under the panel (the panel is on staff browsers only).
    const every = setInterval(check, 500);
    return () => {
      clearInterval(every);
      cancelAnimationFrame(frame);
      for (const timer of later) clearTimeout(timer);
      for (const name of triggers) removeEventListener(name, checkNowAndLater, { capture: true });
    };
  }, [container]);
  return atTop;
}
