import type { FocusEvent } from 'react';
import type { FormStore } from './formStore.ts';

/** The fields of `V` that hold text (what a text field or a select edits). */
export type TextFieldOf<V> = { [K in keyof V]: V[K] extends string ? K : never }[keyof V] & string;

/** The props that tie a text field or a select to its form store. */
export interface FieldBinding {
  name: string;
  value: string;
  onValueChange: (value: string) => void;
  onBlur: (event: FocusEvent<HTMLInputElement | HTMLSelectElement>) => void;
  error: string | undefined;
}

export interface FieldBinderOptions<V> {
  /** The (translated) message a field shows now, if any: the form decides when errors show. */
  errorOf: (field: keyof V) => string | undefined;
  /** In place of the store's blur, when the form needs to look at where the focus went first. */
  onBlur?: (field: TextFieldOf<V>, event: FocusEvent<HTMLInputElement | HTMLSelectElement>) => void;
}

/**
 * The one binder between a field and the form store: `bind('firstName')` gives the field its
 * name, the store's value, an edit per change, a blur when left and the message it shows, so
 * no form wires these four by hand per field (and none forgets one).
 */
export function fieldBinder<V extends object>(
  form: Pick<FormStore<V, unknown>, 'edit' | 'blur'>,
  values: V,
  { errorOf, onBlur }: FieldBinderOptions<V>,
) {
  return <K extends TextFieldOf<V>>(field: K): FieldBinding => ({
    name: field,
    value: values[field] as string,
    // The value comes from the field bound to `field`: a select offers only that field's values.
    onValueChange: (value) => form.edit({ [field]: value } as unknown as Partial<V>),
    onBlur: (event) => (onBlur ? onBlur(field, event) : form.blur(field)),
    error: errorOf(field),
  });
}
