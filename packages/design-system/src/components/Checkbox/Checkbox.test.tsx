import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createRef, useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { renderWithTexts } from '../testing/renderWithTexts.tsx';
import { Checkbox } from './Checkbox.tsx';

function ControlledConsent() {
  const [checked, setChecked] = useState(true);
  return (
    <>
      <Checkbox checked={checked} onChange={(event) => setChecked(event.target.checked)}>
        Zustimmung
      </Checkbox>
      <output>{String(checked)}</output>
    </>
  );
}

describe('Checkbox', () => {
  it('toggles a boolean model value by click and by Space', async () => {
    const user = userEvent.setup();
    const onCheckedChange = vi.fn();
    renderWithTexts(
      <Checkbox name="dne" value="DNE" onCheckedChange={onCheckedChange}>
        Personalisierte Angebote
      </Checkbox>,
    );
    const box = screen.getByRole('checkbox', { name: 'Personalisierte Angebote' }) as HTMLInputElement;
    expect(box.name).toBe('dne');
    expect(box.value).toBe('DNE');
    await user.click(box);
    expect(box.checked).toBe(true);
    box.focus();
    await user.keyboard(' ');
    expect(box.checked).toBe(false);
    expect(onCheckedChange.mock.calls).toEqual([[true], [false]]);
  });

  it('follows a controlled value', async () => {
    const user = userEvent.setup();
    renderWithTexts(<ControlledConsent />);
    expect(screen.getByRole('checkbox')).toHaveProperty('checked', true);
    await user.click(screen.getByRole('checkbox'));
    expect(screen.getByRole('status').textContent).toBe('false');
  });

  it('required and error state: invalid with the message linked by aria-describedby', () => {
    renderWithTexts(
      <Checkbox required error="Dies ist ein Pflichtfeld.">
        AGB
      </Checkbox>,
    );
    const box = screen.getByRole('checkbox', { name: /AGB/ });
    expect(box).toHaveProperty('required', true);
    expect(box.getAttribute('aria-invalid')).toBe('true');
    const message = document.getElementById(box.getAttribute('aria-describedby') ?? '');
    expect(message?.textContent).toBe('Fehler: Dies ist ein Pflichtfeld.');
  });

  it('indeterminate is set on the DOM element (announced as mixed)', () => {
    const { rerender } = renderWithTexts(<Checkbox indeterminate>Alle</Checkbox>);
    expect(screen.getByRole('checkbox')).toHaveProperty('indeterminate', true);
    rerender(<Checkbox>Alle</Checkbox>);
    expect(screen.getByRole('checkbox')).toHaveProperty('indeterminate', false);
  });

  it('alignment right puts the box after the label; disabled cannot be changed; ref reaches the input', async () => {
    const user = userEvent.setup();
    const ref = createRef<HTMLInputElement>();
    const { container } = renderWithTexts(
      <Checkbox alignment="right" disabled ref={ref}>
        Rechts
      </Checkbox>,
    );
    expect(container.querySelector('.checkbox--right')).not.toBeNull();
    await user.click(screen.getByRole('checkbox'));
    expect(screen.getByRole('checkbox')).toHaveProperty('checked', false);
    expect(ref.current).toBe(screen.getByRole('checkbox'));
  });
});
