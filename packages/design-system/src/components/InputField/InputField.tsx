import {
  type ChangeEvent,
  type ClipboardEvent,
  type FocusEventHandler,
  type KeyboardEvent,
  type Ref,
  useId,
  useLayoutEffect,
  useRef,
  useState,
} from 'react';
import { useStyles } from '../../element/context.ts';
import { useTranslation } from '../../element/translation.ts';
import { iconCheck } from '../../icons/check.ts';
import { iconClose } from '../../icons/close.ts';
import { iconEye } from '../../icons/eye.ts';
import { iconEyeOff } from '../../icons/eyeOff.ts';
import { iconMinus } from '../../icons/minus.ts';
import { iconPlus } from '../../icons/plus.ts';
import { iconSearch } from '../../icons/search.ts';
import { dateDayMonthYearMask, dateYearMonthDayMask } from '../../masks/date.ts';
import { ibanMask } from '../../masks/iban.ts';
import { applyMask, deleteBackwardOverSeparator, type Mask } from '../../masks/mask.ts';
import { decimalMarkOf, isNumberKeyAllowed, numberMask, parseNumber } from '../../masks/number.ts';
import { Icon } from '../Icon/Icon.tsx';
import { FieldError } from '../shared/FieldError.tsx';
import { mergeRefs } from '../shared/mergeRefs.ts';
import { setNativeValue } from '../shared/setNativeValue.ts';
import css from './InputField.css?inline';
import { stepNumber } from './stepNumber.ts';

export type InputFieldType = 'text' | 'password' | 'search' | 'number' | 'iban' | 'email' | 'tel';
export type InputFieldVariant = 'outlined' | 'filled';
export type InputFieldState = 'default' | 'success' | 'error';

export interface InputFieldProps {
  /** The visible (or, with `hiddenLabel`, visually hidden) label. */
  label: string;
  hiddenLabel?: boolean;
  /** Default `text`. `number` and `iban` are text fields with their mask and keyboard. */
  type?: InputFieldType;
  /** Default `outlined`. */
  variant?: InputFieldVariant;
  /** `success` shows a check mark; an `error` message also sets the error state. */
  state?: InputFieldState;
  /** The error message, linked to the field by aria-describedby. */
  error?: string;
  /** A hint below the label, linked by aria-describedby. */
  hint?: string;
  id?: string;
  name?: string;
  /** Controlled value (formik's `field.value`). */
  value?: string;
  defaultValue?: string;
  onChange?: (event: ChangeEvent<HTMLInputElement>) => void;
  /** The formatted value after every change (also after clear and the +/- buttons). */
  onValueChange?: (value: string) => void;
  onBlur?: FocusEventHandler<HTMLInputElement>;
  onFocus?: FocusEventHandler<HTMLInputElement>;
  onKeyDown?: (event: KeyboardEvent<HTMLInputElement>) => void;
  /** Shows a clear button while there is content (default: on for `search`). */
  clearable?: boolean;
  onClear?: () => void;
  /** The search button (type `search`) and Enter in a search field call this with the value. */
  onSearch?: (value: string) => void;
  /** A mask for text fields; `iban` and `number` bring their own. */
  mask?: 'date-dmy' | 'date-ymd' | Mask;
  /** Number fields: the +/- step (default 1) and limits. */
  step?: number;
  min?: number;
  max?: number;
  disabled?: boolean;
  required?: boolean;
  readOnly?: boolean;
  placeholder?: string;
  autoComplete?: string;
  /** The on-screen keyboard; defaults fit the type (decimal for number, numeric for date masks). */
  inputMode?: 'text' | 'numeric' | 'decimal' | 'search' | 'email' | 'tel';
  maxLength?: number;
  ref?: Ref<HTMLInputElement>;
}

const namedMasks = { 'date-dmy': dateDayMonthYearMask, 'date-ymd': dateYearMonthDayMask } as const;

