import { useSyncExternalStore } from 'react';
import { detectPlatform, subscribeToPlatform } from '../browser/platform.ts';
import type { Platform } from '../domain/platform.ts';

/**
 * The platform as React state, re-evaluated on window resize and when `data-platform` changes;
 * the listeners are removed when the last component using it unmounts.
 */
export function usePlatform(): Platform {
  return useSyncExternalStore(subscribeToPlatform, detectPlatform, () => 'CLASSIC');
}
