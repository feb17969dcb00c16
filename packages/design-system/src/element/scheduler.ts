/**
 * One render queue for every element of a page that asks for it (the static elements of
 * `defineStaticElement`), so that their cost never adds up to one long task, however many a
 * template uses:
 * - the elements in the viewport, or above it, render at once: in a microtask after the script
 *   that connected them (after the tag's registration, before any paint), so the first frame the
 *   shopper sees of them is their final one;
 * - the rest render in slices of at most `sliceMs`, each a task of its own (`yieldToMain`), in the
 *   order they connected; when the shopper has scrolled meanwhile, the ones now in view go first.
 * Elements below the fold never delay those in view, and input is handled between slices.
 */
import { yieldToMain } from './schedule.ts';

export interface RenderJob {
  /** The element; a job whose element has left the page by its turn is dropped. */
  readonly element: Element;
  render(): void;
}

/** The longest stretch of rendering between two chances for the browser to handle input and paint. */
export const sliceMs = 8;

const queue = new Set<RenderJob>();
let inViewPassQueued = false;
let slicing = false;
/** The scroll position the last in-view pass saw: the pass runs again only when it changed. */
let seenAt: { x: number; y: number; width: number; height: number } | null = null;

/** Renders `job` soon: at once when its element is in (or above) the viewport, else in a later slice. */
export function scheduleRender(job: RenderJob): void {
  queue.add(job);
  if (inViewPassQueued) return;
  inViewPassQueued = true;
  queueMicrotask(() => {
    inViewPassQueued = false;
    seenAt = null;
    renderInView();
    if (queue.size && !slicing) void renderInSlices();
  });
}

/**
 * Where these elements are now (their boxes' tops in the document), read by the caller before it changes the
 * page, e.g. just before registering a tag (the elements still in their reserved space, which is
 * their final size): the next in-view pass takes their position from here instead of asking for
 * a fresh layout, which the registration itself has just made stale (every element's style
 * changes when it becomes defined). Forgotten after the current task.
 */
export function noteTops(elements: Iterable<Element>): void {
  if (!knownTops.size) setTimeout(() => knownTops.clear(), 0);
  for (const element of elements) knownTops.set(element, element.getBoundingClientRect().top + scrollY);
}

/** Element → the top of its box in the document (not the viewport: the page may scroll meanwhile). */
const knownTops = new Map<Element, number>();

/** Forgets a job not rendered yet (its element left the page). */
export function cancelRender(job: RenderJob): void {
  queue.delete(job);
}

/** Whether a job is waiting for its turn. */
export function isScheduled(job: RenderJob): boolean {
  return queue.has(job);
}

const viewport = () => ({ x: scrollX, y: scrollY, width: innerWidth, height: innerHeight });

/**
 * Renders every queued element that is in the viewport or above it (one that grew up there would
 * push the content in view down). The boxes are all read before anything renders, so the page
 * is laid out once, not once per element.
 */
function renderInView(): void {
  const now = viewport();
  if (seenAt && seenAt.x === now.x && seenAt.y === now.y && seenAt.width === now.width && seenAt.height === now.height)
    return;
  seenAt = now;
  const due: RenderJob[] = [];
  for (const job of queue) {
    if (!job.element.isConnected) queue.delete(job);
    else if (topInViewport(job.element, now.y) < now.height) due.push(job);
  }
  for (const job of due) run(job);
}

function topInViewport(element: Element, scrolled: number): number {
  const known = knownTops.get(element);
  return known === undefined ? element.getBoundingClientRect().top : known - scrolled;
}

function run(job: RenderJob): void {
  queue.delete(job);
  try {
    job.render();
  } catch (error) {
    // One element's failure must not stop the others' rendering.
    console.error(error);
  }
}

async function renderInSlices(): Promise<void> {
  slicing = true;
  try {
    while (queue.size) {
      await yieldToMain();
      renderInView();
      const end = performance.now() + sliceMs;
      for (const job of queue) {
        if (job.element.isConnected) run(job);
        else queue.delete(job);
        if (performance.now() >= end) break;
      }
    }
  } finally {
    slicing = false;
  }
}
