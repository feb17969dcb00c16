import type { ValidationError } from 'yup';
import type { FieldErrors } from './formStore.ts';

/** What the adapter needs of a yup schema (any object schema has it). */
export interface SyncSchema {
  validateSync(values: unknown, options: { abortEarly: false }): unknown;
}

/**
 * yup's own test (`ValidationError.isError`), without importing yup here: the widgets load yup
 * with their schema, on demand, and the form module must not pull it into their entries.
 */
const isValidationError = (error: unknown): error is ValidationError =>
  error instanceof Error && error.name === 'ValidationError' && Array.isArray((error as ValidationError).inner);

/**
 * The one bridge between a yup schema and the form store: validates `values` with every rule
 * and returns, per field, the message (key) of the first rule the field breaks; an empty object
 * when the values are valid. A rule inside a list field (`legals[0]`) counts for the list.
 *
 * Anything thrown that is not yup's ValidationError is a fault in a schema or one of its test
 * functions, not a shopper's mistake: it is rethrown, so that it shows up as an error instead of
 * passing as a valid form.
 */
export function yupFieldErrors<V>(schema: SyncSchema, values: V): FieldErrors<V> {
  try {
    schema.validateSync(values, { abortEarly: false });
    return {};
  } catch (error) {
    if (!isValidationError(error)) throw error;
    const errors: FieldErrors<V> = {};
    for (const issue of error.inner) {
      const field = issue.path?.replace(/\[\d+\]$/, '') as keyof V | undefined;
      if (field && !errors[field]) errors[field] = issue.message;
    }
    return errors;
  }
}
