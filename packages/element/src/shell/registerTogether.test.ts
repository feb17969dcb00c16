import { afterEach, describe, expect, it, vi } from 'vitest';
import type { Registration } from './pageState.ts';
import { registerTogether } from './registerTogether.ts';
import { TaskSlices, taskBudgetMs } from './schedule.ts';

afterEach(() => {
  vi.restoreAllMocks();
  vi.unstubAllGlobals();
});

/** A clock the parts move on, and a `scheduler.yield` that counts the tasks. */
function fakeTasks() {
  const state = { clock: 0, task: 0 };
  vi.spyOn(performance, 'now').mockImplementation(() => state.clock);
  vi.stubGlobal('scheduler', {
    yield: () => {
      state.task += 1;
      return new Promise((resolve) => setTimeout(resolve, 0));
    },
  });
  return state;
}

/** A tag's registration whose parts each take `ms` and log the task they ran in. */
function registration(tag: string, ms: number, tasks: { clock: number; task: number }, log: string[]): Registration {
  const part = (name: string) => () => {
    tasks.clock += ms;
    log.push(`${name} ${tag} in task ${tasks.task}`);
  };
  return { note: part('note'), prepare: part('prepare'), define: part('define') };
}

describe('TaskSlices', () => {
  it('runs parts in one task until the budget is spent, then goes on in the next', async () => {
    const tasks = fakeTasks();
    const log: number[] = [];
    const slices = new TaskSlices(10);
    for (let part = 0; part < 5; part += 1) {
      await slices.run(() => {
        tasks.clock += 4;
        log.push(tasks.task);
      });
    }
    // 4 + 4 ms fit, the third part spends the budget: the fourth starts a task of its own.
    expect(log).toEqual([0, 0, 0, 1, 1]);
  });

  it('counts the microtasks a part queued (the render of the elements in view) as its own', async () => {
    const tasks = fakeTasks();
    const slices = new TaskSlices(10);
    const ranIn: number[] = [];
    await slices.run(() => queueMicrotask(() => (tasks.clock += 12)));
    await slices.run(() => ranIn.push(tasks.task));
    expect(ranIn).toEqual([1]);
  });

  it('waits for the given next task (the render queue: the next frame) when the budget is spent', async () => {
    const tasks = fakeTasks();
    let frames = 0;
    const slices = new TaskSlices(10, async () => {
      frames += 1;
    });
    await slices.run(() => (tasks.clock += 12));
    await slices.run(() => undefined);
    expect(frames).toBe(1);
    expect(tasks.task).toBe(0);
  });
});

describe('registerTogether', () => {
  it('registers the tags of a page of a few hundred elements in one task, after the one that read their positions', async () => {
    const tasks = fakeTasks();
    const log: string[] = [];
    const done = Promise.all([
      registerTogether(new Set([Promise.resolve()]), registration('shop-banderole', 2, tasks, log)),
      registerTogether(new Set([Promise.resolve()]), registration('shop-icon', 2, tasks, log)),
    ]);
    await done;
    expect(log).toEqual([
      'note shop-banderole in task 0',
      'note shop-icon in task 0',
      'prepare shop-banderole in task 0',
      'prepare shop-icon in task 0',
      'define shop-banderole in task 1',
      'define shop-icon in task 1',
    ]);
  });

  it('gives each tag a task of its own where the parts take longer (a page of thousands of elements)', async () => {
    const tasks = fakeTasks();
    const log: string[] = [];
    const slow = taskBudgetMs.registration;
    await Promise.all([
      registerTogether(new Set([Promise.resolve()]), registration('shop-banderole', slow, tasks, log)),
      registerTogether(new Set([Promise.resolve()]), registration('shop-icon', slow, tasks, log)),
    ]);
    expect(log).toEqual([
      'note shop-banderole in task 0',
      'note shop-icon in task 1',
      'prepare shop-banderole in task 2',
      'prepare shop-icon in task 3',
      'define shop-banderole in task 4',
      'define shop-icon in task 5',
    ]);
  });
});
