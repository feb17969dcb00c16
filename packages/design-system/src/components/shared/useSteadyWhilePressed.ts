import { useState, useSyncExternalStore } from 'react';
import { isPointerPressed, isPointerPressedOnServer, subscribePointerPress } from './pointerPress.ts';

/**
 * `value` as last shown before a pointer was pressed, until the press is released; `value`
 * itself otherwise. A field's error decides its height (the error line, its thicker border):
 * pressing a control below a field takes the focus from it, the field validates on blur, and
 * an error line that came or went at that moment would move the control from under the
 * pointer before the release, so the click would miss it. Held, the change shows right after
 * the click; keyboard use and typing are never held.
 */
export function useSteadyWhilePressed<T>(value: T): T {
  const pressed = useSyncExternalStore(subscribePointerPress, isPointerPressed, isPointerPressedOnServer);
  const [shown, setShown] = useState(value);
  // Derived state kept in step during render (React's documented pattern for it): no extra
  // frame shows the old value once nothing is pressed.
  if (!pressed && !Object.is(shown, value)) setShown(value);
  return pressed ? shown : value;
}
