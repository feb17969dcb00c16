import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { renderWithTexts } from '../testing/renderWithTexts.tsx';
import { ExpansionFlex } from './ExpansionFlex.tsx';

describe('ExpansionFlex', () => {
  it('toggles its content on click and with the keyboard', async () => {
    const user = userEvent.setup();
    const onExpandedChange = vi.fn();
    renderWithTexts(
      <ExpansionFlex id="service" label="Service" onExpandedChange={onExpandedChange}>
        <a href="/contact">Kontakt</a>
      </ExpansionFlex>,
    );
    const button = screen.getByRole('button', { name: 'Service' });
    expect(button.getAttribute('aria-controls')).toBe('service');
    expect(button.getAttribute('aria-expanded')).toBe('false');
    expect(screen.queryByRole('link')).toBeNull();
    await user.click(button);
    expect(button.getAttribute('aria-expanded')).toBe('true');
    expect(screen.getByRole('link', { name: 'Kontakt' })).toBeTruthy();
    button.focus();
    await user.keyboard('{Enter}');
    expect(screen.queryByRole('link')).toBeNull();
    expect(onExpandedChange.mock.calls).toEqual([[true], [false]]);
  });

  it('collapses when it becomes disabled and ignores clicks while disabled', async () => {
    const user = userEvent.setup();
    const { rerender } = renderWithTexts(
      <ExpansionFlex label="Hilfe" expanded>
        Inhalt
      </ExpansionFlex>,
    );
    expect(screen.getByText('Inhalt')).toBeTruthy();
    rerender(
      <ExpansionFlex label="Hilfe" expanded disabled>
        Inhalt
      </ExpansionFlex>,
    );
    const button = screen.getByRole('button', { name: 'Hilfe' });
    expect(button.getAttribute('aria-expanded')).toBe('false');
    expect(button.getAttribute('aria-disabled')).toBe('true');
    await user.click(button);
    expect(button.getAttribute('aria-expanded')).toBe('false');
  });

  it('can sit in a heading', () => {
    renderWithTexts(
      <ExpansionFlex label="Über uns" headingLevel={3}>
        x
      </ExpansionFlex>,
    );
    expect(screen.getByRole('heading', { level: 3, name: 'Über uns' })).toBeTruthy();
  });
});
