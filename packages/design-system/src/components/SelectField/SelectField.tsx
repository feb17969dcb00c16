import { useStyles } from '@shop/element';
import { type ChangeEvent, useState } from 'react';
import { iconChevronDown } from '../../icons/chevronDown.ts';
import { Icon } from '../Icon/Icon.tsx';
import type { ControlProps, TextValueProps } from '../shared/controlProps.ts';
import { FieldError } from '../shared/FieldError.tsx';
import { useField } from '../shared/useField.ts';
import { useSteadyWhilePressed } from '../shared/useSteadyWhilePressed.ts';
import css from './SelectField.css?inline';

export interface SelectOption {
  value: string;
  text: string;
  disabled?: boolean;
}

export interface SelectFieldProps extends ControlProps<HTMLSelectElement>, TextValueProps {
  label: string;
  hiddenLabel?: boolean;
  options: readonly SelectOption[];
  /** Uncontrolled start value; without it the first option is chosen. */
  defaultValue?: string;
}

/** A native select (the most accessible choice on every device) in the design system's look. */
export function SelectField({
  label,
  hiddenLabel = false,
  options,
  id,
  name,
  value,
  defaultValue,
  onChange,
  onValueChange,
  onBlur,
  required = false,
  disabled = false,
  error: currentError,
  ref,
}: SelectFieldProps) {
  useStyles(css);
  const error = useSteadyWhilePressed(currentError);
  const field = useField({ id, prefix: 'select', error });
  const [ownValue, setOwnValue] = useState(defaultValue ?? options[0]?.value ?? '');
  const current = value ?? ownValue;

  const handleChange = (event: ChangeEvent<HTMLSelectElement>) => {
    setOwnValue(event.target.value);
    onChange?.(event);
    onValueChange?.(event.target.value);
  };

  return (
    <div className={`select-field${error ? ' select-field--error' : ''}${disabled ? ' select-field--disabled' : ''}`}>
      <label htmlFor={field.id} className={hiddenLabel ? 'shop-visually-hidden' : 'select-field__label'}>
        {label}
      </label>
      <div className="select-field__control">
        <select
          ref={ref}
          id={field.id}
          name={name}
          className="select-field__select"
          value={current}
          onChange={handleChange}
          onBlur={onBlur}
          required={required}
          disabled={disabled}
          aria-invalid={field.ariaInvalid}
          aria-describedby={field.describedBy}
        >
          {options.map((option) => (
            <option key={option.value} value={option.value} disabled={option.disabled}>
              {option.text}
            </option>
          ))}
        </select>
        <span className="select-field__chevron">
          <Icon icon={iconChevronDown} size={16} />
        </span>
      </div>
      {error && (
        <FieldError id={field.errorId} className="select-field__error">
          {error}
        </FieldError>
      )}
    </div>
  );
}
