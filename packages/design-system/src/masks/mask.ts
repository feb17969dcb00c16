/**
 * An input mask: a pure, idempotent formatter plus what it needs to keep the caret in place.
 * `format` never returns more than `maxLength` characters and only characters the mask allows.
 */
export interface Mask {
  name: string;
  maxLength: number;
  /** Formats anything typed or pasted (also text that is already formatted). */
  format: (raw: string) => string;
  /** Characters the mask inserts itself (group spaces, date dots); they carry no input. */
  isSeparator: (char: string) => boolean;
  /**
   * Reads pasted (or dropped) text whole, where its separators carry meaning that typing one
   * character at a time cannot have ("1.2.1990" is 1 February; "1.234,56" has a thousands
   * mark; "IBAN: " is a label); what it returns is inserted and formatted like typed text, and
   * only then cut to `maxLength`. Null refuses the paste (the field keeps its value). Without
   * it, pasted text is formatted as if typed.
   */
  paste?: (text: string, context: PasteContext) => string | null;
  /** What the input tells the browser about text of this shape (keyboard, spelling, capitals). */
  input?: MaskInputHints;
}

/** What a paste reader knows besides the text: the site's language and the current year. */
export interface PasteContext {
  locale: string;
  year: number;
}

/** Attributes of a masked input that follow from the mask; the field's own props win. */
interface MaskInputHints {
  inputMode?: 'numeric' | 'decimal';
  spellCheck?: boolean;
  autoCapitalize?: 'characters';
  autoComplete?: 'off';
}

export interface MaskedValue {
  value: string;
  caret: number;
}

/** The characters that carry input, without the mask's own separators. */
function significant(mask: Mask, text: string): string {
  return [...text].filter((char) => !mask.isSeparator(char)).join('');
}

/**
 * Formats an edited value and places the caret after the same input character it followed
 * before formatting (so typing in the middle, deleting and pasting keep the caret sensible).
 */
export function applyMask(mask: Mask, raw: string, caret: number): MaskedValue {
  const value = mask.format(raw);
  const before = significant(mask, mask.format(raw.slice(0, Math.max(0, caret)))).length;
  return { value, caret: caretAfter(mask, value, before) };
}

/** The position in `value` just after its `count`-th input character. */
function caretAfter(mask: Mask, value: string, count: number): number {
  if (count <= 0) return 0;
  let seen = 0;
  for (let index = 0; index < value.length; index++) {
    if (!mask.isSeparator(value[index] as string)) seen++;
    if (seen === count) return index + 1;
  }
  return value.length;
}

/**
 * Backspace right behind a separator would delete only the separator, which the mask puts
 * back at once: delete the input character before it instead.
 */
export function deleteBackwardOverSeparator(mask: Mask, previous: string, raw: string, caret: number): MaskedValue {
  if (significant(mask, raw) !== significant(mask, previous) || caret <= 0) return applyMask(mask, raw, caret);
  let index = caret - 1;
  while (index >= 0 && mask.isSeparator(raw[index] as string)) index--;
  if (index < 0) return applyMask(mask, raw, caret);
  return applyMask(mask, raw.slice(0, index) + raw.slice(index + 1), index);
}
