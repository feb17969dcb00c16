/**
 * Rendering in pieces, so that a widget never holds the host page's main thread in one long
 * task: the host page comes first (its input, its paint), the widget fills in over several tasks.
 */
import { type RefObject, startTransition, useEffect, useState } from 'react';

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
 * The loader (early/loader.ts) is compiled on its own without imports; it cuts its work a fixed
 * number of steps a task instead.
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

/**
 * How many of `total` parts of a component to render: `initial` in the first render, then one
 * more after each commit, each in a later task (`yieldToMain`) and as a React transition (React
 * renders a transition in slices of a few milliseconds and lets input go first). Render the
 * parts in document order, later parts after earlier ones, so that a part arriving never moves
 * one already shown. Rendering on the server (no effects run) gives `initial` only: pass `total`
 * there. A change of `total` continues from the parts already shown.
 */
export function useStagedRender(total: number, initial = 1): number {
  const [stage, setStage] = useState(() => Math.min(initial, total));
  useEffect(() => {
    if (stage >= total) return;
    let current = true;
    yieldToMain().then(() => {
      if (current) startTransition(() => setStage((shown) => Math.min(total, shown + 1)));
    });
    return () => {
      current = false;
    };
  }, [stage, total]);
  return Math.min(stage, total);
}

/**
 * True once the element of `ref` has come within `rootMargin` of the viewport (and from then
 * on): work for a part of the page far below the fold can wait until the shopper scrolls
 * towards it. A generous margin (the default, 1.5 screen heights) has it ready before it is
 * seen. True at once where there is no IntersectionObserver. The element must keep its final
 * size meanwhile, or the page moves when it fills in.
 */
export function useNearViewport(ref: RefObject<Element | null>, rootMargin = '150% 0px'): boolean {
  const [near, setNear] = useState(() => typeof IntersectionObserver === 'undefined');
  useEffect(() => {
    const element = ref.current;
    if (near || !element) return;
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((entry) => entry.isIntersecting)) {
          observer.disconnect();
          setNear(true);
        }
      },
      { rootMargin },
    );
    observer.observe(element);
    return () => observer.disconnect();
  }, [near, ref, rootMargin]);
  return near;
}
