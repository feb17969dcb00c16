import { render, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { ElementsSection } from './ElementsSection.tsx';

describe('ElementsSection (the gallery’s tables from custom-elements.json)', () => {
  it('lists each attribute of an element with its type, default and meaning', () => {
    render(<ElementsSection />);
    const table = screen.getByRole('table', { name: 'Attributes of <shop-icon>' });
    const size = within(table).getByRole('row', { name: /^size/ });
    expect(size.textContent).toContain('12 | 16 | 24');
    expect(size.textContent).toContain('"16"');
    expect(size.textContent).toContain('Size in pixels; anything else is 16.');
    expect(within(table).getByRole('row', { name: /^api-base/ }).textContent).toContain("''");
  });

  it('lists the events with their detail type', () => {
    render(<ElementsSection />);
    const table = screen.getByRole('table', { name: 'Events of <shop-notification>' });
    expect(within(table).getByRole('row', { name: /^shop-close/ }).textContent).toContain('CustomEvent<null>');
    expect(screen.queryByRole('table', { name: 'Events of <shop-icon>' })).toBeNull();
  });
});
