import { renderHook } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { useField } from './useField.ts';

describe('useField', () => {
  it('keeps the caller’s id and derives the hint and error ids from it', () => {
    const { result } = renderHook(() => useField({ id: 'email', prefix: 'input', hint: true }));
    expect(result.current).toEqual({
      id: 'email',
      hintId: 'email-hint',
      errorId: 'email-error',
      ariaInvalid: undefined,
      describedBy: 'email-hint',
    });
  });

  it('generates a distinct id per field when the caller gives none', () => {
    const first = renderHook(() => useField({ prefix: 'select' })).result.current.id;
    const second = renderHook(() => useField({ prefix: 'select' })).result.current.id;
    expect(first).toMatch(/^select-/);
    expect(second).not.toBe(first);
  });

  it('with an error: invalid, described by the hint and then the message', () => {
    const { result } = renderHook(() => useField({ id: 'email', prefix: 'input', hint: true, error: 'Required' }));
    expect(result.current.ariaInvalid).toBe(true);
    expect(result.current.describedBy).toBe('email-hint email-error');
  });

  it('invalid without a message of its own: aria-invalid, but nothing to describe it', () => {
    const { result } = renderHook(() => useField({ id: 'terms', prefix: 'checkbox', invalid: true }));
    expect(result.current.ariaInvalid).toBe(true);
    expect(result.current.describedBy).toBeUndefined();
  });
});
