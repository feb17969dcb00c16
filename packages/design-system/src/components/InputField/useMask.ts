import { setNativeValue, useTranslation } from '@shop/element';
import { type ChangeEvent, type ClipboardEvent, useLayoutEffect, useRef } from 'react';
import { applyMask, deleteBackwardOverSeparator, type Mask } from '../../masks/mask.ts';
import type { FieldBaseProps, InputFieldProps } from './InputField.tsx';

type MaskProps = Pick<
  FieldBaseProps,
  'onEdit' | 'onPaste' | 'maxLength' | 'inputMode' | 'autoComplete' | 'spellCheck' | 'autoCapitalize'
>;

/** Focus inside a shadow root shows on the root, not on `document.activeElement`. */
function hasFocus(element: HTMLElement): boolean {
  return (element.getRootNode() as Document | ShadowRoot).activeElement === element;
}

/**
 * What a mask needs of the text field: every change formatted (the caret kept after the same
 * typed character, Backspace behind a separator deleting the character before it), pasted text
 * read whole where the mask can read it, its length limit and its input hints. The caller's
 * `inputMode` and `autoComplete` win over the mask's. Spread the result onto `FieldBase`.
 */
export function useMask(
  mask: Mask,
  { readOnly = false, inputMode, autoComplete }: Pick<InputFieldProps, 'readOnly' | 'inputMode' | 'autoComplete'>,
): MaskProps {
  const { i18n } = useTranslation('ds');
  const pending = useRef<{ input: HTMLInputElement; caret: number } | null>(null);

  // A controlled parent re-renders after our change: put the caret back where the mask wants it.
  useLayoutEffect(() => {
    if (pending.current === null || !hasFocus(pending.current.input)) return;
    pending.current.input.setSelectionRange(pending.current.caret, pending.current.caret);
    pending.current = null;
  });

  const onEdit = (event: ChangeEvent<HTMLInputElement>, previous: string) => {
    const input = event.target;
    const caret = input.selectionStart ?? input.value.length;
    const masked =
      (event.nativeEvent as InputEvent).inputType === 'deleteContentBackward'
        ? deleteBackwardOverSeparator(mask, previous, input.value, caret)
        : applyMask(mask, input.value, caret);
    if (masked.value !== input.value) input.value = masked.value;
    if (hasFocus(input)) input.setSelectionRange(masked.caret, masked.caret);
    pending.current = { input, caret: masked.caret };
  };

  // Pasted text is read whole (where the mask has a reader), inserted in place of the selection
  // and formatted through the same change path as typing. The browser's own paste would cut it
  // to `maxlength` first, so a label or a second date order would cost the value's end.
  const onPaste = readOnly
    ? undefined
    : (event: ClipboardEvent<HTMLInputElement>) => {
        event.preventDefault();
        const input = event.currentTarget;
        const text = event.clipboardData.getData('text');
        const read = mask.paste ? mask.paste(text, { locale: i18n.language, year: new Date().getFullYear() }) : text;
        if (read === null) return;
        const start = input.selectionStart ?? input.value.length;
        const end = input.selectionEnd ?? start;
        const before = input.value.slice(0, start) + read;
        setNativeValue(input, before + input.value.slice(end), before.length);
      };

  return {
    onEdit,
    onPaste,
    maxLength: mask.maxLength,
    inputMode: inputMode ?? mask.input?.inputMode,
    autoComplete: autoComplete ?? mask.input?.autoComplete,
    spellCheck: mask.input?.spellCheck,
    autoCapitalize: mask.input?.autoCapitalize,
  };
}
