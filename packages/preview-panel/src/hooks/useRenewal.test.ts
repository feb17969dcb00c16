import { renderHook } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { PreviewApi } from '../api.ts';
import { useRenewal } from './useRenewal.ts';

let visibility: DocumentVisibilityState = 'visible';
function setVisibility(next: DocumentVisibilityState) {
  visibility = next;
  document.dispatchEvent(new Event('visibilitychange'));
}

const success = { kind: 'response', httpStatus: 200, body: { status: 'SUCCESS' } } as const;

function fakeApi() {
  const renew = vi.fn(async () => success);
  return { api: { renew } as unknown as PreviewApi, renew };
}

beforeEach(() => {
  vi.useFakeTimers();
  visibility = 'visible';
  vi.spyOn(document, 'visibilityState', 'get').mockImplementation(() => visibility);
});
afterEach(() => {
  vi.useRealTimers();
  vi.restoreAllMocks();
});

describe('preview login renewal', () => {
  it('renews every 300 000 ms while the panel is present, and stops when it goes', () => {
    const { api, renew } = fakeApi();
    const { unmount } = renderHook(() => useRenewal(api, true, () => {}));
    vi.advanceTimersByTime(299_999);
    expect(renew).not.toHaveBeenCalled();
    vi.advanceTimersByTime(1);
    expect(renew).toHaveBeenCalledTimes(1);
    vi.advanceTimersByTime(300_000);
    expect(renew).toHaveBeenCalledTimes(2);
    unmount();
    vi.advanceTimersByTime(900_000);
    expect(renew).toHaveBeenCalledTimes(2);
  });

  it('pauses while the page is hidden and catches up at once when it is visible again', () => {
    const { api, renew } = fakeApi();
    renderHook(() => useRenewal(api, true, () => {}));
    vi.advanceTimersByTime(100_000);
    setVisibility('hidden');
    vi.advanceTimersByTime(600_000);
    expect(renew).not.toHaveBeenCalled();
    setVisibility('visible');
    vi.advanceTimersByTime(0);
    expect(renew).toHaveBeenCalledTimes(1);
    vi.advanceTimersByTime(300_000);
    expect(renew).toHaveBeenCalledTimes(2);
  });

  it('keeps the rhythm when the page was hidden only briefly', () => {
    const { api, renew } = fakeApi();
    renderHook(() => useRenewal(api, true, () => {}));
    vi.advanceTimersByTime(100_000);
    setVisibility('hidden');
    vi.advanceTimersByTime(50_000);
    setVisibility('visible');
    vi.advanceTimersByTime(149_999);
    expect(renew).not.toHaveBeenCalled();
    vi.advanceTimersByTime(1);
    expect(renew).toHaveBeenCalledTimes(1);
  });

  it('hands each answer on, and stops when no longer enabled', async () => {
    const { api, renew } = fakeApi();
    const answers: unknown[] = [];
    const { rerender } = renderHook(({ enabled }) => useRenewal(api, enabled, (answer) => answers.push(answer)), {
      initialProps: { enabled: true },
    });
    await vi.advanceTimersByTimeAsync(300_000);
    expect(answers).toEqual([success]);
    rerender({ enabled: false });
    await vi.advanceTimersByTimeAsync(900_000);
    expect(renew).toHaveBeenCalledTimes(1);
  });
});
