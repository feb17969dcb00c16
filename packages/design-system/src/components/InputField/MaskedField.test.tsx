import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { dateDayMonthYearMask } from '../../masks/date.ts';
import { ibanMask } from '../../masks/iban.ts';
import { renderWithTexts } from '../testing/renderWithTexts.tsx';
import { MaskedField } from './MaskedField.tsx';

function ControlledIban({ changes, onBlur }: { changes: Array<[string, string]>; onBlur: () => void }) {
  const [value, setValue] = useState('');
  return (
    <MaskedField
      label="IBAN"
      mask={ibanMask}
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

describe('MaskedField', () => {
  it('iban: upper-cases and groups in blocks of four while typing and pasting', async () => {
    const user = userEvent.setup();
    renderWithTexts(<MaskedField label="IBAN" mask={ibanMask} />);
    const input = screen.getByRole('textbox', { name: 'IBAN' }) as HTMLInputElement;
    const attributes = ['maxlength', 'autocomplete', 'spellcheck', 'autocapitalize'].map((name) =>
      input.getAttribute(name),
    );
    expect(attributes).toEqual(['42', 'off', 'false', 'characters']);
    await user.type(input, 'de89 3704-0044');
    expect(input.value).toBe('DE89 3704 0044');
    await user.clear(input);
    await user.paste('DE89 3704 0044 0532 0130 00');
    expect(input.value).toBe('DE89 3704 0044 0532 0130 00');
  });

  it('date mask: dots appear after day and month, on the numeric keyboard', async () => {
    const user = userEvent.setup();
    renderWithTexts(<MaskedField label="Geburtsdatum" mask={dateDayMonthYearMask} />);
    const input = screen.getByRole('textbox') as HTMLInputElement;
    expect(input.inputMode).toBe('numeric');
    await user.type(input, '24121990');
    expect(input.value).toBe('24.12.1990');
  });

  it('reads pasted dates and IBANs whole', async () => {
    const user = userEvent.setup();
    renderWithTexts(
      <>
        <MaskedField label="Datum" mask={dateDayMonthYearMask} />
        <MaskedField label="IBAN" mask={ibanMask} />
      </>,
    );
    const date = screen.getByRole('textbox', { name: 'Datum' }) as HTMLInputElement;
    await user.click(date);
    await user.paste('1.2.1990');
    expect(date.value).toBe('01.02.1990');
    const iban = screen.getByRole('textbox', { name: 'IBAN' }) as HTMLInputElement;
    await user.click(iban);
    await user.paste('IBAN: DE89 ３７０４ 0044 0532 0130 00');
    expect(iban.value).toBe('DE89 3704 0044 0532 0130 00');
  });

  it('works controlled like a form drives it (value, onChange with name, onBlur)', async () => {
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
});
