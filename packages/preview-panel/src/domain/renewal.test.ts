import { describe, expect, it } from 'vitest';
import { msUntilRenewal, renewalIntervalMs } from './renewal.ts';

describe('renewal timing', () => {
  it('is due 300 000 ms after the last renewal', () => {
    expect(renewalIntervalMs).toBe(300_000);
    expect(msUntilRenewal(1_000, 1_000)).toBe(300_000);
    expect(msUntilRenewal(1_000, 201_000)).toBe(100_000);
  });

  it('is due at once when the page was hidden past the due time', () => {
    expect(msUntilRenewal(0, 900_000)).toBe(0);
  });
});
