import { isSuccessful, type ServiceAnswer, statusOf } from './session.ts';

/**
 * What the panel shows after `GET /service/preview/api/token` answers.
 * Only an HTTP 2xx whose body says status SUCCESS is a success; BAD_REQUEST,
 * INTERNAL_ERROR, UNAUTHORIZED, any other status, a non-2xx answer, a broken body, a
 * time-out or a network failure all end in the failure notification. (An UNAUTHORIZED or
 * HTTP 401/403 answer also ends the staff session: see session.ts.)
 */
type FailureReason = 'BAD_REQUEST' | 'INTERNAL_ERROR' | 'UNAUTHORIZED' | 'HTTP' | 'MALFORMED' | 'NETWORK';

export type ApplyState =
  | { kind: 'idle' }
  | { kind: 'applying' }
  | { kind: 'success' }
  | { kind: 'failure'; reason: FailureReason };

const knownFailures = ['BAD_REQUEST', 'INTERNAL_ERROR', 'UNAUTHORIZED'] as const;

export function stateAfterTokenAnswer(answer: ServiceAnswer): ApplyState {
  if (answer.kind === 'network') return { kind: 'failure', reason: 'NETWORK' };
  if (answer.kind === 'malformed') return { kind: 'failure', reason: 'MALFORMED' };
  const status = statusOf(answer.body);
  const ok = isSuccessful(answer);
  if (ok && status === 'SUCCESS') return { kind: 'success' };
  const known = knownFailures.find((failure) => failure === status);
  if (known) return { kind: 'failure', reason: known };
  return { kind: 'failure', reason: ok ? 'MALFORMED' : 'HTTP' };
}

/** The text key of the notification for a finished apply. */
export function applyMessageKey(state: ApplyState): string | null {
  if (state.kind === 'success') return 'apply.success';
  if (state.kind === 'failure') return 'apply.failure';
  return null;
}
