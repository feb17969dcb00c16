import { carryOver } from './carryOver.ts';
import { prerenderedAttribute } from './loader.ts';

/**
 * Taking over a prerendered element without a flash. The page holds e.g.
 * `<shop-footer><template shadowrootmode="open">…</template></shop-footer>`, so the element is
 * visible before any script runs. The element's constructor keeps that shadow root as it is (its
 * `attachShadow()` returns it: reactElement.ts) and notes its nodes here. React does not clear a
 * shadow root it renders into, so its markup would appear beside the prerendered one: the first
 * layout effect in which the element's live root has content (React inserted its identical
 * markup; the browser has not painted yet) releases the prerendered nodes. An element whose
 * component renders nothing yet (the footer waiting for a country's content) keeps them meanwhile.
 * The prerendered markup is usable before the element's code arrives: what the shopper typed,
 * ticked, focused, clicked or submitted there is carried over to the live markup first.
 */
const prerendered = new WeakMap<ShadowRoot, ChildNode[]>();

/** Called by the element's constructor: the content its shadow root has then is prerendered. */
export function notePrerendered(root: ShadowRoot | null): void {
  if (root?.hasChildNodes()) prerendered.set(root, [...root.childNodes]);
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
  const release = () => {
    for (const node of nodes) node.remove();
  };
  if (live) carryOver(nodes, live, release);
  else release();
}
