import type { ChangeEvent, FocusEventHandler, Ref } from 'react';

/** What every form control (text field, select, checkbox) takes besides its own model value. */
export interface ControlProps<E extends HTMLInputElement | HTMLSelectElement> {
  id?: string;
  name?: string;
  onChange?: (event: ChangeEvent<E>) => void;
  onBlur?: FocusEventHandler<E>;
  required?: boolean;
  disabled?: boolean;
  /** The error message, linked to the control by aria-describedby. */
  error?: string;
  ref?: Ref<E>;
}

/** The model value of a control that holds text (text field, select). */
export interface TextValueProps {
  /** Controlled value (the form's state). */
  value?: string;
  /** Uncontrolled start value. */
  defaultValue?: string;
  /** The value after every change. */
  onValueChange?: (value: string) => void;
}
