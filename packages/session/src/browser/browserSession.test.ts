import { describe, expect, it } from 'vitest';
import { ServiceError } from '../domain/serviceError.ts';
import { readLongTermUntil, renewOutcomeOf } from './browserSession.ts';

describe('browser session helpers', () => {
  it('reads the long-term marker cookie as milliseconds; junk is no long-term token', () => {
    // biome-ignore lint/suspicious/noDocumentCookie: test setup
    document.cookie = 'LongTermTokenExp=1800000000; path=/';
    expect(readLongTermUntil()).toBe(1_800_000_000_000);
    // biome-ignore lint/suspicious/noDocumentCookie: test setup
    document.cookie = 'LongTermTokenExp=tomorrow; path=/';
    expect(readLongTermUntil()).toBeNull();
    // biome-ignore lint/suspicious/noDocumentCookie: test setup
    document.cookie = 'LongTermTokenExp=1e300; path=/';
    expect(readLongTermUntil()).toBeNull();
  });

  it('maps every failure of a renew call to an outcome of the state machine', () => {
    const signal = new AbortController().signal;
    expect(renewOutcomeOf(new ServiceError('http', 'HTTP 500', { status: 500 }), signal)).toEqual({
      kind: 'status',
      status: 500,
    });
    expect(renewOutcomeOf(new ServiceError('timeout', 't'), signal)).toEqual({ kind: 'timeout' });
    expect(renewOutcomeOf(new ServiceError('network', 'n'), signal)).toEqual({ kind: 'network' });
    expect(renewOutcomeOf(new ServiceError('malformed', 'm'), signal)).toEqual({ kind: 'network' });
    const aborted = new AbortController();
    aborted.abort();
    expect(renewOutcomeOf(new Error('x'), aborted.signal)).toEqual({ kind: 'aborted' });
  });
});
