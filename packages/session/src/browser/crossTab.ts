import type { RenewAttempt } from '../domain/sessionMachine.ts';

/**
 * One renew request per due period for N tabs: the renewal runs inside a cross-tab lock, and
 * inside it each tab looks at the cookie again (another tab may have just renewed).
 * - Web Locks API (`navigator.locks`) when present: the browser releases the lock of a tab that
 *   dies or is closed, so a dead tab never blocks renewal.
 * - Else a lease in localStorage, woken by `storage` events: the lease ends after `leaseMs`
 *   (longer than the renew time-out), so a dead tab blocks at most that long.
 */
export interface RenewLock {
  /** Runs `task` while holding the lock. Rejects (AbortError) if `signal` aborts while waiting. */
  run: <T>(task: () => Promise<T>, signal: AbortSignal) => Promise<T>;
}

const renewLockName = 'shop-session-renew';
export const leaseStorageKey = 'shop-session-renew-lease';
const lastAttemptStorageKey = 'shop-session-last-renew';

const abortError = () => new DOMException('The lock request was aborted', 'AbortError');

function webLocksLock(locks: LockManager): RenewLock {
  return {
    // The lock is held until the task's promise settles (Web Locks waits for it).
    run: <T>(task: () => Promise<T>, signal: AbortSignal) =>
      locks.request(renewLockName, { signal }, task) as unknown as Promise<T>,
  };
}

interface Lease {
  owner: string;
  until: number;
}

function readLease(storage: Storage): Lease | null {
  try {
    const value = JSON.parse(storage.getItem(leaseStorageKey) ?? 'null') as Partial<Lease> | null;
    return value && typeof value.owner === 'string' && typeof value.until === 'number' ? (value as Lease) : null;
  } catch {
    return null;
  }
}

export function storageLeaseLock(
  storage: Storage,
  target: Pick<Window, 'addEventListener' | 'removeEventListener'>,
  options: { leaseMs?: number; settleMs?: number; pollMs?: number; now?: () => number } = {},
): RenewLock {
  const leaseMs = options.leaseMs ?? 30_000;
  const settleMs = options.settleMs ?? 50;
  const pollMs = options.pollMs ?? 500;
  const now = options.now ?? Date.now;
  const sleep = (ms: number, signal: AbortSignal) =>
    new Promise<void>((resolve, reject) => {
      if (signal.aborted) return reject(abortError());
      const onStorage = (event: StorageEvent) => {
        if (event.key === leaseStorageKey || event.key === null) done();
      };
      const onAbort = () => {
        cleanup();
        reject(abortError());
      };
      const timer = setTimeout(() => done(), ms);
      function cleanup() {
        clearTimeout(timer);
        target.removeEventListener('storage', onStorage as EventListener);
        signal.removeEventListener('abort', onAbort);
      }
      function done() {
        cleanup();
        resolve();
      }
      target.addEventListener('storage', onStorage as EventListener);
      signal.addEventListener('abort', onAbort);
    });

  return {
    run: async (task, signal) => {
      const owner = `${now()}-${Math.random().toString(36).slice(2)}`;
      for (;;) {
        const lease = readLease(storage);
        if (!lease || lease.until <= now()) {
          storage.setItem(leaseStorageKey, JSON.stringify({ owner, until: now() + leaseMs }));
          // Two tabs may write at once: the last write wins; both look again after a moment.
          await sleep(settleMs, signal);
          if (readLease(storage)?.owner === owner) break;
        } else {
          await sleep(Math.min(pollMs, Math.max(1, lease.until - now())), signal);
        }
      }
      try {
        return await task();
      } finally {
        if (readLease(storage)?.owner === owner) storage.removeItem(leaseStorageKey);
      }
    },
  };
}

/** Without any shared storage (sandboxed page): a lock for this tab only. */
const localOnlyLock: RenewLock = { run: (task) => task() };

export function createRenewLock(): RenewLock {
  if (typeof navigator !== 'undefined' && navigator.locks && typeof navigator.locks.request === 'function') {
    return webLocksLock(navigator.locks);
  }
  try {
    if (typeof window !== 'undefined' && window.localStorage) return storageLeaseLock(window.localStorage, window);
  } catch {
    // localStorage access throws in some privacy modes.
  }
  return localOnlyLock;
}

/** The last renew attempt of any tab (so a failed renewal is not repeated by every tab). */
export const lastAttemptStore = {
  read(): RenewAttempt | null {
    try {
      const value = JSON.parse(localStorage.getItem(lastAttemptStorageKey) ?? 'null') as Partial<RenewAttempt> | null;
      return value && typeof value.key === 'string' && typeof value.at === 'number' ? (value as RenewAttempt) : null;
    } catch {
      return null;
    }
  },
  write(attempt: RenewAttempt): void {
    try {
      localStorage.setItem(lastAttemptStorageKey, JSON.stringify(attempt));
    } catch {
      // Without storage each tab decides alone.
    }
  },
};
