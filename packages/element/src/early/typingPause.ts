/**
 * When to take over a prerendered form the shopper is typing in. The take-over is one task:
 * React's commit of the live markup, the carry-over of what was typed (which React renders at
 * once), the focus moved with the layout it needs. On the newsletter at 4× CPU that task lasted
 * 70-160 ms, and a key pressed meanwhile waited for all of it: the early shopper's slowest
 * keystroke took 120-184 ms, against 40-88 ms on the same page without our script. Typing has
 * no visible end, but it has pauses; the take-over waits for one of `pauseMs` while the focus is
 * inside the prerendered markup, at most `maxWaitMs` after it was ready. During an IME composition
 * it waits for the composition's end (a swap moves the focus, which ends the composition and
 * closes the IME's candidates), but not longer than `composingMaxWaitMs`: a phone's keyboard may
 * keep a word open until the next space, and a shopper who stops there must not be left without
 * the live widget. A root without the focus is taken over at once, and so is one whose shopper
 * presses Tab or Enter.
 *
 * What the shopper typed before the gate opened is not known to it, so a focused root waits one
 * pause from the moment its code is ready, even when the last key was pressed long before.
 */
const typingPause = { pauseMs: 300, maxWaitMs: 2000, composingMaxWaitMs: 10_000 };

const typingEvents = ['keydown', 'input', 'compositionstart', 'compositionend'];

/** Resolves once `root` may be taken over (see above), or at once when `signal` aborts. */
export function afterTypingPause(
  root: ShadowRoot,
  signal: AbortSignal,
  { pauseMs, maxWaitMs, composingMaxWaitMs } = typingPause,
): Promise<void> {
  return new Promise((resolve) => {
    if (signal.aborted || root.activeElement === null) return resolve();
    const ready = performance.now();
    let lastKey = ready;
    let composing = false;
    let timer: ReturnType<typeof setTimeout> | undefined;
    const onTyping = (event: Event) => {
      // Tab and Enter end the typing in a field: the next field, or the submit, needs the live
      // widget (the newsletter's extra fields on focus, its validation) at once.
      if (event.type === 'keydown' && ['Tab', 'Enter'].includes((event as KeyboardEvent).key)) return finish();
      lastKey = performance.now();
      if (event.type === 'compositionstart') composing = true;
      else if (event.type === 'compositionend') composing = false;
    };
    const finish = () => {
      clearTimeout(timer);
      for (const type of typingEvents) root.removeEventListener(type, onTyping, true);
      signal.removeEventListener('abort', finish);
      resolve();
    };
    const check = () => {
      const now = performance.now();
      const limit = ready + (composing ? composingMaxWaitMs : maxWaitMs);
      if (root.activeElement === null || now >= limit) return finish();
      if (!composing && now - lastKey >= pauseMs) return finish();
      const due = Math.min(composing ? now + pauseMs : lastKey + pauseMs, limit);
      timer = setTimeout(check, Math.max(1, due - now));
    };
    for (const type of typingEvents) root.addEventListener(type, onTyping, { capture: true, passive: true });
    signal.addEventListener('abort', finish);
    check();
  });
}
