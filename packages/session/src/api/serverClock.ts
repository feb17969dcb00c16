/**
 * The server's clock as this page knows it: every service answer's `Date` header (any status)
 * gives a sample of server time - client time. The session renewal uses it so that a client
 * clock that is minutes off neither loops nor misses a renewal.
 */
let latestOffsetMs: number | null = null;

/** Offsets beyond a year are a broken header, not a skewed clock. */
const maxOffsetMs = 365 * 24 * 3600 * 1000;

/** Records a `Date` header value received at client time `receivedAt`. */
export function recordServerDate(dateHeader: string | null | undefined, receivedAt: number = Date.now()): void {
  if (!dateHeader) return;
  const serverTime = Date.parse(dateHeader);
  if (!Number.isFinite(serverTime)) return;
  // The header has a resolution of one second: take the middle of that second.
  const offset = serverTime + 500 - receivedAt;
  if (Math.abs(offset) < maxOffsetMs) latestOffsetMs = offset;
}

/** server time - client time in ms, or null before any service answered on this page. */
export function serverClockOffset(): number | null {
  return latestOffsetMs;
}

/** For tests. */
export function resetServerClock(): void {
  latestOffsetMs = null;
}
