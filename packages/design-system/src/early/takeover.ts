import { carryOver, keepFocus } from './carryOver.ts';
import { prerenderedAttribute } from './loader.ts';

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
 * The prerendered markup is usable before the element's code arrives: what the shopper typed,
 * ticked, focused, clicked or submitted there is carried over to the live markup first.
 */
const prerendered = new WeakMap<ShadowRoot, ChildNode[]>();

/** Call before defining the element; call the returned function right after. */
export function keepPrerenderedContent(tag: string): () => void {
  const kept = new Map<ShadowRoot, { nodes: ChildNode[]; restoreFocus: () => void }>();
  if (typeof document === 'undefined') return () => {};
  for (const element of document.querySelectorAll(tag)) {
    const root = element.shadowRoot;
    if (root?.childNodes.length) kept.set(root, { nodes: [...root.childNodes], restoreFocus: keepFocus(root) });
  }
  return () => {
    for (const [root, { nodes, restoreFocus }] of kept) {
      const missing = nodes.filter((node) => node.parentNode !== root);
      root.prepend(...missing);
      prerendered.set(root, nodes);
      restoreFocus();
    }
  };
}

/** True when an element `tag` of the page shows its prerendered markup (before its definition). */
export function showsPrerenderedMarkup(tag: string): boolean {
  if (typeof document === 'undefined') return false;
  return [...document.querySelectorAll(tag)].some((element) =>
    element.shadowRoot?.querySelector(`[${prerenderedAttribute}]`),
  );
}

/** True while `root` shows prerendered markup that its live render has not replaced yet. */
export function showsPrerendered(root: ShadowRoot | null): boolean {
  return root !== null && prerendered.has(root);
}

/**
 * Carries the shopper's input over and removes the prerendered nodes once the live markup is in
 * place. Call it outside React's commit (see carryOver).
 */
export function releasePrerendered(root: ShadowRoot | null): void {
  if (!root) return;
  const nodes = prerendered.get(root);
  if (!nodes) return;
  prerendered.delete(root);
  const live = [...root.children].find((child) => !nodes.includes(child) && child.classList.contains('shop-root'));
  if (live) carryOver(nodes, live);
  for (const node of nodes) node.remove();
}
