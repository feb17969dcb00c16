import { type ComponentType, createElement } from 'react';
import { createRoot, type Root } from 'react-dom/client';
import { attributeName } from '../props/attributes.ts';

/**
 * The custom element class under our element shell (`defineElement`): it renders a React
 * component into the element's open shadow root and unmounts it (every effect cleaned up) on
 * removal. It does no more than that; the shell decides the rest (when to mount, attribute
 * semantics, rendering before the first paint, the take-over of prerendered markup) through
 * three handles:
 * - `reactProps`, the props object the component renders with (with `container`, the shadow root);
 * - `renderReact()`, which renders with the current props once mounted;
 * - `mountReact()`, which mounts the component (or renders it again if mounted).
 *
 * It replaces @r2wc/react-to-web-component, whose class we had overridden but for these few
 * lines and whose mount-on-connect we could only defer through its private symbols
 * (docs/decisions.md, "Our own React element class").
 */
export interface ReactElement extends HTMLElement {
  /** The props the component renders with; the component also gets `container`, the shadow root. */
  readonly reactProps: Record<string, unknown>;
  /** Renders the component with the current props, once mounted. */
  renderReact(): void;
  /** Mounts the component, or renders it again if mounted. */
  mountReact(): void;
  /** Does nothing: the shell calls `mountReact()` when it chooses. */
  connectedCallback(): void;
  /** Called for the kebab-case attribute of every prop; does nothing here (the shell parses them). */
  attributeChangedCallback(name: string, oldValue: string | null, value: string | null): void;
  /** Unmounts the component, cleaning up every effect. */
  disconnectedCallback(): void;
}

/** A property set from script becomes the attribute it stands for, which the shell then parses. */
function reflect(element: HTMLElement, attribute: string, value: unknown): void {
  if (value === undefined || value === null || value === false) element.removeAttribute(attribute);
  else
    element.setAttribute(
      attribute,
      value === true ? '' : typeof value === 'object' ? JSON.stringify(value) : String(value),
    );
}

export function reactElementClass(
  // biome-ignore lint/suspicious/noExplicitAny: the component declares its own props
  component: ComponentType<any>,
  propNames: readonly string[],
): new () => ReactElement {
  class ReactRootElement extends HTMLElement implements ReactElement {
    static get observedAttributes(): string[] {
      return propNames.map(attributeName);
    }
    readonly reactProps: Record<string, unknown>;
    private root: Root | undefined;

    constructor() {
      super();
      // A prerendered element has a declarative shadow root already, and a new `attachShadow()`
      // would empty it: the shopper's field would lose its focus and the page would lay the
      // element out again in the upgrade's task. The prerendered root is used as it is; the
      // take-over replaces its content later (early/takeover.ts).
      const container = this.shadowRoot ?? this.attachShadow({ mode: 'open' });
      this.reactProps = { container };
    }
    renderReact(): void {
      this.root?.render(createElement(component, this.reactProps));
    }
    mountReact(): void {
      this.root ??= createRoot(this.reactProps.container as ShadowRoot);
      this.renderReact();
    }
    connectedCallback(): void {}
    attributeChangedCallback(): void {}
    disconnectedCallback(): void {
      this.root?.unmount();
      this.root = undefined;
    }
  }
  for (const prop of propNames) {
    Object.defineProperty(ReactRootElement.prototype, prop, {
      enumerable: true,
      configurable: true,
      get(this: ReactRootElement) {
        return this.reactProps[prop];
      },
      set(this: ReactRootElement, value: unknown) {
        reflect(this, attributeName(prop), value);
      },
    });
  }
  return ReactRootElement;
}
