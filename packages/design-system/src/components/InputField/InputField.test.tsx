import { fireEvent, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createRef, useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { renderWithTexts } from '../testing/renderWithTexts.tsx';
import { InputField } from './InputField.tsx';

function ControlledIban({ changes, onBlur }: { changes: Array<[string, string]>; onBlur: () => void }) {
  const [value, setValue] = useState('');
  return (
    <InputField
      label="IBAN"
      type="iban"
      name="iban"
      value={value}
      onChange={(event) => {
        changes.push([event.target.name, event.target.value]);
        setValue(event.target.value);
      }}
      onBlur={onBlur}
    />
  );
}

describe('InputField', () => {
  it('is labelled, and the label can be visually hidden while still naming the field', () => {
    const { rerender } = renderWithTexts(<InputField label="E-Mail" />);
    expect(screen.getByRole('textbox', { name: 'E-Mail' })).toBeTruthy();
    expect(screen.getByText('E-Mail').className).toBe('input-field__label');
    rerender(<InputField label="E-Mail" hiddenLabel />);
    expect(screen.getByRole('textbox', { name: 'E-Mail' })).toBeTruthy();
    expect(screen.getByText('E-Mail').className).toBe('shop-visually-hidden');
  });

  it('error state: the message is linked by aria-describedby and the field is invalid', () => {
    renderWithTexts(
      <InputField label="E-Mail" error="Bitte geben Sie eine gültige E-Mail-Adresse ein." hint="Hinweis" />,
    );
    const input = screen.getByRole('textbox', { name: 'E-Mail' });
    expect(input.getAttribute('aria-invalid')).toBe('true');
    const ids = (input.getAttribute('aria-describedby') ?? '').split(' ');
    const texts = ids.map((id) => document.getElementById(id)?.textContent);
    expect(texts).toEqual(['Hinweis', 'Fehler: Bitte geben Sie eine gültige E-Mail-Adresse ein.']);
  });

  it('success state shows a check mark and no error', () => {
    const { container } = renderWithTexts(<InputField label="Name" state="success" defaultValue="Anna" />);
    expect(container.querySelector('svg[data-icon="check"]')).not.toBeNull();
    expect(screen.getByRole('textbox').getAttribute('aria-invalid')).toBeNull();
  });

  it('the clear button appears only with content; clearing empties, refocuses and emits clear', async () => {
    const user = userEvent.setup();
    const onClear = vi.fn();
    const onValueChange = vi.fn();
    renderWithTexts(<InputField label="Suche" type="search" onClear={onClear} onValueChange={onValueChange} />);
    expect(screen.queryByRole('button', { name: 'Eingabe löschen' })).toBeNull();
    const input = screen.getByRole('searchbox', { name: 'Suche' }) as HTMLInputElement;
    await user.type(input, 'Kaffee');
    const clear = screen.getByRole('button', { name: 'Eingabe löschen' });
    await user.click(clear);
    expect(input.value).toBe('');
    expect(document.activeElement).toBe(input);
    expect(onClear).toHaveBeenCalledTimes(1);
    expect(onValueChange).toHaveBeenLastCalledWith('');
    expect(screen.queryByRole('button', { name: 'Eingabe löschen' })).toBeNull();
  });

  it('the search button and Enter emit search with the current value', async () => {
    const user = userEvent.setup();
    const onSearch = vi.fn();
    renderWithTexts(<InputField label="Suche" type="search" onSearch={onSearch} />);
    await user.type(screen.getByRole('searchbox'), 'Bohnen');
    await user.click(screen.getByRole('button', { name: 'Suchen' }));
    expect(onSearch).toHaveBeenLastCalledWith('Bohnen');
    await user.type(screen.getByRole('searchbox'), '{Enter}');
    expect(onSearch).toHaveBeenCalledTimes(2);
  });

  it('password: the toggle shows and hides the text, and its label and icon change', async () => {
    const user = userEvent.setup();
    const { container } = renderWithTexts(<InputField label="Passwort" type="password" defaultValue="geheim" />);
    const input = container.querySelector('input') as HTMLInputElement;
    expect(input.type).toBe('password');
    await user.click(screen.getByRole('button', { name: 'Passwort anzeigen' }));
    expect(input.type).toBe('text');
    const hide = screen.getByRole('button', { name: 'Passwort verbergen' });
    expect(hide.querySelector('svg')?.dataset.icon).toBe('eye-off');
    await user.click(hide);
    expect(input.type).toBe('password');
  });

  it('number: only digits and one decimal mark can be typed; control keys still work', async () => {
    const user = userEvent.setup();
    renderWithTexts(<InputField label="Menge" type="number" />);
    const input = screen.getByRole('textbox', { name: 'Menge' }) as HTMLInputElement;
    await user.type(input, '1a2,5,x3');
    expect(input.value).toBe('12,53');
    await user.type(input, '{Backspace}');
    expect(input.value).toBe('12,5');
    fireEvent.change(input, { target: { value: '7-7.1.2' } }); // a paste
    expect(input.value).toBe('77.12');
  });

  it('number: decrease and increase step the value within its limits', async () => {
    const user = userEvent.setup();
    const onValueChange = vi.fn();
    renderWithTexts(<InputField label="Menge" type="number" defaultValue="1" max={3} onValueChange={onValueChange} />);
    const input = screen.getByRole('textbox', { name: 'Menge' }) as HTMLInputElement;
    const increase = screen.getByRole('button', { name: 'Menge erhöhen' });
    const decrease = screen.getByRole('button', { name: 'Menge verringern' });
    await user.click(increase);
    await user.click(increase);
    expect(input.value).toBe('3');
    expect(increase).toHaveProperty('disabled', true);
    expect(onValueChange).toHaveBeenLastCalledWith('3');
    await user.click(decrease);
    await user.click(decrease);
    await user.click(decrease);
    expect(input.value).toBe('0');
    expect(decrease).toHaveProperty('disabled', true);
  });

  it('iban: upper-cases and groups in blocks of four while typing and pasting', async () => {
    const user = userEvent.setup();
    renderWithTexts(<InputField label="IBAN" type="iban" />);
    const input = screen.getByRole('textbox', { name: 'IBAN' }) as HTMLInputElement;
    await user.type(input, 'de89 3704-0044');
    expect(input.value).toBe('DE89 3704 0044');
    await user.clear(input);
    await user.paste('DE89 3704 0044 0532 0130 00');
    expect(input.value).toBe('DE89 3704 0044 0532 0130 00');
  });

  it('date mask: dots appear after day and month', async () => {
    const user = userEvent.setup();
    renderWithTexts(<InputField label="Geburtsdatum" mask="date-dmy" />);
    const input = screen.getByRole('textbox') as HTMLInputElement;
    await user.type(input, '24121990');
    expect(input.value).toBe('24.12.1990');
  });

  it('reads pasted dates, numbers and IBANs whole', async () => {
    const user = userEvent.setup();
    renderWithTexts(
      <>
        <InputField label="Datum" mask="date-dmy" />
        <InputField label="Menge" type="number" />
        <InputField label="IBAN" type="iban" />
      </>,
    );
    const date = screen.getByRole('textbox', { name: 'Datum' }) as HTMLInputElement;
    await user.click(date);
    await user.paste('1.2.1990');
    expect(date.value).toBe('01.02.1990');
    const amount = screen.getByRole('textbox', { name: 'Menge' }) as HTMLInputElement;
    await user.click(amount);
    await user.paste('1.234,56');
    expect(amount.value).toBe('1234,56');
    const iban = screen.getByRole('textbox', { name: 'IBAN' }) as HTMLInputElement;
    await user.click(iban);
    await user.paste('IBAN: DE89 ３７０４ 0044 0532 0130 00');
    expect(iban.value).toBe('DE89 3704 0044 0532 0130 00');
  });

  it('works controlled like formik drives it (value, onChange with name, onBlur)', async () => {
    const user = userEvent.setup();
    const changes: Array<[string, string]> = [];
    const onBlur = vi.fn();
    renderWithTexts(<ControlledIban changes={changes} onBlur={onBlur} />);
    const input = screen.getByRole('textbox', { name: 'IBAN' }) as HTMLInputElement;
    await user.type(input, 'at611904');
    expect(input.value).toBe('AT61 1904');
    expect(changes.at(-1)).toEqual(['iban', 'AT61 1904']);
    await user.tab();
    expect(onBlur).toHaveBeenCalled();
  });

  it('forwards its ref to the input so a form can focus the first invalid field', () => {
    const ref = createRef<HTMLInputElement>();
    renderWithTexts(<InputField label="Vorname" ref={ref} />);
    ref.current?.focus();
    expect(document.activeElement).toBe(screen.getByRole('textbox', { name: 'Vorname' }));
  });

  it('disabled: the field and its buttons cannot be used and no clear button shows', () => {
    renderWithTexts(<InputField label="Suche" type="search" defaultValue="x" disabled />);
    expect(screen.getByRole('searchbox')).toHaveProperty('disabled', true);
    expect(screen.queryByRole('button', { name: 'Eingabe löschen' })).toBeNull();
    expect(screen.getByRole('button', { name: 'Suchen' })).toHaveProperty('disabled', true);
  });
});
