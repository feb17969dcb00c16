/** A form control whose value the shopper edits. */
export type ValueControl = HTMLInputElement | HTMLTextAreaElement | HTMLSelectElement;

/** The interface prototype whose `value` setter is the browser's own for this control. */
const nativePrototype = (control: ValueControl): object =>
  control instanceof HTMLSelectElement
    ? HTMLSelectElement.prototype
    : control instanceof HTMLTextAreaElement
      ? HTMLTextAreaElement.prototype
      : HTMLInputElement.prototype;

/**
 * The one way our code changes a control's value: as the shopper's edit would, through the
 * browser's own setter, then the event the edit fires (`input`; `change` for a select), so that
 * React's onChange sees it like any user edit. React tracks the value it last set on a controlled
 * field and ignores an event whose value it set itself; the prototype's setter passes by that
 * tracking. `caret` places the caret before the event (as after typing there), else it is where
 * setting a value leaves it, at the end.
 */
export function setNativeValue(control: ValueControl, value: string, caret?: number): void {
  const setter = Object.getOwnPropertyDescriptor(nativePrototype(control), 'value')?.set;
  if (setter) setter.call(control, value);
  else control.value = value;
  if (caret !== undefined && !(control instanceof HTMLSelectElement)) control.setSelectionRange(caret, caret);
  control.dispatchEvent(new Event(control instanceof HTMLSelectElement ? 'change' : 'input', { bubbles: true }));
}
