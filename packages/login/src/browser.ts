import { redirectParameter, storageKeys } from './domain/storageKeys.ts';

/**
 * The widget's few touches of browser state, each failing soft: storage can be disabled or
 * full (private mode, sandboxed frames), and a login must still work then.
 */
function storage(kind: 'localStorage' | 'sessionStorage'): Storage | null {
  try {
    return window[kind];
  } catch {
    return null;
  }
}

/** The stored redirect target: the `redirect` query parameter, else session storage. Unchecked. */
export function readStoredTarget(): string | null {
  const fromQuery = new URLSearchParams(window.location.search).get(redirectParameter);
  if (fromQuery !== null) return fromQuery;
  try {
    return storage('sessionStorage')?.getItem(storageKeys.redirectTarget) ?? null;
  } catch {
    return null;
  }
}

export function clearStoredTarget(): void {
  try {
    storage('sessionStorage')?.removeItem(storageKeys.redirectTarget);
  } catch {
    // nothing stored, nothing to clear
  }
}

export function readDeviceEmail(): string | null {
  try {
    return storage('localStorage')?.getItem(storageKeys.knownEmail) ?? null;
  } catch {
    return null;
  }
}

/** Remembers (or, with `null`, forgets) the e-mail of the last successful login on this device. */
export function writeDeviceEmail(email: string | null): void {
  try {
    const local = storage('localStorage');
    if (email === null) local?.removeItem(storageKeys.knownEmail);
    else local?.setItem(storageKeys.knownEmail, email);
  } catch {
    // storage full or disabled: the next visit starts with an empty field
  }
}

/** Leaves the page for a same-origin path (already checked by redirectTarget()). */
export function navigate(path: string): void {
  window.location.assign(path);
}
