import { fireEvent, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { renderWithTexts } from '../testing/renderWithTexts.tsx';
import { NumberField } from './NumberField.tsx';

describe('NumberField', () => {
  it('only digits and one decimal mark can be typed; control keys still work', async () => {
    const user = userEvent.setup();
    renderWithTexts(<NumberField label="Menge" />);
    const input = screen.getByRole('textbox', { name: 'Menge' }) as HTMLInputElement;
    expect(input.inputMode).toBe('decimal');
    await user.type(input, '1a2,5,x3');
    expect(input.value).toBe('12,53');
    await user.type(input, '{Backspace}');
    expect(input.value).toBe('12,5');
    fireEvent.change(input, { target: { value: '7-7.1.2' } }); // a drop
    expect(input.value).toBe('77.12');
  });

  it('decrease and increase step the value within its limits', async () => {
    const user = userEvent.setup();
    const onValueChange = vi.fn();
    renderWithTexts(<NumberField label="Menge" defaultValue="1" max={3} onValueChange={onValueChange} />);
    const input = screen.getByRole('textbox', { name: 'Menge' }) as HTMLInputElement;
    const increase = screen.getByRole('button', { name: 'Menge erhöhen' });
    const decrease = screen.getByRole('button', { name: 'Menge verringern' });
    expect(increase.getAttribute('aria-controls')).toBe(input.id);
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

  it('reads a pasted number whole, with the locale’s decimal mark', async () => {
    const user = userEvent.setup();
    renderWithTexts(<NumberField label="Menge" />);
    const amount = screen.getByRole('textbox', { name: 'Menge' }) as HTMLInputElement;
    await user.click(amount);
    await user.paste('1.234,56');
    expect(amount.value).toBe('1234,56');
  });
});
