import { describe, expect, it } from 'vitest';
import { loginOutcome, outcomeMessageKeys } from './outcome.ts';

describe('login outcome', () => {
  it.each([200, 201, 204])('%i is a login', (status) => {
    expect(loginOutcome(status)).toBe('success');
  });

  it('a 2xx that left no LoginToken is service unavailable, not a login', () => {
    expect(loginOutcome(200, false)).toBe('unavailable');
  });

  it('401 is wrong credentials', () => {
    expect(loginOutcome(401)).toBe('unauthorized');
  });

  // 0: an opaque or blocked answer; 300: the first status after the 2xx range.
  it.each([0, 300, 400, 403, 404, 409, 429, 500, 502, 503, 504, 302])('%i is service unavailable', (status) => {
    expect(loginOutcome(status)).toBe('unavailable');
  });

  it('a network failure or time-out (no answer) is service unavailable', () => {
    expect(loginOutcome(null)).toBe('unavailable');
  });

  it('wrong credentials and unavailability show different messages', () => {
    expect(outcomeMessageKeys.unauthorized).not.toBe(outcomeMessageKeys.unavailable);
  });
});
