import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { renderWithTexts } from '../testing/renderWithTexts.tsx';
import { PasswordField } from './PasswordField.tsx';

describe('PasswordField', () => {
  it('the toggle shows and hides the text, and its label and icon change', async () => {
    const user = userEvent.setup();
    const { container } = renderWithTexts(<PasswordField label="Passwort" defaultValue="geheim" />);
    const input = container.querySelector('input') as HTMLInputElement;
    expect(input.type).toBe('password');
    const show = screen.getByRole('button', { name: 'Passwort anzeigen' });
    expect(show.getAttribute('aria-controls')).toBe(input.id);
    await user.click(show);
    expect(input.type).toBe('text');
    const hide = screen.getByRole('button', { name: 'Passwort verbergen' });
    expect(hide.querySelector('svg')?.dataset.icon).toBe('eye-off');
    await user.click(hide);
    expect(input.type).toBe('password');
    expect(input.value).toBe('geheim');
  });

  it('disabled: the toggle cannot be used either', () => {
    renderWithTexts(<PasswordField label="Passwort" disabled />);
    expect(screen.getByRole('button', { name: 'Passwort anzeigen' })).toHaveProperty('disabled', true);
  });
});
