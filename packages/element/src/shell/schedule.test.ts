import { afterEach, describe, expect, it, vi } from 'vitest';
import { yieldToMain } from './schedule.ts';

afterEach(() => vi.unstubAllGlobals());

describe('yieldToMain', () => {
  it('resumes in a later task, after the microtasks and tasks already queued', async () => {
    const order: string[] = [];
    const done = yieldToMain().then(() => order.push('resumed'));
    queueMicrotask(() => order.push('microtask'));
    await done;
    expect(order).toEqual(['microtask', 'resumed']);
  });

  it('uses scheduler.yield() where the browser has it', async () => {
    const schedulerYield = vi.fn(() => Promise.resolve());
    vi.stubGlobal('scheduler', { yield: schedulerYield });
    await yieldToMain();
    expect(schedulerYield).toHaveBeenCalledOnce();
  });

  it('falls back to a timer without MessageChannel', async () => {
    vi.stubGlobal('MessageChannel', undefined);
    const timer = vi.spyOn(globalThis, 'setTimeout');
    await yieldToMain();
    expect(timer).toHaveBeenCalled();
  });
});
