import { afterEach, describe, expect, it } from 'vitest';
import { applyLegacyPatches } from '../api/testing/legacyPatches.ts';
import { csrfToken } from './csrf.ts';

let restore: (() => void) | undefined;
afterEach(() => {
  restore?.();
  restore = undefined;
  // biome-ignore lint/suspicious/noDocumentCookie: the test clears the cookie the code wrote
  document.cookie = 'XSRF-TOKEN=; Path=/; Max-Age=0';
});

describe('csrfToken on a legacy page', () => {
  it("writes a fresh 48-digit hex token under Prototype's Array.from", () => {
    restore = applyLegacyPatches('prototype-1.7.js');
    const token = csrfToken();
    restore();
    restore = undefined;
    expect(token).toMatch(/^[0-9a-f]{48}$/);
    expect(document.cookie).toContain(`XSRF-TOKEN=${token}`);
  });
});
