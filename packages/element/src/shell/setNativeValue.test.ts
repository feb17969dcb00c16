import { describe, expect, it } from 'vitest';
import { setNativeValue } from './setNativeValue.ts';

/** Records the events a control fires, and the value it had at each. */
function watched<T extends HTMLElement & { value: string }>(control: T) {
  const seen: string[] = [];
  for (const type of ['input', 'change']) control.addEventListener(type, () => seen.push(`${type}:${control.value}`));
  return seen;
}

describe('setNativeValue', () => {
  it('sets a text field as typing would: the value, the caret, then one input event', () => {
    const input = document.createElement('input');
    document.body.append(input);
    const seen = watched(input);
    setNativeValue(input, 'anna@example.com', 4);
    expect(seen).toEqual(['input:anna@example.com']);
    expect(input.selectionStart).toBe(4);
    input.remove();
  });

  it('sets a text area with an input event, and a select with a change event', () => {
    const area = document.createElement('textarea');
    const select = document.createElement('select');
    select.innerHTML = '<option value="a">A</option><option value="b">B</option>';
    document.body.append(area, select);
    const areaEvents = watched(area);
    const selectEvents = watched(select);
    setNativeValue(area, 'line');
    setNativeValue(select, 'b');
    expect(areaEvents).toEqual(['input:line']);
    expect(selectEvents).toEqual(['change:b']);
    area.remove();
    select.remove();
  });

  it('passes by a value setter defined on the element itself (as React defines one to track values)', () => {
    const input = document.createElement('input');
    let ownSetterCalls = 0;
    Object.defineProperty(input, 'value', {
      configurable: true,
      get: () => Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, 'value')?.get?.call(input),
      set: () => {
        ownSetterCalls++;
      },
    });
    setNativeValue(input, 'x');
    expect(ownSetterCalls).toBe(0);
    expect(input.value).toBe('x');
  });
});
