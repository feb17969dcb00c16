import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { renderWithTexts } from '../testing/renderWithTexts.tsx';
import { Notification } from './Notification.tsx';

describe('Notification', () => {
  it('is a polite success message with pictogram and close icon by default', async () => {
    const user = userEvent.setup();
    const onClose = vi.fn();
    const { container } = renderWithTexts(<Notification onClose={onClose}>Gespeichert</Notification>);
    expect(screen.getByRole('status').textContent).toBe('Erfolg: Gespeichert');
    expect(container.querySelector('.notification__pictogram')).not.toBeNull();
    await user.click(screen.getByRole('button', { name: 'Schließen' }));
    expect(onClose).toHaveBeenCalledTimes(1);
  });

  it('shows an unknown variant as the default (success) with a console warning, never a raw text key', () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    const { container } = renderWithTexts(<Notification variant="bogus">Gespeichert</Notification>);
    expect(screen.getByRole('status').textContent).toBe('Erfolg: Gespeichert');
    expect(container.querySelector('.notification--success')).not.toBeNull();
    expect(container.querySelector('.notification--bogus')).toBeNull();
    expect(warn).toHaveBeenCalledWith(expect.stringContaining('Unknown notification variant "bogus"'));
    warn.mockRestore();
  });

  it('reads the variant in any case', () => {
    renderWithTexts(<Notification variant=" ERROR ">Fehlgeschlagen</Notification>);
    expect(screen.getByRole('alert').textContent).toContain('Fehlgeschlagen');
  });

  it('announces errors assertively', () => {
    renderWithTexts(<Notification variant="error">Fehlgeschlagen</Notification>);
    expect(screen.getByRole('alert').textContent).toContain('Fehlgeschlagen');
  });

  it('hides pictogram, close icon and background on request, and everything when closed', () => {
    const { container, rerender } = renderWithTexts(
      <Notification variant="warning" showPictogram={false} showCloseIcon={false} transparent>
        Achtung
      </Notification>,
    );
    expect(container.querySelector('.notification__pictogram')).toBeNull();
    expect(screen.queryByRole('button')).toBeNull();
    expect(container.querySelector('.notification--transparent')).not.toBeNull();
    rerender(
      <Notification variant="warning" open={false}>
        Achtung
      </Notification>,
    );
    expect(screen.queryByRole('status')).toBeNull();
  });

  it('uses the locale labels', () => {
    renderWithTexts(<Notification variant="information">Info</Notification>, 'de-CH');
    expect(screen.getByRole('button', { name: 'Schliessen' })).toBeTruthy();
  });
});
