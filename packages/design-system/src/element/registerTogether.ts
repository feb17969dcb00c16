/**
 * How the static elements' tags are registered (defineStaticElement.ts): those of one script
 * together, once what all of them wait for is loaded, and in tasks that stay short.
 */
import { yieldToMain } from './schedule.ts';

/** The next task, one for every definition of this one (so those of one script still register together). */
let nextTask: Promise<void> | null = null;
export function afterThisTask(): Promise<void> {
  nextTask ??= yieldToMain().then(() => {
    nextTask = null;
  });
  return nextTask;
}

export interface Registration {
  /** Reads where the tag's elements are (before any registration changes the page). */
  note: () => void;
  /** Builds the markup of the elements in view, which render as the tag is registered. */
  prepare: () => void;
  define: () => void;
}

/**
 * How long one task of the registration may run before the next tag's part of it waits for a
 * task of its own. On a page of a few hundred elements all tags' parts fit in one task, and the
 * tags are registered in the same task, so their elements in view show their final look in the
 * same frame. On a category page of 2,304 elements (768 tiles) at 4x CPU, reading the positions
 * took 43-55 ms and upgrading every element 62-85 ms, one task each; a tag a task then keeps
 * each part near or under 50 ms, and the icons in view may show a frame after the banderoles.
 */
export const registrationSliceMs = 25;

/**
 * Runs parts of the registration in one task until they have run `budgetMs`; the part after that
 * goes on in the next task.
 */
export class TaskSlices {
  #end: number;
  constructor(private readonly budgetMs: number) {
    this.#end = performance.now() + budgetMs;
  }

  /**
   * Runs `part` (in a task of its own if the budget is spent), and the microtasks it queued: the
   * render of a tag's elements in view counts as its registration's.
   */
  async run(part: () => void): Promise<void> {
    if (performance.now() >= this.#end) await this.next();
    part();
    await Promise.resolve();
  }

  /** Goes on in a task of its own, with a fresh budget. */
  async next(): Promise<void> {
    await yieldToMain();
    this.#end = performance.now() + this.budgetMs;
  }
}

/**
 * Definitions that wait for something are registered together, once what all of them wait for
 * is there: a product tile's banderole and icons then show their final look in the same frame,
 * not one tag a frame after the other. The definitions of one script join (a microtask long).
 */
interface Batch {
  waiting: Set<Promise<unknown>>;
  registrations: Registration[];
  done: Promise<void>;
}
let batch: Batch | null = null;

export function registerTogether(waiting: Set<Promise<unknown>>, registration: Registration): Promise<void> {
  if (!batch) {
    const joining: Batch = { waiting: new Set(), registrations: [], done: Promise.resolve() };
    joining.done = Promise.resolve()
      .then(() => {
        batch = null;
        return Promise.allSettled(joining.waiting);
      })
      .then(async () => {
        // Every position first: a registration changes every element's style, and a position
        // read after it would cost a fresh layout. The markup of the elements in view is built
        // in this task and only cloned in the next, which registers the tags: the upgrade of
        // every element of the page and building the first markup (the code's first run) were
        // one long task together (on a category page of 576 elements, 60-100 ms at 4x CPU).
        // Nothing on the page changes in between, so a frame there paints nothing new.
        const slices = new TaskSlices(registrationSliceMs);
        for (const each of joining.registrations) await slices.run(each.note);
        for (const each of joining.registrations) await slices.run(each.prepare);
        await slices.next();
        for (const each of joining.registrations) await slices.run(each.define);
      });
    batch = joining;
  }
  for (const need of waiting) batch.waiting.add(need);
  batch.registrations.push(registration);
  return batch.done;
}
