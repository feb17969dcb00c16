/**
 * The path of a `<shop-*>` element from the server's HTML to a live widget and back to nothing,
 * as one state machine. docs/element-lifecycle.md draws it, with a form typed into before its
 * code arrives.
 *
 *   server-html → code-fetched → texts-ready → registered ─┬─ take-over-pending ─┬→ live → removed
 *                                                          ├─ render-queued ─────┤     (re-inserted:
 *                                                          └─────────────────────┘      back to a pending stage or live)
 *
 * What the shopper has in each stage, what moves it on and which file does it: the table of
 * docs/element-lifecycle.md.
 *
 * The first three stages are the tag's, the rest each element's. The two shells move their
 * elements (defineElement.tsx through the take-over, early/takeover.ts; defineStaticElement.ts
 * through the render queue). A move the machine has no arrow for is a bug in a shell: it throws
 * in development and tests, and is not checked in a build.
 */
import { pageState } from './pageState.ts';

export type TagStage = 'server-html' | 'code-fetched' | 'texts-ready' | 'registered';
export type ElementStage = 'registered' | 'take-over-pending' | 'render-queued' | 'live' | 'removed';
export type Stage = TagStage | ElementStage;

// A tag's stages also lead back to code-fetched: a second definition of the tag (another bundle,
// or a test) starts its own path, and defineOnce warns.
const arrows: Record<Stage, readonly Stage[]> = {
  'server-html': ['code-fetched'],
  'code-fetched': ['texts-ready', 'code-fetched'],
  'texts-ready': ['registered', 'code-fetched'],
  registered: ['take-over-pending', 'render-queued', 'live', 'removed', 'code-fetched'],
  'take-over-pending': ['take-over-pending', 'live', 'removed'],
  'render-queued': ['render-queued', 'live', 'removed'],
  live: ['render-queued', 'live', 'removed'],
  removed: ['take-over-pending', 'render-queued', 'live', 'removed'],
};

function checkArrow(what: string, from: Stage, to: Stage): void {
  if (import.meta.env.DEV && !arrows[from].includes(to)) throw new Error(`${what}: no move from ${from} to ${to}`);
}

/** One element's place on the path, from its upgrade on. */
export interface ElementRecord {
  stage: ElementStage;
  /** The prerendered nodes its shadow root had when it was upgraded, until the take-over releases them. */
  prerendered?: ChildNode[];
  /** Aborted when the element is removed while its take-over waits. */
  takeOver?: AbortController;
}

pageState.lifecycle ??= { tags: new Map(), elements: new WeakMap() };
const { tags, elements } = pageState.lifecycle;

/** Where an element (or, before its upgrade, its tag) is on the path. */
export function stageOf(element: Element): Stage {
  return elements.get(element)?.stage ?? tags.get(element.localName) ?? 'server-html';
}

/** Moves a tag on (code-fetched, texts-ready, registered). */
export function tagReached(tag: string, stage: TagStage): void {
  checkArrow(`<${tag}>`, tags.get(tag) ?? 'server-html', stage);
  tags.set(tag, stage);
}

/** The element's record, begun at its first move if it has none (a static element has no constructor of its own). */
export function recordOf(element: Element): ElementRecord {
  let record = elements.get(element);
  if (!record) {
    record = { stage: 'registered' };
    elements.set(element, record);
  }
  return record;
}

/** Moves an element on; the take-over (early/takeover.ts) and the shells call it. */
export function move(element: Element, to: ElementStage): ElementRecord {
  const record = recordOf(element);
  checkArrow(`<${element.localName}>`, record.stage, to);
  record.stage = to;
  return record;
}

/** A static element waits for the render queue (scheduler.ts). */
export function queued(element: Element): void {
  move(element, 'render-queued');
}

/** A static element rendered its markup. */
export function rendered(element: Element): void {
  move(element, 'live');
}

/** An element left the page: a pending take-over is aborted (the shell unmounts or cancels the rest). */
export function disconnected(element: Element): void {
  const record = move(element, 'removed');
  record.takeOver?.abort();
  record.takeOver = undefined;
}
