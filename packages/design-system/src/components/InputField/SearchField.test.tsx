import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { renderWithTexts } from '../testing/renderWithTexts.tsx';
import { SearchField } from './SearchField.tsx';

describe('SearchField', () => {
  it('the clear button appears only with content; clearing empties, refocuses and emits clear', async () => {
    const user = userEvent.setup();
    const onClear = vi.fn();
    const onValueChange = vi.fn();
    renderWithTexts(<SearchField label="Suche" onClear={onClear} onValueChange={onValueChange} />);
    expect(screen.queryByRole('button', { name: 'Eingabe löschen' })).toBeNull();
    const input = screen.getByRole('searchbox', { name: 'Suche' }) as HTMLInputElement;
    expect(input.inputMode).toBe('search');
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
    renderWithTexts(<SearchField label="Suche" onSearch={onSearch} />);
    await user.type(screen.getByRole('searchbox'), 'Bohnen');
    await user.click(screen.getByRole('button', { name: 'Suchen' }));
    expect(onSearch).toHaveBeenLastCalledWith('Bohnen');
    await user.type(screen.getByRole('searchbox'), '{Enter}');
    expect(onSearch).toHaveBeenCalledTimes(2);
  });

  it('disabled: the field and its buttons cannot be used and no clear button shows', () => {
    renderWithTexts(<SearchField label="Suche" defaultValue="x" disabled />);
    expect(screen.getByRole('searchbox')).toHaveProperty('disabled', true);
    expect(screen.queryByRole('button', { name: 'Eingabe löschen' })).toBeNull();
    expect(screen.getByRole('button', { name: 'Suchen' })).toHaveProperty('disabled', true);
  });
});
