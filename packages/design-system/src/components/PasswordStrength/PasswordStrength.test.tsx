import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderWithTexts } from '../testing/renderWithTexts.tsx';
import { PasswordStrength } from './PasswordStrength.tsx';

describe('PasswordStrength', () => {
  it('keeps an empty polite live region while nothing is typed', () => {
    renderWithTexts(<PasswordStrength password="" />);
    const region = screen.getByRole('status');
    expect(region.getAttribute('aria-live')).toBe('polite');
    expect(region.textContent).toBe('');
  });

  it('announces each level as the password changes', () => {
    const { rerender, container } = renderWithTexts(<PasswordStrength password="abc" />);
    expect(screen.getByRole('status').textContent).toBe('Passwortstärke: Schwach');
    rerender(<PasswordStrength password="abcdefg1" />);
    expect(screen.getByRole('status').textContent).toBe('Passwortstärke: Gut');
    expect(container.querySelectorAll('.password-strength__segment--filled')).toHaveLength(2);
    rerender(<PasswordStrength password="abcdefG1" />);
    expect(screen.getByRole('status').textContent).toBe('Passwortstärke: Stark');
    expect(container.querySelectorAll('.password-strength__segment--filled')).toHaveLength(3);
  });

  it('speaks the page language', () => {
    renderWithTexts(<PasswordStrength password="Şifre1234" />, 'tr-TR');
    expect(screen.getByRole('status').textContent).toBe('Şifre gücü: Güçlü');
  });
});
