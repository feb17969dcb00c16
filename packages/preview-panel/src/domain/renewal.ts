/**
 * Preview login renewal: every 300 000 ms (5 minutes) while the panel is present, paused while
 * the page is hidden, and caught up at once when it is visible again if a renewal fell due.
 */
export const renewalIntervalMs = 300_000;

/** Milliseconds until the next renewal is due (0 = now). */
export function msUntilRenewal(lastRenewedAt: number, now: number, interval = renewalIntervalMs): number {
  return Math.max(0, lastRenewedAt + interval - now);
}
