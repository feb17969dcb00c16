import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { leaseStorageKey, storageLeaseLock } from './crossTab.ts';

// The lease waits on timers and Date.now: a fake clock runs them without real waiting.
beforeEach(() => vi.useFakeTimers());
afterEach(() => {
  vi.useRealTimers();
  localStorage.clear();
});

describe('storage lease lock (fallback without Web Locks)', () => {
  it('lets one tab at a time run its renewal', async () => {
    const tabA = storageLeaseLock(localStorage, window, { settleMs: 5, pollMs: 10 });
    const tabB = storageLeaseLock(localStorage, window, { settleMs: 5, pollMs: 10 });
    const timeline: string[] = [];
    const task = (name: string) => async () => {
      timeline.push(`${name} in`);
      // The renewal's request takes 30 ms.
      await new Promise((resolve) => setTimeout(resolve, 30));
      timeline.push(`${name} out`);
    };
    const signal = new AbortController().signal;
    const both = Promise.all([tabA.run(task('A'), signal), tabB.run(task('B'), signal)]);
    await vi.runAllTimersAsync();
    await both;
    expect(timeline).toHaveLength(4);
    expect(timeline[0]?.endsWith('in')).toBe(true);
    expect(timeline[1]?.endsWith('out')).toBe(true);
    expect(timeline[1]?.[0]).toBe(timeline[0]?.[0]);
    expect(localStorage.getItem(leaseStorageKey)).toBeNull();
  });

  it('takes over the lease of a tab that died holding it once the lease ends', async () => {
    localStorage.setItem(leaseStorageKey, JSON.stringify({ owner: 'dead-tab', until: Date.now() + 60 }));
    const lock = storageLeaseLock(localStorage, window, { settleMs: 5, pollMs: 10 });
    const task = vi.fn(async () => 'ran');
    const running = lock.run(task, new AbortController().signal);
    await vi.advanceTimersByTimeAsync(59);
    expect(task).not.toHaveBeenCalled();
    // The lease ends at 60 ms; one poll and the settle time later the task runs.
    await vi.advanceTimersByTimeAsync(20);
    expect(task).toHaveBeenCalledTimes(1);
    await expect(running).resolves.toBe('ran');
  });

  it('gives up waiting when its signal aborts', async () => {
    localStorage.setItem(leaseStorageKey, JSON.stringify({ owner: 'busy-tab', until: Date.now() + 10_000 }));
    const lock = storageLeaseLock(localStorage, window, { settleMs: 5, pollMs: 10 });
    const controller = new AbortController();
    const waiting = lock.run(async () => 'ran', controller.signal);
    controller.abort();
    await expect(waiting).rejects.toMatchObject({ name: 'AbortError' });
  });
});
