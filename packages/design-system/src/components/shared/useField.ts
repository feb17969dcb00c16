import { useId } from 'react';

export interface FieldOptions {
  /** The caller's id for the control; without it one is generated as `<prefix>-<React id>`. */
  id?: string | undefined;
  prefix: 'input' | 'select' | 'checkbox';
  /** Whether the field shows a hint (at `hintId`). */
  hint?: boolean;
  /** The error message the field shows (at `errorId`), if any. */
  error?: string | undefined;
  /** In the error state without a message of its own (e.g. a checkbox group's shared message). */
  invalid?: boolean;
}

export interface FieldWiring {
  /** The control's id (its label's `htmlFor`). */
  id: string;
  hintId: string;
  errorId: string;
  /** The control's `aria-invalid`: set only while the field is in the error state. */
  ariaInvalid: true | undefined;
  /** The control's `aria-describedby`: the hint, then the error message, as far as shown. */
  describedBy: string | undefined;
}

/**
 * The ids and ARIA wiring of one form field (as React Spectrum's `useField`): label, hint and
 * error message point at or from the control the same way in every field of the design system,
 * so a screen reader announces the hint and the error with the control everywhere.
 */
export function useField({ id, prefix, hint = false, error, invalid = false }: FieldOptions): FieldWiring {
  const generated = useId();
  const controlId = id ?? `${prefix}-${generated}`;
  const hintId = `${controlId}-hint`;
  const errorId = `${controlId}-error`;
  return {
    id: controlId,
    hintId,
    errorId,
    ariaInvalid: invalid || error ? true : undefined,
    describedBy: [hint ? hintId : '', error ? errorId : ''].filter(Boolean).join(' ') || undefined,
  };
}
