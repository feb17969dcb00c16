/**
 * Rendering in pieces, so that a widget never holds the host page's main thread in one long
 * task: the host page comes first (its input, its paint), the widget fills in over several tasks.
 */

interface SchedulerWithYield {
  yield?: () => Promise<void>;
}

/**
 * Resolves in a later task, after the browser had the chance to handle input and paint.
 * `scheduler.yield()` where the browser has it (the continuation keeps its place ahead of other
 * queued tasks); otherwise a message to ourselves, which runs as its own task without the
 * clamping of nested `setTimeout`s; `setTimeout` where there is neither.
 */
export function yieldToMain(): Promise<void> {
  const scheduler = (globalThis as { scheduler?: SchedulerWithYield }).scheduler;
  if (typeof scheduler?.yield === 'function') return scheduler.yield();
  if (typeof MessageChannel === 'function') {
    return new Promise((resolve) => {
      const channel = new MessageChannel();
      channel.port1.onmessage = () => {
        channel.port1.close();
        resolve();
      };
      channel.port2.postMessage(null);
    });
  }
  return new Promise((resolve) => setTimeout(resolve, 0));
}

/**
 * How long one stretch of our work may hold the main thread before the rest goes on in a task of
 * its own (`TaskSlices`). Named here, once, for every kind of work that is cut into tasks:
 * - `render`: elements below the fold render a slice a frame (scheduler.ts), so scrolling and
 *   input between the frames stay smooth;
 * - `registration`: the registration of a script's static tags, once per page
 *   (registerTogether.ts): as few tasks as keep each one well under the 50 ms of a long task.
 * The inline loader (early/loader.ts), a script of its own, cuts its work a fixed number of steps
 * a task instead.
 */
export const taskBudgetMs = { render: 8, registration: 25 } as const;

/**
 * The one way our code cuts work into tasks: parts run in the current task until they have run
 * `budgetMs`; then the next part waits for `nextTask` (a later task by default; the render queue
 * waits for the next frame) and gets a fresh budget.
 */
export class TaskSlices {
  #end: number;
  constructor(
    private readonly budgetMs: number,
    private readonly nextTask: () => Promise<void> = yieldToMain,
  ) {
    this.#end = performance.now() + budgetMs;
  }

  /** Whether this task's budget is spent. */
  get spent(): boolean {
    return performance.now() >= this.#end;
  }

  /**
   * Runs `part` (in a task of its own if the budget is spent), and the microtasks it queued: the
   * render of a tag's elements in view counts as its registration's.
   */
  async run(part: () => void): Promise<void> {
    if (this.spent) await this.next();
    part();
    await Promise.resolve();
  }

  /** Goes on in a task of its own, with a fresh budget. */
  async next(): Promise<void> {
    await this.nextTask();
    this.#end = performance.now() + this.budgetMs;
  }
}
