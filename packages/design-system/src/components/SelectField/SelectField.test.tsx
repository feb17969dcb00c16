import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createRef } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { renderWithTexts } from '../testing/renderWithTexts.tsx';
import { SelectField } from './SelectField.tsx';

const options = [
  { value: 'MRS', text: 'Frau' },
  { value: 'MR', text: 'Herr' },
  { value: 'DIVERS', text: 'Divers' },
];

describe('SelectField', () => {
  it('chooses the first option when there is no default value', () => {
    renderWithTexts(<SelectField label="Anrede" options={options} />);
    expect(screen.getByRole('combobox', { name: 'Anrede' })).toHaveProperty('value', 'MRS');
  });

  it('starts with the default value and reports changes', async () => {
    const user = userEvent.setup();
    const onValueChange = vi.fn();
    renderWithTexts(<SelectField label="Anrede" options={options} defaultValue="MR" onValueChange={onValueChange} />);
    const select = screen.getByRole('combobox', { name: 'Anrede' });
    expect(select).toHaveProperty('value', 'MR');
    await user.selectOptions(select, 'DIVERS');
    expect(onValueChange).toHaveBeenCalledWith('DIVERS');
    expect(screen.getAllByRole('option').map((option) => option.textContent)).toEqual(['Frau', 'Herr', 'Divers']);
  });

  it('shows an error linked by aria-describedby; ref reaches the select', () => {
    const ref = createRef<HTMLSelectElement>();
    renderWithTexts(<SelectField label="Anrede" options={options} error="Dies ist ein Pflichtfeld." ref={ref} />);
    const select = screen.getByRole('combobox');
    expect(select.getAttribute('aria-invalid')).toBe('true');
    expect(document.getElementById(select.getAttribute('aria-describedby') ?? '')?.textContent).toBe(
      'Fehler: Dies ist ein Pflichtfeld.',
    );
    expect(ref.current).toBe(select);
  });
});
