/**
 * Event handlers for a <form>: the first focus, pointer, touch or key inside it starts loading
 * the form's validator, so it is usually there before the first blur or submit; a failed load
 * is tried again on the next interaction.
 */
export function loadOnInteraction(store: { load(): Promise<unknown> }) {
  const load = () => {
    store.load().catch(() => undefined);
  };
  return { onFocusCapture: load, onPointerDownCapture: load, onTouchStartCapture: load, onKeyDownCapture: load };
}
