/**
 * One convention for every element's outputs: a `CustomEvent` named `shop-<what>` in
 * kebab-case, dispatched on the host element, bubbling and composed (it crosses shadow
 * boundaries), with a plain-object `detail`.
 */
export type ShopEventName = `shop-${string}`;

export function dispatchShopEvent<D>(host: EventTarget, name: ShopEventName, detail?: D): boolean {
  return host.dispatchEvent(new CustomEvent(name, { detail, bubbles: true, composed: true }));
}
