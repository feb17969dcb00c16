import { fireEvent, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { dateYearMonthDayMask } from '../../masks/date.ts';
import { ibanMask } from '../../masks/iban.ts';
import { renderWithTexts } from '../testing/renderWithTexts.tsx';
import { MaskedField } from './MaskedField.tsx';
import { NumberField } from './NumberField.tsx';

describe('pasting into masked fields: read whole, then cut to the length limit', () => {
  it('a labelled Maltese IBAN longer than maxlength arrives whole, without its label', () => {
    renderWithTexts(<MaskedField label="IBAN" mask={ibanMask} />);
    const input = screen.getByRole('textbox', { name: 'IBAN' }) as HTMLInputElement;
    expect(input.maxLength).toBe(42);
    input.focus();
    // The browser's own paste would cut the text to maxlength before the field saw it: the field
    // takes the paste over (default prevented) and reads all of it.
    const data = new DataTransfer();
    data.setData('text/plain', 'IBAN: MT84 MALT 0110 0001 2345 MTLC AST0 01S');
    const event = new ClipboardEvent('paste', { clipboardData: data, bubbles: true, cancelable: true });
    fireEvent(input, event);
    expect(event.defaultPrevented).toBe(true);
    expect(input.value).toBe('MT84 MALT 0110 0001 2345 MTLC AST0 01S');
  });

  it('a date in the other order and a spelled month, in the Hungarian year-first field', async () => {
    const user = userEvent.setup();
    renderWithTexts(<MaskedField label="Dátum" mask={dateYearMonthDayMask} />, 'hu-HU');
    const input = screen.getByRole('textbox', { name: 'Dátum' }) as HTMLInputElement;
    await user.click(input);
    await user.paste('05.03.2024');
    expect(input.value).toBe('2024.03.05');
    await user.clear(input);
    await user.paste('1990. december 24.');
    expect(input.value).toBe('1990.12.24');
  });

  it('numbers: a sign where min is below 0, exponent notation, Arabic-Indic digits; a sign refused where not', async () => {
    const user = userEvent.setup();
    renderWithTexts(
      <>
        {['-12,5', '1e3', '١٢٫٥'].map((text) => (
          <NumberField key={text} label={`Temperatur ${text}`} min={-50} />
        ))}
        <NumberField label="Menge" defaultValue="3" />
      </>,
    );
    const read: string[] = [];
    for (const text of ['-12,5', '1e3', '١٢٫٥']) {
      const field = screen.getByRole('textbox', { name: `Temperatur ${text}` }) as HTMLInputElement;
      await user.click(field);
      await user.paste(text);
      read.push(field.value);
    }
    expect(read).toEqual(['-12,5', '1000', '12,5']);

    const unsigned = screen.getByRole('textbox', { name: 'Menge' }) as HTMLInputElement;
    await user.click(unsigned);
    await user.paste('-12,5');
    expect(unsigned.value).toBe('3');
  });

  it('a paste in the middle leaves the caret after the pasted part', async () => {
    const user = userEvent.setup();
    renderWithTexts(<MaskedField label="IBAN" mask={ibanMask} defaultValue="DE89 0044" />);
    const input = screen.getByRole('textbox', { name: 'IBAN' }) as HTMLInputElement;
    await user.click(input);
    input.setSelectionRange(5, 5);
    await user.paste('3704');
    expect(input.value).toBe('DE89 3704 0044');
    expect(input.selectionStart).toBe(9);
  });

  it('a number field whose min is below 0 takes a typed minus in front; one without refuses it', async () => {
    const user = userEvent.setup();
    renderWithTexts(
      <>
        <NumberField label="Temperatur" min={-50} />
        <NumberField label="Menge" />
      </>,
    );
    const signed = screen.getByRole('textbox', { name: 'Temperatur' }) as HTMLInputElement;
    await user.type(signed, '-5-');
    expect(signed.value).toBe('-5');
    const unsigned = screen.getByRole('textbox', { name: 'Menge' }) as HTMLInputElement;
    await user.type(unsigned, '-5');
    expect(unsigned.value).toBe('5');
  });
});
