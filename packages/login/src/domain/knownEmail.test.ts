import { describe, expect, it } from 'vitest';
import { knownEmail } from './knownEmail.ts';

describe('known e-mail', () => {
  it('prefers the address the page passes in', () => {
    expect(knownEmail('page@example.com', 'device@example.com')).toBe('page@example.com');
  });

  it('falls back to the last login on this device', () => {
    expect(knownEmail(undefined, 'device@example.com')).toBe('device@example.com');
    expect(knownEmail('', ' device@example.com ')).toBe('device@example.com');
  });

  it('ignores values that are not e-mail addresses', () => {
    expect(knownEmail('not an address', 'device@example.com')).toBe('device@example.com');
    expect(knownEmail(undefined, '<img src=x onerror=alert(1)>')).toBe('');
    expect(knownEmail(null, null)).toBe('');
  });
});
