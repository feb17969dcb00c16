import { afterEach, describe, expect, it } from 'vitest';
import { leaseStorageKey, storageLeaseLock } from './crossTab.ts';

afterEach(() => localStorage.clear());

const tick = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

describe('storage lease lock (fallback without Web Locks)', () => {
  it('lets one tab at a time run its renewal', async () => {
    const tabA = storageLeaseLock(localStorage, window, { settleMs: 5, pollMs: 10 });
    const tabB = storageLeaseLock(localStorage, window, { settleMs: 5, pollMs: 10 });
    const timeline: string[] = [];
    const task = (name: string) => async () => {
      timeline.push(`${name} in`);
      await tick(30);
      timeline.push(`${name} out`);
    };
    const signal = new AbortController().signal;
    await Promise.all([tabA.run(task('A'), signal), tabB.run(task('B'), signal)]);
    expect(timeline).toHaveLength(4);
    expect(timeline[0]?.endsWith('in')).toBe(true);
    expect(timeline[1]?.endsWith('out')).toBe(true);
    expect(timeline[1]?.[0]).toBe(timeline[0]?.[0]);
    expect(localStorage.getItem(leaseStorageKey)).toBeNull();
  });

  it('takes over the lease of a tab that died holding it once the lease ends', async () => {
    localStorage.setItem(leaseStorageKey, JSON.stringify({ owner: 'dead-tab', until: Date.now() + 60 }));
    const lock = storageLeaseLock(localStorage, window, { settleMs: 5, pollMs: 10 });
    const started = Date.now();
    const ran = await lock.run(async () => Date.now() - started, new AbortController().signal);
    expect(ran).toBeGreaterThanOrEqual(50);
    expect(ran).toBeLessThan(1000);
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
