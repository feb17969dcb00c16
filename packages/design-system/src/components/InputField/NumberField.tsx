import { setNativeValue, useTranslation } from '@shop/element';
import { useRef } from 'react';
import { iconMinus } from '../../icons/minus.ts';
import { iconPlus } from '../../icons/plus.ts';
import type { IconDefinition } from '../../icons/types.ts';
import { decimalMarkOf, isNumberKeyAllowed, numberMask, parseNumber } from '../../masks/number.ts';
import { Icon } from '../Icon/Icon.tsx';
import { mergeRefs } from '../shared/mergeRefs.ts';
import { FieldBase, type InputFieldProps, useFieldValue, useInputId } from './InputField.tsx';
import { stepNumber } from './stepNumber.ts';
import { useMask } from './useMask.ts';

export interface NumberFieldProps extends Omit<InputFieldProps, 'type'> {
  /** The +/- step (default 1). */
  step?: number;
  /** Default 0; below 0 the field takes a minus sign (typed first or pasted). */
  min?: number;
  max?: number;
}

/**
 * A number as text (`inputmode="decimal"`, no native spinner): digits and one decimal mark (and
 * a minus sign when `min` is below 0), other keys refused, pasted numbers read whole with the
 * locale's decimal mark (signs, exponent notation, other scripts' digits), and
 * decrease/increase buttons that step within min/max.
 */
export function NumberField({
  step = 1,
  min,
  max,
  maxLength,
  id,
  value,
  defaultValue,
  onValueChange,
  onKeyDown,
  ref,
  ...field
}: NumberFieldProps) {
  const { t, i18n } = useTranslation('ds');
  const inputId = useInputId(id);
  const inputRef = useRef<HTMLInputElement | null>(null);
  const [current, setOwnValue] = useFieldValue(value, defaultValue);
  const signed = min !== undefined && min < 0;
  const masked = useMask(numberMask(maxLength, decimalMarkOf(i18n.language), signed), field);
  const shown = parseNumber(current) ?? 0;

  const stepper = (direction: 1 | -1, label: string, icon: IconDefinition, atLimit: boolean) => (
    <button
      type="button"
      className="input-field__button"
      aria-label={label}
      aria-controls={inputId}
      disabled={field.disabled || field.readOnly || atLimit}
      onClick={() => {
        const input = inputRef.current;
        if (!input) return;
        setNativeValue(input, stepNumber(current, direction * step, { min, max, locale: i18n.language }));
      }}
    >
      <Icon icon={icon} size={16} />
    </button>
  );

  return (
    <FieldBase
      {...field}
      {...masked}
      ref={mergeRefs(inputRef, ref)}
      id={inputId}
      value={current}
      onValueChange={(next) => {
        setOwnValue(next);
        onValueChange?.(next);
      }}
      onKeyDown={(event) => {
        onKeyDown?.(event);
        if (event.defaultPrevented || event.ctrlKey || event.metaKey || event.altKey) return;
        if (!isNumberKeyAllowed(event.key, event.currentTarget.value, signed)) event.preventDefault();
      }}
      before={stepper(-1, t('numberDecrease'), iconMinus, shown <= (min ?? 0))}
      after={stepper(1, t('numberIncrease'), iconPlus, max !== undefined && shown >= max)}
    />
  );
}
