import { fireEvent, render, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { LinkOrButton } from './LinkOrButton.tsx';

describe('LinkOrButton', () => {
  it('is a link with its href, target and rel when asked for one', () => {
    render(
      <LinkOrButton link className="x" href="/help" target="_blank" rel="noopener">
        Help
      </LinkOrButton>,
    );
    const link = screen.getByRole('link', { name: 'Help' });
    expect(link.getAttribute('href')).toBe('/help');
    expect(link.getAttribute('target')).toBe('_blank');
    expect(link.getAttribute('rel')).toBe('noopener');
    expect(link.hasAttribute('type')).toBe(false);
  });

  it('is a button that never submits by accident otherwise', () => {
    render(
      <form>
        <LinkOrButton link={false} className="x">
          Save
        </LinkOrButton>
      </form>,
    );
    expect(screen.getByRole('button', { name: 'Save' }).getAttribute('type')).toBe('button');
  });

  it('is a disabled button, not a link, when disabled: nothing to follow, no click handled', () => {
    const onClick = vi.fn();
    render(
      <LinkOrButton link disabled className="x" href="/help" onClick={onClick}>
        Help
      </LinkOrButton>,
    );
    expect(screen.queryByRole('link')).toBeNull();
    const button = screen.getByRole('button', { name: 'Help' }) as HTMLButtonElement;
    expect(button.disabled).toBe(true);
    fireEvent.click(button);
    expect(onClick).not.toHaveBeenCalled();
  });
});
