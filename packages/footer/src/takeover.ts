/**
 * Taking over a prerendered footer without a flash. The page holds
 * `<shop-footer><template shadowrootmode="open">…</template></shop-footer>`, so the footer is
 * visible before any script runs. When the element is defined, its constructor calls
 * `attachShadow()`, which empties a declarative shadow root. We keep the prerendered nodes
 * and put them back in the same task (no frame is painted in between); React's first commit
 * then swaps them for identical live markup in one go.
 */
export function keepPrerenderedContent(tag: string): () => void {
  const kept = new Map<ShadowRoot, ChildNode[]>();
  if (typeof document === 'undefined') return () => {};
  for (const element of document.querySelectorAll(tag)) {
    const root = element.shadowRoot;
    if (root?.childNodes.length) kept.set(root, [...root.childNodes]);
  }
  return () => {
    for (const [root, nodes] of kept) if (!root.childNodes.length) root.append(...nodes);
  };
}
