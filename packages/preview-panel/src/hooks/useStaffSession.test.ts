import { act, renderHook } from '@testing-library/react';
import { useState } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { PreviewApi } from '../api.ts';
import type { ServiceAnswer } from '../domain/session.ts';
import { useStaffSession } from './useStaffSession.ts';

const answer = (httpStatus: number, body: unknown): ServiceAnswer => ({ kind: 'response', httpStatus, body });

/** The hook as the panel uses it: it stops watching once the session has ended. */
function watch(renewAnswer: ServiceAnswer) {
  const renew = vi.fn(async () => renewAnswer);
  const checkauth = vi.fn(async () => answer(200, { status: 'SUCCESS' }));
  const api = { renew, checkauth } as unknown as PreviewApi;
  const onEnded = vi.fn();
  const hook = renderHook(() => {
    const [ended, setEnded] = useState(false);
    useStaffSession(api, !ended, {
      onEnded: () => {
        onEnded();
        setEnded(true);
      },
      onConfirmed: () => {},
    });
    return ended;
  });
  return { renew, onEnded, hook };
}

/** Time passes; React applies what the answers changed. */
const passes = (ms: number) => act(() => vi.advanceTimersByTimeAsync(ms));

beforeEach(() => {
  vi.useFakeTimers();
});
afterEach(() => {
  vi.useRealTimers();
});

describe('the staff session while the panel is shown', () => {
  it.each([
    ['401 UNAUTHORIZED', answer(401, { status: 'UNAUTHORIZED' })],
    ['403', answer(403, null)],
    ['200 saying UNAUTHORIZED', answer(200, { status: 'UNAUTHORIZED' })],
  ])('ends when renewal answers %s, and renews no more', async (_name, given) => {
    const { renew, onEnded, hook } = watch(given);
    await passes(300_000);
    expect(onEnded).toHaveBeenCalledTimes(1);
    expect(hook.result.current).toBe(true);
    await passes(1_500_000);
    expect(renew).toHaveBeenCalledTimes(1);
  });

  it.each([
    ['503', answer(503, { type: 'qa.fault' })],
    ['a network failure', { kind: 'network' } as const],
    ['200 with a broken body', { kind: 'malformed', httpStatus: 200 } as const],
  ])('keeps going when renewal answers %s (no proof of an end)', async (_name, given) => {
    const { renew, onEnded } = watch(given);
    await passes(600_000);
    expect(onEnded).not.toHaveBeenCalled();
    expect(renew).toHaveBeenCalledTimes(2);
  });
});
