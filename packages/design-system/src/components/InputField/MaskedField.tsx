import type { Mask } from '../../masks/mask.ts';
import { FieldBase, type InputFieldProps } from './InputField.tsx';
import { useMask } from './useMask.ts';

export interface MaskedFieldProps extends Omit<InputFieldProps, 'type' | 'maxLength'> {
  /**
   * The formatter of what is typed and the reader of what is pasted, from the caller: e.g.
   * `ibanMask`, `dateDayMonthYearMask` (so only a form that masks carries the mask).
   */
  mask: Mask;
}

/**
 * A text field whose value a mask formats while typing and pasting (`event.target.value` is
 * already formatted when `onChange` sees it, so the form stores what the shopper sees).
 */
export function MaskedField({ mask, ...field }: MaskedFieldProps) {
  const masked = useMask(mask, field);
  return <FieldBase {...field} {...masked} />;
}
