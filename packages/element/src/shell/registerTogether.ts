/**
 * How the static elements' tags are registered (defineStaticElement.ts): those of one script
 * together, once what all of them wait for is loaded, and in tasks that stay short.
 */
import { pageState, type Registration, type RegistrationBatch } from './pageState.ts';
import { TaskSlices, taskBudgetMs, yieldToMain } from './schedule.ts';

pageState.registration ??= { nextTask: null, batch: null };
const state = pageState.registration;

/** The next task, one for every definition of this one (so those of one script still register together). */
export function afterThisTask(): Promise<void> {
  state.nextTask ??= yieldToMain().then(() => {
    state.nextTask = null;
  });
  return state.nextTask;
}

/**
 * Definitions that wait for something are registered together, once what all of them wait for
 * is there: a product tile's banderole and icons then show their final look in the same frame,
 * not one tag a frame after the other. The definitions of one script join (a microtask long).
 */
export function registerTogether(waiting: Set<Promise<unknown>>, registration: Registration): Promise<void> {
  if (!state.batch) {
    const joining: RegistrationBatch = { waiting: new Set(), registrations: [], done: Promise.resolve() };
    joining.done = Promise.resolve()
      .then(() => {
        state.batch = null;
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
    state.batch = joining;
  }
  for (const need of waiting) state.batch.waiting.add(need);
  state.batch.registrations.push(registration);
  return state.batch.done;
}
