import { describe, expect, it } from 'vitest';
import { applyMessageKey, stateAfterTokenAnswer } from './applyResult.ts';

describe('the state after each answer of the token endpoint', () => {
  it('SUCCESS with HTTP 2xx is a success: "Settings applied successfully."', () => {
    const state = stateAfterTokenAnswer({ kind: 'response', httpStatus: 200, body: { status: 'SUCCESS' } });
    expect(state).toEqual({ kind: 'success' });
    expect(applyMessageKey(state)).toBe('apply.success');
  });

  it.each([
    [{ kind: 'response', httpStatus: 400, body: { status: 'BAD_REQUEST' } }, 'BAD_REQUEST'],
    [{ kind: 'response', httpStatus: 200, body: { status: 'BAD_REQUEST' } }, 'BAD_REQUEST'],
    [{ kind: 'response', httpStatus: 500, body: { status: 'INTERNAL_ERROR' } }, 'INTERNAL_ERROR'],
    [{ kind: 'response', httpStatus: 200, body: { status: 'INTERNAL_ERROR' } }, 'INTERNAL_ERROR'],
    [{ kind: 'response', httpStatus: 401, body: { status: 'UNAUTHORIZED' } }, 'UNAUTHORIZED'],
    [{ kind: 'response', httpStatus: 503, body: { type: 'qa.fault' } }, 'HTTP'],
    [{ kind: 'response', httpStatus: 500, body: { status: 'SUCCESS' } }, 'HTTP'],
    [{ kind: 'response', httpStatus: 200, body: { status: 'MAYBE' } }, 'MALFORMED'],
    [{ kind: 'response', httpStatus: 200, body: null }, 'MALFORMED'],
    [{ kind: 'malformed', httpStatus: 200 }, 'MALFORMED'],
    [{ kind: 'network' }, 'NETWORK'],
  ] as const)('%j is a failure (%s): "Applying settings failed."', (answer, reason) => {
    const state = stateAfterTokenAnswer(answer);
    expect(state).toEqual({ kind: 'failure', reason });
    expect(applyMessageKey(state)).toBe('apply.failure');
  });

  it('shows no message while idle or applying', () => {
    expect(applyMessageKey({ kind: 'idle' })).toBeNull();
    expect(applyMessageKey({ kind: 'applying' })).toBeNull();
  });
});

describe('a broken answer with an error status', () => {
  it('is reported as a broken answer, whatever its HTTP status', () => {
    expect(stateAfterTokenAnswer({ kind: 'malformed', httpStatus: 502 })).toEqual({
      kind: 'failure',
      reason: 'MALFORMED',
    });
  });
});
