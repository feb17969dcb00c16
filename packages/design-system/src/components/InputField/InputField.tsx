import { setNativeValue, useStyles, useTranslation } from '@shop/element';
import {
  type ChangeEvent,
  type ClipboardEventHandler,
  type FocusEventHandler,
  type KeyboardEvent,
  type ReactElement,
  type ReactNode,
  useRef,
  useState,
} from 'react';
import { iconCheck } from '../../icons/check.ts';
import { iconClose } from '../../icons/close.ts';
import { Icon } from '../Icon/Icon.tsx';
import type { ControlProps, TextValueProps } from '../shared/controlProps.ts';
import { FieldError } from '../shared/FieldError.tsx';
import { mergeRefs } from '../shared/mergeRefs.ts';
import { useField } from '../shared/useField.ts';
import { useSteadyWhilePressed } from '../shared/useSteadyWhilePressed.ts';
import css from './InputField.css?inline';

export type InputFieldType = 'text' | 'email' | 'tel';
export type InputFieldVariant = 'outlined' | 'filled';
export type InputFieldState = 'default' | 'success' | 'error';

/** What every field of the family takes: the text field's props. */
export interface InputFieldProps extends ControlProps<HTMLInputElement>, TextValueProps {
  /** The visible (or, with `hiddenLabel`, visually hidden) label. */
  label: string;
  hiddenLabel?: boolean;
  /** Default `text`. Passwords, search, numbers and masked text have their own fields. */
  type?: InputFieldType;
  /** Default `outlined`. */
  variant?: InputFieldVariant;
  /** `success` shows a check mark; an `error` message also sets the error state. */
  state?: InputFieldState;
  /** A hint below the label, linked by aria-describedby. */
  hint?: string;
  /** The value after every change (also after clear; formatted where a field formats). */
  onValueChange?: (value: string) => void;
  onFocus?: FocusEventHandler<HTMLInputElement>;
  onKeyDown?: (event: KeyboardEvent<HTMLInputElement>) => void;
  /** Shows a clear button while there is content. */
  clearable?: boolean;
  onClear?: () => void;
  readOnly?: boolean;
  placeholder?: string;
  autoComplete?: string;
  /** The on-screen keyboard. */
  inputMode?: 'text' | 'numeric' | 'decimal' | 'search' | 'email' | 'tel';
  maxLength?: number;
}

/**
 * What a layer (password, search, number, masked field) adds to the text field: the native type
 * it needs, controls inside the field's box before and after the input, and a hook that may
 * rewrite what was typed before the change is stored and reported.
 */
export interface FieldBaseProps extends Omit<InputFieldProps, 'type'> {
  type?: InputFieldType | 'password' | 'search';
  before?: ReactNode;
  /** Placed after the check mark and the clear button. */
  after?: ReactNode;
  /** Runs first on every change; may set `event.target.value` (a mask formats it there). */
  onEdit?: (event: ChangeEvent<HTMLInputElement>, previous: string) => void;
  onPaste?: ClipboardEventHandler<HTMLInputElement>;
  spellCheck?: boolean;
  autoCapitalize?: 'characters' | 'off';
}

/** The input's id: the caller's, or one generated per field (layers need it for aria-controls). */
export function useInputId(id: string | undefined): string {
  return useField({ id, prefix: 'input' }).id;
}

/**
 * A field's value: the caller's while it passes `value` (controlled, as a form's state source does), else the
 * field's own, starting at `defaultValue`. A layer that shows something of the value (the
 * number field's limits) keeps it here and passes it down as `value`.
 */
export function useFieldValue(value: string | undefined, defaultValue: string | undefined) {
  const [ownValue, setOwnValue] = useState(defaultValue ?? '');
  return [value ?? ownValue, setOwnValue] as const;
}

/**
 * The text field every field of the design system is built on: a labelled input with the
 * states of the design system (success with a check mark; error with its message linked by
 * aria-describedby and aria-invalid; disabled), a hint, an optional clear button. Works
 * controlled (value/onChange/onBlur/name) or uncontrolled; `ref` reaches the <input> so
 * a form can focus it. It imports no mask and no icon beyond check and clear: a form of plain
 * text fields carries nothing else.
 */
export function FieldBase({
  label,
  hiddenLabel = false,
  type = 'text',
  variant = 'outlined',
  state = 'default',
  error: currentError,
  hint,
  id,
  value,
  defaultValue,
  onChange,
  onValueChange,
  clearable = false,
  onClear,
  before,
  after,
  onEdit,
  disabled = false,
  readOnly = false,
  ref,
  ...native
}: FieldBaseProps) {
  useStyles(css);
  const { t } = useTranslation('ds');
  const error = useSteadyWhilePressed(currentError);
  const shownState: InputFieldState = error ? 'error' : state;
  const field = useField({ id, prefix: 'input', hint: Boolean(hint), error, invalid: shownState === 'error' });
  const inputRef = useRef<HTMLInputElement | null>(null);
  const [current, setOwnValue] = useFieldValue(value, defaultValue);

  const handleChange = (event: ChangeEvent<HTMLInputElement>) => {
    onEdit?.(event, current);
    setOwnValue(event.target.value);
    onChange?.(event);
    onValueChange?.(event.target.value);
  };

  const clear = () => {
    const input = inputRef.current;
    if (!input) return;
    setNativeValue(input, '');
    input.focus();
    onClear?.();
  };

  const classes = [
    'input-field',
    `input-field--${variant}`,
    `input-field--${shownState}`,
    disabled ? 'input-field--disabled' : '',
  ].filter(Boolean);

  return (
    <div className={classes.join(' ')}>
      <label htmlFor={field.id} className={hiddenLabel ? 'shop-visually-hidden' : 'input-field__label'}>
        {label}
      </label>
      {hint && (
        <p id={field.hintId} className="input-field__hint">
          {hint}
        </p>
      )}
      <div className="input-field__control">
        {before}
        <input
          {...native}
          ref={mergeRefs(inputRef, ref)}
          id={field.id}
          className="input-field__input"
          type={type}
          value={current}
          onChange={handleChange}
          disabled={disabled}
          readOnly={readOnly}
          aria-invalid={field.ariaInvalid}
          aria-describedby={field.describedBy}
        />
        {shownState === 'success' && (
          <span className="input-field__success">
            <Icon icon={iconCheck} size={16} />
          </span>
        )}
        {clearable && current !== '' && !disabled && !readOnly && (
          <button type="button" className="input-field__button" aria-label={t('clearInput')} onClick={clear}>
            <Icon icon={iconClose} size={16} />
          </button>
        )}
        {after}
      </div>
      {error && (
        <FieldError id={field.errorId} className="input-field__error">
          {error}
        </FieldError>
      )}
    </div>
  );
}

/** A text, e-mail or telephone field: the base without a layer. */
export const InputField: (props: InputFieldProps) => ReactElement = FieldBase;