function maskOf(
  type: InputFieldType,
  mask: InputFieldProps['mask'],
  maxLength: number | undefined,
  locale: string,
): Mask | null {
  if (type === 'iban') return ibanMask;
  if (type === 'number') return numberMask(maxLength, decimalMarkOf(locale));
  if (typeof mask === 'string') return namedMasks[mask];
  return mask ?? null;
}

/** Focus inside a shadow root shows on the root, not on `document.activeElement`. */
function hasFocus(element: HTMLElement): boolean {
  return (element.getRootNode() as Document | ShadowRoot).activeElement === element;
}

function defaultInputMode(type: InputFieldType, mask: Mask | null): InputFieldProps['inputMode'] {
  if (type === 'number') return 'decimal';
  if (type === 'search') return 'search';
  if (mask?.name.startsWith('date')) return 'numeric';
  return undefined;
}

/**
 * A labelled text input with the states of the design system: success (check mark), error
 * (message linked by aria-describedby, aria-invalid), disabled. Works controlled (formik:
 * value/onChange/onBlur/name) or uncontrolled; `ref` reaches the <input> so a form can focus it.
 */
export function InputField({
  label,
  hiddenLabel = false,
  type = 'text',
  variant = 'outlined',
  state = 'default',
  error,
  hint,
  id,
  name,
  value,
  defaultValue,
  onChange,
  onValueChange,
  onBlur,
  onFocus,
  onKeyDown,
  clearable = type === 'search',
  onClear,
  onSearch,
  mask,
  step = 1,
  min,
  max,
  disabled = false,
  required = false,
  readOnly = false,
  placeholder,
  autoComplete,
  inputMode,
  maxLength,
  ref,
}: InputFieldProps) {
  useStyles(css);
  const { t, i18n } = useTranslation('ds');
  const generatedId = useId();
  const inputId = id ?? `input-${generatedId}`;
  const hintId = `${inputId}-hint`;
  const errorId = `${inputId}-error`;
  const inputRef = useRef<HTMLInputElement | null>(null);
  const pendingCaret = useRef<number | null>(null);
  const [ownValue, setOwnValue] = useState(defaultValue ?? '');
  const [revealed, setRevealed] = useState(false);
  const current = value ?? ownValue;
  const activeMask = maskOf(type, mask, maxLength, i18n.language);
  const shownState: InputFieldState = error ? 'error' : state;

  // A controlled parent re-renders after our change: put the caret back where the mask wants it.
  useLayoutEffect(() => {
    const input = inputRef.current;
    if (pendingCaret.current === null || !input || !hasFocus(input)) return;
    input.setSelectionRange(pendingCaret.current, pendingCaret.current);
    pendingCaret.current = null;
  });

  const handleChange = (event: ChangeEvent<HTMLInputElement>) => {
    const input = event.target;
    if (activeMask) {
      const caret = input.selectionStart ?? input.value.length;
      const inputType = (event.nativeEvent as InputEvent).inputType;
      const masked =
        inputType === 'deleteContentBackward'
          ? deleteBackwardOverSeparator(activeMask, current, input.value, caret)
          : applyMask(activeMask, input.value, caret);
      if (masked.value !== input.value) input.value = masked.value;
      if (hasFocus(input)) input.setSelectionRange(masked.caret, masked.caret);
      pendingCaret.current = masked.caret;
    }
    setOwnValue(input.value);
    onChange?.(event);
    onValueChange?.(input.value);
  };

  // Pasted text is read whole by masks that need it (dates, numbers): inserted in place of the
  // selection, then formatted through the same change path as typing.
  const handlePaste = (event: ClipboardEvent<HTMLInputElement>) => {
    const read = activeMask?.paste;
    if (!read || readOnly) return;
    event.preventDefault();
    const input = event.currentTarget;
    const start = input.selectionStart ?? input.value.length;
    const end = input.selectionEnd ?? start;
    setNativeValue(
      input,
      input.value.slice(0, start) + read(event.clipboardData.getData('text')) + input.value.slice(end),
    );
  };

  const handleKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    onKeyDown?.(event);
    if (event.defaultPrevented) return;
    if (type === 'number' && !event.ctrlKey && !event.metaKey && !event.altKey) {
      if (!isNumberKeyAllowed(event.key, current)) event.preventDefault();
    }
    if (type === 'search' && event.key === 'Enter') onSearch?.(current);
  };

  const clear = () => {
    const input = inputRef.current;
    if (!input) return;
    setNativeValue(input, '');
    input.focus();
    onClear?.();
  };

  const stepBy = (direction: 1 | -1) => {
    const input = inputRef.current;
    if (!input) return;
    setNativeValue(input, stepNumber(current, direction * step, { min, max, locale: i18n.language }));
  };

  const describedBy = [hint ? hintId : '', error ? errorId : ''].filter(Boolean).join(' ') || undefined;
  const inputType = type === 'password' ? (revealed ? 'text' : 'password') : type === 'search' ? 'search' : type;
  const nativeType = inputType === 'number' || inputType === 'iban' ? 'text' : inputType;
  const classes = [
    'input-field',
    `input-field--${variant}`,
    `input-field--${shownState}`,
    disabled ? 'input-field--disabled' : '',
  ].filter(Boolean);
  const atMin = (parseNumber(current) ?? 0) <= (min ?? 0);
  const atMax = max !== undefined && (parseNumber(current) ?? 0) >= max;

  return (
    <div className={classes.join(' ')}>
      <label htmlFor={inputId} className={hiddenLabel ? 'shop-visually-hidden' : 'input-field__label'}>
        {label}
      </label>
      {hint && (
        <p id={hintId} className="input-field__hint">
          {hint}
        </p>
      )}
      <div className="input-field__control">
        {type === 'number' && (
          <button
            type="button"
            className="input-field__button"
            aria-label={t('numberDecrease')}
            aria-controls={inputId}
            disabled={disabled || readOnly || atMin}
            onClick={() => stepBy(-1)}
          >
            <Icon icon={iconMinus} size={16} />
          </button>
        )}
        <input
          ref={mergeRefs(inputRef, ref)}
          id={inputId}
          name={name}
          className="input-field__input"
          type={nativeType}
          value={current}
          onChange={handleChange}
          onBlur={onBlur}
          onFocus={onFocus}
          onKeyDown={handleKeyDown}
          onPaste={handlePaste}
          disabled={disabled}
          required={required}
          readOnly={readOnly}
          placeholder={placeholder}
          autoComplete={autoComplete ?? (type === 'iban' ? 'off' : undefined)}
          spellCheck={type === 'iban' || type === 'number' ? false : undefined}
          autoCapitalize={type === 'iban' ? 'characters' : undefined}
          inputMode={inputMode ?? defaultInputMode(type, activeMask)}
          maxLength={activeMask ? activeMask.maxLength : maxLength}
          aria-invalid={shownState === 'error' ? true : undefined}
          aria-describedby={describedBy}
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
        {type === 'password' && (
          <button
            type="button"
            className="input-field__button"
            aria-label={t(revealed ? 'hidePassword' : 'showPassword')}
            aria-controls={inputId}
            disabled={disabled}
            onClick={() => setRevealed((shown) => !shown)}
          >
            <Icon icon={revealed ? iconEyeOff : iconEye} size={16} />
          </button>
        )}
        {type === 'search' && (
          <button
            type="button"
            className="input-field__button input-field__button--search"
            aria-label={t('search')}
            disabled={disabled}
            onClick={() => onSearch?.(current)}
          >
            <Icon icon={iconSearch} size={16} />
          </button>
        )}
        {type === 'number' && (
          <button
            type="button"
            className="input-field__button"
            aria-label={t('numberIncrease')}
            aria-controls={inputId}
            disabled={disabled || readOnly || atMax}
            onClick={() => stepBy(1)}
          >
            <Icon icon={iconPlus} size={16} />
          </button>
        )}
      </div>
      {error && (
        <FieldError id={errorId} className="input-field__error">
          {error}
        </FieldError>
      )}
    </div>
  );
}
