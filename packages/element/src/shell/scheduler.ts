/**
 * One render queue for every element of a page that asks for it (the static elements of
 * `defineStaticElement`), so that their cost never adds up to one long task, however many a
 * template uses:
 * - the elements in the viewport, or above it, render at once: in a microtask after the script
 *   that connected them (after the tag's registration, before any paint), so the first frame the
 *   shopper sees of them is their final one;
 * - the rest render in slices of at most `taskBudgetMs.render`, one a frame, each a task of its own after the
 *   frame that painted the last one, in the order they connected; when the shopper has scrolled
 *   meanwhile, the ones now in view go first.
 * Elements below the fold never delay those in view, and input is handled between slices.
 *
 * Where an element is costs a layout of the page to find out whenever the page changed since the
 * last one (every slice changes it), and so does the viewport's scroll position and size. The
 * queue reads each element's position once and the viewport again only after a `scroll` or
 * `resize` event (listened to while elements wait), so a slice forces no layout.
 */
import { pageState, type RenderJob } from './pageState.ts';
import { TaskSlices, taskBudgetMs, yieldToMain } from './schedule.ts';

export type { RenderJob };

// An element's top (`knownTops`) is read once and stays good enough: everything in view keeps
// its size while the rest render (their reserved space is their final size), so an element below
// the fold can only move further down. A resize forgets them all.
pageState.renderQueue ??= {
  jobs: new Set(),
  inViewPassQueued: false,
  slicing: false,
  listening: false,
  viewport: null,
  viewportMoved: false,
  knownTops: new WeakMap(),
};
const state = pageState.renderQueue;
const queue = state.jobs;

const onViewportChange = (event: Event) => {
  state.viewport = null;
  state.viewportMoved = true;
  if (event.type === 'resize') state.knownTops = new WeakMap();
};

/**
 * Listens for scroll and resize while elements wait; unheard changes afterwards make what was
 * read unreliable, so it is forgotten when the listening stops.
 */
function listen(on: boolean): void {
  if (state.listening === on || typeof window === 'undefined') return;
  state.listening = on;
  if (!on) {
    state.viewport = null;
    state.knownTops = new WeakMap();
  }
  for (const type of ['scroll', 'resize']) {
    if (on) window.addEventListener(type, onViewportChange, { passive: true });
    else window.removeEventListener(type, onViewportChange);
  }
}

/** Renders `job` soon: at once when its element is in (or above) the viewport, else in a later slice. */
export function scheduleRender(job: RenderJob): void {
  queue.add(job);
  listen(true);
  if (state.inViewPassQueued) return;
  state.inViewPassQueued = true;
  queueMicrotask(() => {
    state.inViewPassQueued = false;
    renderInView();
    if (queue.size && !state.slicing) void renderInSlices();
    else if (!queue.size) listen(false);
  });
}

/**
 * Reads where these elements and the viewport are now, before the caller changes the page (and
 * gives those in the viewport or above it, the ones that will render at once): just
 * before a tag is registered its elements are still in their reserved space (their final size)
 * and the page's layout is current, whereas right after it every element's style has changed (it
 * became defined), and any position read would cost a fresh layout of the page.
 */
export function noteTops<E extends Element>(elements: Iterable<E>): E[] {
  const inView: E[] = [];
  for (const element of elements) if (isInView(element)) inView.push(element);
  return inView;
}

/** Forgets a job not rendered yet (its element left the page; where it comes back is anyone's guess). */
export function cancelRender(job: RenderJob): void {
  queue.delete(job);
  state.knownTops.delete(job.element);
}

/**
 * Whether the element is in the viewport or above it: one that renders at once when scheduled.
 * Its position is read once (see knownTops): call it before the page changes, like noteTops.
 */
function isInView(element: Element): boolean {
  return topOf(element) < currentViewport().top + currentViewport().height;
}

/** Whether a job is waiting for its turn. */
export function isScheduled(job: RenderJob): boolean {
  return queue.has(job);
}

function currentViewport(): { top: number; height: number } {
  state.viewport ??= { top: scrollY, height: innerHeight };
  return state.viewport;
}

/** The top of the element's box in the document, read once (see knownTops). */
function topOf(element: Element): number {
  let top = state.knownTops.get(element);
  if (top === undefined) {
    top = element.getBoundingClientRect().top + currentViewport().top;
    state.knownTops.set(element, top);
  }
  return top;
}

/**
 * Renders every queued element that is in the viewport or above it (one that grew up there would
 * push the content in view down). The positions are all read before anything renders, so the
 * page is laid out once at most, not once per element.
 */
function renderInView(): void {
  state.viewportMoved = false;
  const due: RenderJob[] = [];
  for (const job of queue) {
    if (!job.element.isConnected) queue.delete(job);
    else if (isInView(job.element)) due.push(job);
  }
  for (const job of due) run(job);
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

/**
 * Resolves in a task after the browser's next frame, so that it has styled, laid out and painted
 * what the last slice added (rendering all the slices' elements in one frame would be one long
 * task of its own) and handled input. A page that is not shown gets no frames: a timer then.
 */
function afterNextFrame(): Promise<void> {
  return new Promise((resolve) => {
    let done = false;
    const next = () => {
      if (done) return;
      done = true;
      clearTimeout(timer);
      resolve(yieldToMain());
    };
    const timer = setTimeout(next, 100);
    requestAnimationFrame(next);
  });
}

async function renderInSlices(): Promise<void> {
  state.slicing = true;
  const slices = new TaskSlices(taskBudgetMs.render, afterNextFrame);
  try {
    while (queue.size) {
      await slices.next();
      if (state.viewportMoved) renderInView();
      for (const job of queue) {
        if (job.element.isConnected) run(job);
        else queue.delete(job);
        if (slices.spent) break;
      }
    }
  } finally {
    state.slicing = false;
    listen(false);
  }
}
