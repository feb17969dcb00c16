import { setNativeValue } from '../shell/setNativeValue.ts';

/**
 * What a shopper did in a prerendered widget before its code arrived, moved onto the live
 * widget when it takes over (`releasePrerendered`). The prerendered markup and the live one
 * come from the same render, so their form controls pair up in document order; a pair whose
 * kind, type or name differ is left alone.
 *
 * The live controls are React's: a value is set through the element's own setter and announced
 * with the event React listens to, so the form's state, its masks and its validation see it as
 * typed. Fields the shopper left before (marked by the loader) get a focus and a blur as React
 * sees them, without moving the page's focus, so that they are validated as in a live widget.
 * Then the focused field is focused again with its caret, the buttons clicked meanwhile are
 * clicked (an odd number of times: once), the groups opened natively meanwhile are opened, and a
 * form submitted meanwhile is submitted once.
 *
 * Run it outside React's commit (a microtask after it): React flushes what the events change
 * at once there, before the browser paints, and no keystroke can come in between.
 */
const controls = 'form, input, select, textarea, button';
/** What the loader notes on a prerendered control the shopper used (left, clicked, pressed, submitted). */
const marks = ['data-shop-visited', 'data-shop-clicks', 'data-shop-pressed', 'data-shop-submit'];

/**
 * `release` removes the prerendered nodes. It runs after the focus has moved and before the
 * page's scroll position is put back: browsers anchor scrolling on the focused element, so
 * removing the prerendered markup above the live field scrolled the page by that markup's height
 * (a shopper typing into the newsletter at 375 px saw the field jump by 64 to 396 px).
 */
export function carryOver(from: readonly Node[], to: ParentNode, release: () => void = () => {}): void {
  const root = to instanceof Node ? (to.getRootNode() as Document | ShadowRoot) : null;
  const active = root && 'activeElement' in root ? root.activeElement : null;
  const before = controlsIn(from);
  const after = [...to.querySelectorAll<HTMLElement>(controls)];
  const pairs: [HTMLElement, HTMLElement][] = [];
  // An index loop, not `before.entries()`: Prototype 1.6 replaces Array.prototype.entries
  // with one that returns the values, on the pages of Magento 1.3-1.5.
  for (let index = 0; index < before.length; index++) {
    const old = before[index] as HTMLElement;
    const live = after[index];
    if (live && signature(live) === signature(old)) pairs.push([old, live]);
  }
  const focused = pairs.find(([old]) => old === active);
  const stateChanges = pairs.flatMap(([old, live]) => stateChange(old, live) ?? []);
  const untouched = pairs.every(([old]) => !marks.some((mark) => old.hasAttribute(mark)));
  const focusInside = active !== null && from.some((node) => node.contains(active));
  // Most shoppers touch nothing before the take-over: then nothing is read from the page either.
  // Reading the scroll position lays the page out (React has just inserted the live markup),
  // about 20 ms at 4× CPU, which would lengthen the take-over's task for every page view.
  const touched = focusInside || stateChanges.length > 0 || !untouched;
  const scroll = touched ? { x: window.scrollX, y: window.scrollY } : null;
  carryDisclosures(from, to);
  for (const change of stateChanges) change();
  for (const [old, live] of pairs) {
    if (old !== active && old.hasAttribute('data-shop-visited')) {
      live.dispatchEvent(new FocusEvent('focusin', { bubbles: true, composed: true }));
      live.dispatchEvent(new FocusEvent('focusout', { bubbles: true, composed: true }));
    }
  }
  for (const [old, live] of pairs) if (Number(old.getAttribute('data-shop-clicks') ?? 0) % 2 === 1) live.click();
  for (const [old, live] of pairs) if (old.hasAttribute('data-shop-pressed')) clickOnRelease(live);
  if (focused) moveFocus(focused[0], focused[1]);
  release();
  if (scroll && (window.scrollX !== scroll.x || window.scrollY !== scroll.y)) window.scrollTo(scroll.x, scroll.y);
  // The submit waits for the task after: React renders what the carried events changed (in a
  // microtask), so the form's submit handler sees every carried value.
  for (const [old, live] of pairs)
    if (old.hasAttribute('data-shop-submit') && live instanceof HTMLFormElement)
      setTimeout(() => {
        if (live.isConnected) live.requestSubmit();
      }, 0);
}

/**
 * A prerender may draw a group as a native disclosure (`details[data-shop-toggle]`, a footer's
 * groups on a phone), which the shopper opens and closes without any script; in the live markup
 * the same groups are buttons with `aria-expanded`, in the same order. The n-th live group is
 * opened when the n-th disclosure is open at the take-over, once the live markup has as many
 * toggles (a widget rendered in stages adds them over a few frames; after two seconds without
 * them nothing is opened). A focused summary hands the focus to its live twin; one pressed while
 * the take-over replaces it (the loader marks it) clicks its twin when the press is released there.
 */
