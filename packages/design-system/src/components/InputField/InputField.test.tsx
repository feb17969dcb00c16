import { readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createRef } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { renderWithTexts } from '../testing/renderWithTexts.tsx';
import { InputField } from './InputField.tsx';

/** Every module a source file reaches through its relative imports (itself included). */
// The sites table (@shop/sites, a bare import) is not followed: it is pure data, one export per
// column, and a bundle keeps only the columns it reads (the sites' flags, `siteFlags`, reach the
// footer's bundle only; see the budgets).
function importGraph(file: string, seen = new Set<string>()): Set<string> {
  if (seen.has(file)) return seen;
  seen.add(file);
  const source = readFileSync(file, 'utf8');
  for (const [, specifier] of source.matchAll(/from '(\.{1,2}\/[^']+)'/g)) {
    if (specifier?.endsWith('.ts') || specifier?.endsWith('.tsx')) importGraph(join(dirname(file), specifier), seen);
  }
  return seen;
}

describe('InputField', () => {
  it('is labelled, and the label can be visually hidden while still naming the field', () => {
    const { rerender } = renderWithTexts(<InputField label="E-Mail" />);
    expect(screen.getByRole('textbox', { name: 'E-Mail' })).toBeTruthy();
    expect(screen.getByText('E-Mail').className).toBe('input-field__label');
    rerender(<InputField label="E-Mail" hiddenLabel />);
    expect(screen.getByRole('textbox', { name: 'E-Mail' })).toBeTruthy();
    expect(screen.getByText('E-Mail').className).toBe('shop-visually-hidden');
  });

  it('error state: the message is linked by aria-describedby and the field is invalid', () => {
    renderWithTexts(
      <InputField label="E-Mail" error="Bitte geben Sie eine gültige E-Mail-Adresse ein." hint="Hinweis" />,
    );
    const input = screen.getByRole('textbox', { name: 'E-Mail' });
    expect(input.getAttribute('aria-invalid')).toBe('true');
    const ids = (input.getAttribute('aria-describedby') ?? '').split(' ');
    const texts = ids.map((id) => document.getElementById(id)?.textContent);
    expect(texts).toEqual(['Hinweis', 'Fehler: Bitte geben Sie eine gültige E-Mail-Adresse ein.']);
  });

  it('success state shows a check mark and no error', () => {
    const { container } = renderWithTexts(<InputField label="Name" state="success" defaultValue="Anna" />);
    expect(container.querySelector('svg[data-icon="check"]')).not.toBeNull();
    expect(screen.getByRole('textbox').getAttribute('aria-invalid')).toBeNull();
  });

  it('clearable: the clear button empties the field through a real change and refocuses it', async () => {
    const user = userEvent.setup();
    const onClear = vi.fn();
    const onChange = vi.fn();
    renderWithTexts(<InputField label="Name" name="name" clearable onClear={onClear} onChange={onChange} />);
    const input = screen.getByRole('textbox', { name: 'Name' }) as HTMLInputElement;
    await user.type(input, 'Anna');
    await user.click(screen.getByRole('button', { name: 'Eingabe löschen' }));
    expect(input.value).toBe('');
    expect(document.activeElement).toBe(input);
    expect(onClear).toHaveBeenCalledTimes(1);
    expect(onChange.mock.lastCall?.[0].target).toBe(input);
  });

  it('forwards its ref to the input so a form can focus the first invalid field', () => {
    const ref = createRef<HTMLInputElement>();
    renderWithTexts(<InputField label="Vorname" ref={ref} />);
    ref.current?.focus();
    expect(document.activeElement).toBe(screen.getByRole('textbox', { name: 'Vorname' }));
  });

  it('carries no mask and no layer: a form of plain text fields does not download them', () => {
    const modules = [...importGraph(join(import.meta.dirname, 'InputField.tsx'))].map((file) =>
      file.slice(file.indexOf('/src/') + 5),
    );
    expect(modules.filter((file) => file.startsWith('masks/'))).toEqual([]);
    expect(modules.filter((file) => file.startsWith('icons/')).sort()).toEqual([
      'icons/check.ts',
      'icons/close.ts',
      'icons/types.ts',
    ]);
    expect(modules.filter((file) => /Field\.tsx$|useMask/.test(file))).toEqual([
      'components/InputField/InputField.tsx',
    ]);
  });
});
