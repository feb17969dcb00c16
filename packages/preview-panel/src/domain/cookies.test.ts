import { describe, expect, it } from 'vitest';
import { hasPreviewCookie } from './cookies.ts';

describe('hasPreviewCookie', () => {
  it('finds a staff or an admin auth cookie anywhere in the cookie string', () => {
    expect(hasPreviewCookie('StaffAuthToken=abc')).toBe(true);
    expect(hasPreviewCookie('qa_scope=1; CobraAuthToken=xyz; other=2')).toBe(true);
  });

  it('ignores shoppers, empty values and look-alike names', () => {
    expect(hasPreviewCookie('')).toBe(false);
    expect(hasPreviewCookie('LoginToken=a.b.c; qa_scope=7')).toBe(false);
    expect(hasPreviewCookie('StaffAuthToken=; x=1')).toBe(false);
    expect(hasPreviewCookie('NotStaffAuthToken=abc')).toBe(false);
  });
});

describe('a cookie string written without spaces (as some proxies send it)', () => {
  it('finds the staff cookie after a semicolon with no space', () => {
    expect(hasPreviewCookie('qa_scope=1;StaffAuthToken=abc')).toBe(true);
  });
});
