/**
 * Whether a pointer (mouse button, finger, pen) is pressed anywhere in the page, for fields
 * that must not change their layout between a press and its release: a click is only a click
 * when down and up land on the same control, so a control that moves in between loses it.
 *
 * The press ends one task after `pointerup` (or `pointercancel`): the browser dispatches
 * `mouseup` and `click` in the task of the release, so the click has landed by then.
 * Listeners sit on the window in the capture phase, so presses inside any shadow root count
 * and no element can hide them by stopping propagation.
 */
type Listener = () => void;

const pressed = new Set<number>();
const listeners = new Set<Listener>();
let pressedNow = false;
let releaseTimer: ReturnType<typeof setTimeout> | undefined;

function update() {
  const next = pressed.size > 0;
  if (next === pressedNow) return;
  pressedNow = next;
  for (const listener of [...listeners]) listener();
}

function down(event: PointerEvent) {
  clearTimeout(releaseTimer);
  pressed.add(event.pointerId);
  update();
}

function up(event: PointerEvent) {
  if (!pressed.delete(event.pointerId)) return;
  clearTimeout(releaseTimer);
  releaseTimer = setTimeout(update, 0);
}

/** A window that loses focus mid-press may never see the release: count the press as over. */
function forgetAll() {
  pressed.clear();
  clearTimeout(releaseTimer);
  releaseTimer = setTimeout(update, 0);
}

/** A mouse that moves with no button down was released where the page could not see it. */
function move(event: PointerEvent) {
  if (event.buttons === 0 && pressed.has(event.pointerId)) up(event);
}

const capture = { capture: true, passive: true } as const;
const handlers = [
  ['pointerdown', down],
  ['pointerup', up],
  ['pointercancel', up],
  ['pointermove', move],
  ['blur', forgetAll],
] as const;

/** For `useSyncExternalStore`: listens while at least one subscriber is there. */
export function subscribePointerPress(listener: Listener): () => void {
  if (listeners.size === 0) {
    for (const [type, handler] of handlers) window.addEventListener(type, handler as EventListener, capture);
  }
  listeners.add(listener);
  return () => {
    listeners.delete(listener);
    if (listeners.size > 0) return;
    for (const [type, handler] of handlers) window.removeEventListener(type, handler as EventListener, capture);
    clearTimeout(releaseTimer);
    pressed.clear();
    pressedNow = false;
  };
}

/** Whether a pointer is pressed (from its down until the task after its release). */
export const isPointerPressed = (): boolean => pressedNow;

/** Nothing is pressed in a prerender or before the page is interactive. */
export const isPointerPressedOnServer = (): boolean => false;
