import r2wc from '@r2wc/react-to-web-component';
import type { ComponentType } from 'react';

/**
 * The one place that knows @r2wc/react-to-web-component. It gives our element shell
 * (`defineElement`) a custom element class that renders a React component into an open shadow
 * root, with r2wc's role kept: mounting on connect, rendering again when props change, and
 * unmounting (every effect cleaned up) on removal. The shell adds what r2wc does not do as we
 * need it (attribute semantics, rendering before the first paint, the take-over of prerendered
 * markup), through three handles:
 * - `reactProps`, the props object r2wc renders with (r2wc parses attributes only when they are
 *   non-empty and ignores removal; the shell sets the props itself);
 * - `renderReact()`, which renders with the current props (mounts the first time);
 * - `mountReact()`, r2wc's own connect (mount or update), which the shell calls when it chooses.
 * An element made here stays unmounted until `mountReact()`: r2wc starts every element as
 * connected, so a prop change before the first connect would mount it at once.
 *
 * r2wc keeps this state under registered symbols, which are not part of its documented API;
 * `reactElement.test.tsx` pins each behaviour the shell relies on and fails when an update of
 * r2wc changes it.
 */
const PROPS = Symbol.for('r2wc.props');
const RENDER = Symbol.for('r2wc.render');
const CONNECTED = Symbol.for('r2wc.connected');

interface R2wcElement extends HTMLElement {
  [PROPS]: Record<string, unknown>;
  [RENDER]: () => void;
  [CONNECTED]: boolean;
  connectedCallback(): void;
  disconnectedCallback(): void;
}

export interface ReactElement extends HTMLElement {
  /** The props the component renders with; the component also gets `container`, the shadow root. */
  readonly reactProps: Record<string, unknown>;
  /** Renders the component with the current props (mounts it the first time), once connected. */
  renderReact(): void;
  /** Connects the element to React: mounts the component, or renders it again if mounted. */
  mountReact(): void;
  /** Does nothing: the shell calls `mountReact()` when it chooses. */
  connectedCallback(): void;
  /** Called for the kebab-case attribute of every prop (r2wc observes them); does nothing here. */
  attributeChangedCallback(name: string, oldValue: string | null, value: string | null): void;
  /** Unmounts the component, cleaning up every effect. */
  disconnectedCallback(): void;
}

export function reactElementClass(
  // biome-ignore lint/suspicious/noExplicitAny: the component declares its own props
  component: ComponentType<any>,
  propNames: readonly string[],
): new () => ReactElement {
  const Base = r2wc(component, {
    shadow: 'open',
    props: Object.fromEntries(propNames.map((prop) => [prop, 'string' as const])),
  }) as unknown as new () => R2wcElement;

  return class extends Base implements ReactElement {
    constructor() {
      super();
      this[CONNECTED] = false;
    }
    get reactProps(): Record<string, unknown> {
      return this[PROPS];
    }
    renderReact(): void {
      this[RENDER]();
    }
    mountReact(): void {
      super.connectedCallback();
    }
    // A prerendered element has a declarative shadow root already, and `attachShadow()` (called by
    // r2wc's constructor) would empty it: the shopper's field would lose its focus and the page
    // would lay the element out again in the upgrade's task. The prerendered root is used as it
    // is; the take-over replaces its content later (early/takeover.ts).
    override attachShadow(init: ShadowRootInit): ShadowRoot {
      return this.shadowRoot ?? super.attachShadow(init);
    }
    // The shell decides when to mount (see mountReact).
    override connectedCallback(): void {}
    // The shell sets the props from attributes itself.
    attributeChangedCallback(): void {}
  };
}
