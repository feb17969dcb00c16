/**
 * Taking over a prerendered element without a flash. The page holds e.g.
 * `<shop-footer><template shadowrootmode="open">…</template></shop-footer>`, so the element is
 * visible before any script runs. Two things would otherwise go wrong when the element starts:
 * - its constructor calls `attachShadow()`, which empties a declarative shadow root: we keep
 *   the prerendered nodes and put them back in the same task (no frame is painted between);
 * - React does not clear a shadow root it renders into, so its markup would appear beside the
 *   prerendered one: the first layout effect in which the element's live root has content
 *   (React inserted its identical markup; the browser has not painted yet) removes the
 *   prerendered nodes. An element whose component renders nothing yet (the footer waiting for a
 *   country's content) keeps them meanwhile.
 */
const prerendered = new WeakMap<ShadowRoot, ChildNode[]>();

/** Call before defining the element; call the returned function right after. */
export function keepPrerenderedContent(tag: string): () => void {
  const kept = new Map<ShadowRoot, ChildNode[]>();
  if (typeof document === 'undefined') return () => {};
  // A field the shopper is typing in loses the focus as attachShadow() removes it.
  let focused: { field: HTMLElement; caret: [number | null, number | null] | null } | null = null;
  for (const element of document.querySelectorAll(tag)) {
    const root = element.shadowRoot;
    if (root?.childNodes.length) kept.set(root, [...root.childNodes]);
    const active = root?.activeElement;
    if (active instanceof HTMLElement) focused = { field: active, caret: caretOf(active) };
  }
  return () => {
    for (const [root, nodes] of kept) {
      const missing = nodes.filter((node) => node.parentNode !== root);
      root.prepend(...missing);
      prerendered.set(root, nodes);
    }
    const root = focused?.field.getRootNode();
    if (focused && root instanceof ShadowRoot && focused.field.isConnected && root.activeElement !== focused.field) {
      focused.field.focus({ preventScroll: true });
      placeCaret(focused.field, focused.caret);
    }
  };
}

function caretOf(field: Element): [number | null, number | null] | null {
  return field instanceof HTMLInputElement || field instanceof HTMLTextAreaElement
    ? [field.selectionStart, field.selectionEnd]
    : null;
}

function placeCaret(field: Element, caret: [number | null, number | null] | null): void {
  if (!caret || !(field instanceof HTMLInputElement || field instanceof HTMLTextAreaElement)) return;
  try {
    field.setSelectionRange(...caret);
  } catch {
    // a field without a caret (type email): the focus is what matters
  }
}

/**
 * Removes the prerendered nodes once the live markup is in place. A prerendered form can be used
 * before its element's script has run: what the shopper typed or ticked there moves to the live
 * field of the same name, and the focus (with the caret) too, so nothing is lost in the swap.
 */
export function releasePrerendered(root: ShadowRoot | null): void {
  if (!root) return;
  const nodes = prerendered.get(root);
  if (!nodes) return;
  prerendered.delete(root);
  const used = usedControls(nodes);
  const active = root.activeElement;
  const focused = isControl(active) && nodes.some((node) => node.contains(active)) ? active : null;
  for (const node of nodes) node.remove();
  if (!used.length && !focused) return;
  const live = (name: string, value?: string) =>
    root.querySelector<FormControl>(
      `[name="${CSS.escape(name)}"]${value === undefined ? '' : `[value="${CSS.escape(value)}"]`}`,
    );
  // As a shopper's own input, so that the component's state takes it (React reads the value its
  // own setter did not write); after this commit of React's, not inside it, and before a paint.
  queueMicrotask(() => {
    for (const control of used) {
      // A radio button is one of several with its name: the one with its value.
      const target = live(control.name, control.type === 'radio' ? control.value : undefined);
      if (target) enterLikeTheShopper(target, control);
    }
    const target = focused?.name ? live(focused.name) : null;
    if (!focused || !target) return;
    target.focus({ preventScroll: true });
    placeCaret(target, caretOf(focused));
  });
}

type FormControl = HTMLInputElement | HTMLTextAreaElement | HTMLSelectElement;

const isControl = (element: Element | null): element is FormControl =>
  element instanceof HTMLInputElement || element instanceof HTMLTextAreaElement || element instanceof HTMLSelectElement;

const isToggle = (control: FormControl): control is HTMLInputElement =>
  control instanceof HTMLInputElement && (control.type === 'checkbox' || control.type === 'radio');

/** Named controls among `nodes` whose value or state differs from the markup's. */
function usedControls(nodes: ChildNode[]): FormControl[] {
  const controls = nodes.flatMap((node) =>
    node instanceof Element ? [...node.querySelectorAll<FormControl>('input, textarea, select')] : [],
  );
  return controls.filter((control) => {
    if (!control.name) return false;
    if (isToggle(control)) return control.checked !== control.defaultChecked;
    if (control instanceof HTMLSelectElement) return [...control.options].some((o) => o.selected !== o.defaultSelected);
    return control.value !== control.defaultValue;
  });
}

function enterLikeTheShopper(target: FormControl, source: FormControl): void {
  if (isToggle(source)) {
    if (isToggle(target) && target.checked !== source.checked) target.click();
    return;
  }
  const prototype = Object.getPrototypeOf(target) as object;
  Object.getOwnPropertyDescriptor(prototype, 'value')?.set?.call(target, source.value);
  target.dispatchEvent(new Event(target instanceof HTMLSelectElement ? 'change' : 'input', { bubbles: true }));
}
