/**
 * What an answer of the preview service proves about the staff session. Renew, checkauth,
 * token and logout all answer the same way: an HTTP status and a JSON body with `status`.
 *
 * - `ended`: HTTP 401 or 403, or a body whose status is UNAUTHORIZED (whatever the HTTP
 *   status): the server no longer knows this staff member, so preview is off.
 * - `active`: HTTP 2xx with status SUCCESS.
 * - `unknown`: everything else (a network failure, a time-out, 5xx, another 4xx, a broken
 *   body, another status such as BAD_REQUEST or INTERNAL_ERROR). None of these proves that
 *   the session ended, so the panel keeps what it shows.
 */
export type ServiceAnswer =
  | { kind: 'response'; httpStatus: number; body: unknown }
  | { kind: 'malformed'; httpStatus: number }
  | { kind: 'network' };

export type SessionVerdict = 'active' | 'ended' | 'unknown';

const endedHttpStatuses = [401, 403];

/** The `status` string of a JSON body; undefined for anything else. */
export function statusOf(body: unknown): string | undefined {
  if (typeof body !== 'object' || body === null) return undefined;
  const status = (body as { status?: unknown }).status;
  return typeof status === 'string' ? status : undefined;
}

/** An HTTP 2xx, whatever its body says (logout's answer needs no more than that). */
export function isSuccessful(answer: ServiceAnswer): boolean {
  return answer.kind !== 'network' && answer.httpStatus >= 200 && answer.httpStatus < 300;
}

export function sessionVerdict(answer: ServiceAnswer): SessionVerdict {
  if (answer.kind === 'network') return 'unknown';
  if (endedHttpStatuses.includes(answer.httpStatus)) return 'ended';
  if (answer.kind === 'malformed') return 'unknown';
  const status = statusOf(answer.body);
  if (status === 'UNAUTHORIZED') return 'ended';
  return isSuccessful(answer) && status === 'SUCCESS' ? 'active' : 'unknown';
}