function carryDisclosures(from: readonly Node[], to: ParentNode): void {
  const disclosures = from.flatMap((node) =>
    node instanceof Element ? [...node.querySelectorAll<HTMLDetailsElement>('details[data-shop-toggle]')] : [],
  );
  const open = disclosures.flatMap((disclosure, index) => (disclosure.open ? [index] : []));
  const pressed = disclosures.flatMap((disclosure, index) =>
    disclosure.querySelector(':scope > summary[data-shop-pressed]') ? [index] : [],
  );
  const root = to instanceof Node ? (to.getRootNode() as Document | ShadowRoot) : null;
  const active = root && 'activeElement' in root ? root.activeElement : null;
  const focused = disclosures.findIndex(
    (disclosure) => active?.localName === 'summary' && active.parentElement === disclosure,
  );
  if (open.length === 0 && pressed.length === 0 && focused === -1) return;
  const apply = () => {
    const live = [...to.querySelectorAll<HTMLElement>('button[aria-expanded]')];
    if (live.length !== disclosures.length) return false;
    for (const index of open) if (live[index]?.getAttribute('aria-expanded') === 'false') live[index]?.click();
    for (const index of pressed) {
      const toggle = live[index];
      if (toggle) clickOnRelease(toggle);
    }
    live[focused]?.focus({ preventScroll: true });
    return true;
  };
  if (apply()) return;
  const observer = new MutationObserver(() => {
    if (apply()) stopWaiting();
  });
  const timer = setTimeout(() => stopWaiting(), 2000);
  const stopWaiting = () => {
    observer.disconnect();
    clearTimeout(timer);
  };
  observer.observe(to, { childList: true, subtree: true });
}

/**
 * A control the shopper is pressing while the take-over replaces it gets no click from the
 * browser (the press began on the prerendered twin): when the press is released on the live
 * control, it is clicked, unless the browser did click it.
 */
function clickOnRelease(live: HTMLElement): void {
  let clicked = false;
  const onClick = () => {
    clicked = true;
  };
  const onRelease = (event: Event) => {
    removeEventListener('pointerup', onRelease, true);
    removeEventListener('pointercancel', onRelease, true);
    if (event.type !== 'pointerup' || !event.composedPath().includes(live)) return;
    live.addEventListener('click', onClick, { once: true });
    setTimeout(() => {
      live.removeEventListener('click', onClick);
      if (!clicked) live.click();
    }, 0);
  };
  addEventListener('pointerup', onRelease, true);
  addEventListener('pointercancel', onRelease, true);
  // A press is released within seconds; a later pointer-up is another gesture.
  setTimeout(() => {
    removeEventListener('pointerup', onRelease, true);
    removeEventListener('pointercancel', onRelease, true);
  }, 5000);
}

function controlsIn(nodes: readonly Node[]): HTMLElement[] {
  const found: HTMLElement[] = [];
  for (const node of nodes) {
    if (!(node instanceof Element)) continue;
    if (node.matches(controls)) found.push(node as HTMLElement);
    found.push(...node.querySelectorAll<HTMLElement>(controls));
  }
  // The early notices are not part of the first frame the live markup repeats.
  return found.filter((control) => !control.closest('.shop-early-notice'));
}

const signature = (element: HTMLElement) =>
  `${element.localName}|${element.getAttribute('type') ?? ''}|${element.getAttribute('name') ?? ''}`;

/**
 * What setting a live control to what the shopper made of its prerendered twin takes, as the browser
 * would when the shopper types, so React's handlers see it; undefined for a control the shopper did
 * not change: the live widget may have filled it itself (a remembered e-mail, a prefill).
 */
function stateChange(old: HTMLElement, live: HTMLElement): (() => void) | undefined {
  if (old instanceof HTMLInputElement && live instanceof HTMLInputElement) {
    if (old.type === 'checkbox' || old.type === 'radio') {
      if (old.checked !== old.defaultChecked && old.checked !== live.checked) return () => live.click();
    } else if (old.type !== 'file' && old.value !== old.defaultValue && old.value !== live.value) {
      return () => setNativeValue(live, old.value);
    }
  } else if (old instanceof HTMLTextAreaElement && live instanceof HTMLTextAreaElement) {
    if (old.value !== old.defaultValue && old.value !== live.value) return () => setNativeValue(live, old.value);
  } else if (old instanceof HTMLSelectElement && live instanceof HTMLSelectElement) {
    const changed = [...old.options].some((option) => option.selected !== option.defaultSelected);
    if (changed && old.value !== live.value) return () => setNativeValue(live, old.value);
  }
  return undefined;
}

/** Focus on the live field, with the caret and selection where they were. */
function moveFocus(old: HTMLElement, live: HTMLElement): void {
  live.focus({ preventScroll: true });
  restoreCaret(live, caretOf(old));
}

interface Caret {
  start: number;
  end: number;
  direction: 'forward' | 'backward' | 'none' | undefined;
  scrollLeft: number;
}

/** The caret of a text field; null where its type exposes none (e-mail, number: the browser keeps it at the end). */
function caretOf(element: Element): Caret | null {
  if (!(element instanceof HTMLInputElement || element instanceof HTMLTextAreaElement)) return null;
  if (element.selectionStart === null || element.selectionEnd === null) return null;
  const { selectionStart: start, selectionEnd: end, selectionDirection, scrollLeft } = element;
  return { start, end, direction: selectionDirection ?? undefined, scrollLeft };
}

function restoreCaret(element: Element, caret: Caret | null): void {
  if (!caret || !(element instanceof HTMLInputElement || element instanceof HTMLTextAreaElement)) return;
  try {
    element.setSelectionRange(caret.start, caret.end, caret.direction);
    element.scrollLeft = caret.scrollLeft;
  } catch {
    // The field's type exposes no selection.
  }
}
