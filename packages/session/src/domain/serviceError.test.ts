import { describe, expect, it } from 'vitest';
import { isServiceError, ServiceError } from './serviceError.ts';

describe('a failed call to a service', () => {
  it('keeps what went wrong for the widget to decide: a 403 answer with its body', () => {
    const cause = new Error('forbidden');
    const error = new ServiceError('http', 'HTTP 403', { status: 403, data: { code: 'locked' }, cause });
    expect(error).toMatchObject({ name: 'ServiceError', kind: 'http', message: 'HTTP 403', status: 403 });
    expect(error.data).toEqual({ code: 'locked' });
    expect(error.cause).toBe(cause);
  });

  it('has no status when no answer came (the network failed)', () => {
    const error = new ServiceError('network', 'offline');
    expect(error.status).toBeUndefined();
    expect(error.data).toBeUndefined();
  });

  it('tells a service failure from any other error', () => {
    expect(isServiceError(new ServiceError('timeout', 'slow'))).toBe(true);
    expect(isServiceError(new Error('HTTP 403'))).toBe(false);
    expect(isServiceError({ kind: 'http', status: 403 })).toBe(false);
  });
});
