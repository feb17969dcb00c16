/**
 * How the static elements' tags are registered (defineStaticElement.ts): those of one script
 * together, once what all of them wait for is loaded, and in tasks that stay short.
 */
import { TaskSlices, taskBudgetMs, yieldToMain } from './schedule.ts';

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
        const slices = new TaskSlices(taskBudgetMs.registration);
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
