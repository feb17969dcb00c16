/**
 * Everything the element code keeps about the page, in one object: what lives as long as the
 * page does, read and written by the modules named at each field. Nothing else in `shell/` or
 * `early/` keeps page-wide state (the inline loader, a script of its own, keeps its own).
 *
 * `shared` is kept once per page for every bundle of ours. Each widget bundle carries its own
 * copy of the element code, and what is costly to do twice (parsing a style sheet, React's first
 * run, loading the design system's labels) is looked up there by whichever bundle comes first.
 * It sits under one global symbol, so bundles of different versions share what they both know.
 * The other fields belong to this bundle's copy of the element code.
 *
 * Each field is created by the module that uses it, on its first evaluation (`??=`): a bundle
 * carries only the state of the modules it has (a React widget has no render queue).
 */
import type { Texts } from '../texts/i18n.ts';
import type { ElementRecord, TagStage } from './lifecycle.ts';

export interface SharedPageState {
  /** CSS text → its parsed sheet, adopted by every root that shows it (styles.ts). */
  sheets?: Map<string, CSSStyleSheet>;
  /** React DOM (its `createRoot`) → its first run on the page (warmUp.ts). */
  reactWarmUps?: WeakMap<object, { done: boolean; promise: Promise<void> }>;
  /** `version:locale` → the design system's labels (texts.ts). */
  labels?: Map<string, Promise<Texts>>;
}

const sharedKey = Symbol.for('shop.element.page');
const scope = globalThis as { [sharedKey]?: SharedPageState };
scope[sharedKey] ??= {};

/** Where the render queue's elements are, as last read (scheduler.ts). */
interface Viewport {
  top: number;
  height: number;
}

/** A static element's rendering waiting in the render queue (scheduler.ts). */
export interface RenderJob {
  /** The element; a job whose element has left the page by its turn is dropped. */
  readonly element: Element;
  render(): void;
}

/** The static tags of one script that register together (registerTogether.ts). */
export interface Registration {
  /** Reads where the tag's elements are (before any registration changes the page). */
  note: () => void;
  /** Builds the markup of the elements in view, which render as the tag is registered. */
  prepare: () => void;
  define: () => void;
}
export interface RegistrationBatch {
  waiting: Set<Promise<unknown>>;
  registrations: Registration[];
  done: Promise<void>;
}

export const pageState: {
  /** The state shared with our other bundles (see above). */
  shared: SharedPageState;
  /** The shared render queue of the static elements (scheduler.ts). */
  renderQueue?: {
    jobs: Set<RenderJob>;
    inViewPassQueued: boolean;
    slicing: boolean;
    /** Listening for scroll and resize while jobs wait. */
    listening: boolean;
    /** The viewport as last read; null once the page scrolled or resized since. */
    viewport: Viewport | null;
    /** Whether the viewport changed since the last in-view pass. */
    viewportMoved: boolean;
    /** Element → the top of its box in the document when first read. */
    knownTops: WeakMap<Element, number>;
  };
  /** The registration of the static tags (registerTogether.ts). */
  registration?: {
    /** The next task, shared by the definitions of one script. */
    nextTask: Promise<void> | null;
    /** The definitions of one script waiting to register together. */
    batch: RegistrationBatch | null;
  };
  /** Where each tag and element is on its path (lifecycle.ts). */
  lifecycle?: {
    tags: Map<string, TagStage>;
    elements: WeakMap<Element, ElementRecord>;
  };
  /** The registration of `--shop-rem-px` (host/rem.ts). */
  rem?: {
    registered: boolean;
    /** The head snippet's style that registers the property, while the page has it. */
    prerenderedRule: HTMLStyleElement | null;
  };
} = { shared: scope[sharedKey] };
