import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { iconCheck } from '../../icons/check.ts';
import { renderWithTexts } from '../testing/renderWithTexts.tsx';
import { Banderole } from './Banderole.tsx';

describe('Banderole', () => {
  it('shows its text in the default style', () => {
    const { container } = renderWithTexts(<Banderole text="Neu im Sortiment" />);
    expect(screen.getByText('Neu im Sortiment')).toBeTruthy();
    expect(container.querySelector('.banderole--default')).not.toBeNull();
  });

  it('has a loyalty-card style and an optional decorative icon', () => {
    const { container } = renderWithTexts(
      <Banderole variant="loyalty-card" icon={iconCheck}>
        Jeder 11. Kaffee gratis
      </Banderole>,
    );
    expect(container.querySelector('.banderole--loyalty-card')?.textContent).toBe('Jeder 11. Kaffee gratis');
    expect(container.querySelector('svg')?.getAttribute('aria-hidden')).toBe('true');
  });
});
