import { useStyles } from '@shop/element';
import { type ChangeEvent, type ReactNode, useEffect, useRef, useState } from 'react';
import type { ControlProps } from '../shared/controlProps.ts';
import { FieldError } from '../shared/FieldError.tsx';
import { mergeRefs } from '../shared/mergeRefs.ts';
import { useField } from '../shared/useField.ts';
import { useSteadyWhilePressed } from '../shared/useSteadyWhilePressed.ts';
import css from './Checkbox.css?inline';

export interface CheckboxProps extends ControlProps<HTMLInputElement> {
  /** The label; may contain links (e.g. a legal consent). */
  children: ReactNode;
  /** The value submitted with a form when checked (default `on`). */
  value?: string;
  /** The boolean model value (controlled). */
  checked?: boolean;
  defaultChecked?: boolean;
  /** The new boolean value after every change. */
  onCheckedChange?: (checked: boolean) => void;
  /** Neither checked nor unchecked (announced as mixed). */
  indeterminate?: boolean;
  /** Box left of the label (default) or right of it. */
  alignment?: 'left' | 'right';
  /** `error` with a message linked by aria-describedby. */
  state?: 'default' | 'error';
}

/** A native checkbox with a custom look; works controlled (`checked`/`onChange`) or not. */
export function Checkbox({
  children,
  id,
  name,
  value,
  checked,
  defaultChecked,
  onChange,
  onCheckedChange,
  onBlur,
  required = false,
  disabled = false,
  indeterminate = false,
  alignment = 'left',
  state = 'default',
  error: currentError,
  ref,
}: CheckboxProps) {
  useStyles(css);
  const error = useSteadyWhilePressed(currentError);
  const inError = state === 'error' || Boolean(error);
  const field = useField({ id, prefix: 'checkbox', error, invalid: inError });
  const inputRef = useRef<HTMLInputElement | null>(null);
  const [ownChecked, setOwnChecked] = useState(defaultChecked ?? false);
  const isChecked = checked ?? ownChecked;

  // `indeterminate` exists only as a DOM property.
  useEffect(() => {
    if (inputRef.current) inputRef.current.indeterminate = indeterminate;
  }, [indeterminate]);

  const handleChange = (event: ChangeEvent<HTMLInputElement>) => {
    setOwnChecked(event.target.checked);
    onChange?.(event);
    onCheckedChange?.(event.target.checked);
  };

  const classes = [
    'checkbox',
    `checkbox--${alignment}`,
    inError ? 'checkbox--error' : '',
    disabled ? 'checkbox--disabled' : '',
  ];
  return (
    <div className={classes.filter(Boolean).join(' ')}>
      <div className="checkbox__row">
        <input
          ref={mergeRefs(inputRef, ref)}
          id={field.id}
          className="checkbox__input"
          type="checkbox"
          name={name}
          value={value}
          checked={isChecked}
          onChange={handleChange}
          onBlur={onBlur}
          required={required}
          disabled={disabled}
          aria-invalid={field.ariaInvalid}
          aria-describedby={field.describedBy}
        />
        <label htmlFor={field.id} className="checkbox__label">
          {children}
          {required && <span aria-hidden="true"> *</span>}
        </label>
      </div>
      {error && (
        <FieldError id={field.errorId} className="checkbox__error">
          {error}
        </FieldError>
      )}
    </div>
  );
}
