import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { renderWithTexts } from '../testing/renderWithTexts.tsx';
import { CountrySelect } from './CountrySelect.tsx';

describe('CountrySelect', () => {
  it('lists the countries in the page language, the site country first and "other" last', async () => {
    const user = userEvent.setup();
    const onValueChange = vi.fn();
    renderWithTexts(<CountrySelect firstCountry="HU" name="country" onValueChange={onValueChange} />, 'hu-HU');
    const select = screen.getByRole('combobox', { name: 'Ország' });
    const texts = screen.getAllByRole('option').map((option) => option.textContent);
    expect(texts[0]).toBe('Magyarország');
    expect(texts.at(-1)).toBe('Más ország');
    expect(texts).toContain('Ausztria');
    expect(select).toHaveProperty('value', 'HU');
    await user.selectOptions(select, 'OTHER');
    expect(onValueChange).toHaveBeenCalledWith('OTHER');
  });
});
