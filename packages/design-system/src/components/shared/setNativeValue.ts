/**
 * Changes an input's value the way typing does: through the native setter, then an `input`
 * event, so React's onChange sees it like any user edit. `caret` places the caret before the
 * event (as after typing there), else it is where setting a value leaves it, at the end.
 */
export function setNativeValue(input: HTMLInputElement, value: string, caret?: number): void {
  const setter = Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, 'value')?.set;
  if (setter) setter.call(input, value);
  else input.value = value;
  if (caret !== undefined) input.setSelectionRange(caret, caret);
  input.dispatchEvent(new Event('input', { bubbles: true }));
}
