import { act, fireEvent, screen } from '@testing-library/react';
import { type ReactNode, useState } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { Checkbox } from '../Checkbox/Checkbox.tsx';
import { InputField } from '../InputField/InputField.tsx';
import { SelectField } from '../SelectField/SelectField.tsx';
import { renderWithTexts } from '../testing/renderWithTexts.tsx';

const message = 'Bitte geben Sie eine gültige E-Mail-Adresse ein.';

/** A field whose error shows while `invalid` (the form's validation, run on blur in a form). */
function Form({ field }: { field: (error: string | undefined) => ReactNode }) {
  const [invalid, setInvalid] = useState(true);
  return (
    <>
      {field(invalid ? message : undefined)}
      <button type="button" onClick={() => setInvalid((was) => !was)}>
        validate
      </button>
      <input type="checkbox" aria-label="below" />
    </>
  );
}

const fields: Array<[string, (error: string | undefined) => ReactNode]> = [
  ['InputField', (error) => <InputField label="E-Mail" error={error} />],
  ['SelectField', (error) => <SelectField label="Anrede" options={[{ value: '', text: '–' }]} error={error} />],
  ['Checkbox', (error) => <Checkbox error={error}>Einwilligung</Checkbox>],
];

const press = (type: 'pointerdown' | 'pointerup' | 'pointercancel', target: Element) =>
  fireEvent(target, new PointerEvent(type, { bubbles: true, composed: true, pointerId: 1, buttons: 1 }));

afterEach(() => vi.useRealTimers());

describe.each(fields)('%s: no moving target while a pointer is pressed', (_name, field) => {
  it('keeps its error line from pointer down until the task after the release, then drops it', () => {
    vi.useFakeTimers();
    renderWithTexts(<Form field={field} />);
    const below = screen.getByRole('checkbox', { name: 'below' });
    expect(screen.queryByText(message)).not.toBeNull();

    press('pointerdown', below);
    // What the blur's validation does while the button is down: the field turns valid.
    fireEvent.click(screen.getByRole('button', { name: 'validate' }));
    expect(screen.queryByText(message)).not.toBeNull();

    press('pointerup', below);
    expect(screen.queryByText(message)).not.toBeNull();
    act(() => vi.runAllTimers());
    expect(screen.queryByText(message)).toBeNull();
  });

  it('does not show a new error line before the release either (a cancelled press ends it too)', () => {
    vi.useFakeTimers();
    renderWithTexts(<Form field={field} />);
    const validate = screen.getByRole('button', { name: 'validate' });
    fireEvent.click(validate);
    expect(screen.queryByText(message)).toBeNull();

    press('pointerdown', validate);
    fireEvent.click(validate);
    expect(screen.queryByText(message)).toBeNull();
    press('pointercancel', validate);
    act(() => vi.runAllTimers());
    expect(screen.queryByText(message)).not.toBeNull();
  });

  it('changes at once when no pointer is pressed (keyboard, typing)', () => {
    renderWithTexts(<Form field={field} />);
    fireEvent.click(screen.getByRole('button', { name: 'validate' }));
    expect(screen.queryByText(message)).toBeNull();
  });
});
