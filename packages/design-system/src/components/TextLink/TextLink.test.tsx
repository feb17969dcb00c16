import { fireEvent, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { iconArrowLeft } from '../../icons/arrowLeft.ts';
import { renderWithTexts } from '../testing/renderWithTexts.tsx';
import { TextLink } from './TextLink.tsx';

describe('TextLink', () => {
  it('is a primary, medium link with the link-up icon at 12 px after the text by default', () => {
    renderWithTexts(<TextLink href="/service">Service</TextLink>);
    const link = screen.getByRole('link', { name: 'Service' });
    expect(link.className).toBe('text-link text-link--primary text-link--medium');
    const icon = link.querySelector('svg') as SVGElement;
    expect(icon.dataset.icon).toBe('link-up');
    expect(icon.getAttribute('width')).toBe('12');
    expect(link.lastElementChild).toBe(icon);
  });

  it('puts a chosen icon before the text', () => {
    renderWithTexts(
      <TextLink href="/back" icon={iconArrowLeft} iconPosition="before" size="small" variant="secondary">
        Zurück
      </TextLink>,
    );
    const link = screen.getByRole('link', { name: 'Zurück' });
    expect(link.firstElementChild?.getAttribute('data-icon')).toBe('arrow-left');
    expect(link.className).toContain('text-link--small');
    expect(link.className).toContain('text-link--secondary');
  });

  it('disabled renders a plain disabled button without a link', () => {
    const onClick = vi.fn();
    renderWithTexts(
      <TextLink href="/x" disabled onClick={onClick}>
        Nicht verfügbar
      </TextLink>,
    );
    expect(screen.queryByRole('link')).toBeNull();
    const button = screen.getByRole('button', { name: 'Nicht verfügbar' });
    expect(button).toHaveProperty('disabled', true);
    fireEvent.click(button);
    expect(onClick).not.toHaveBeenCalled();
  });

  it('without an icon shows only the text', () => {
    renderWithTexts(
      <TextLink href="/a" icon={null}>
        Nur Text
      </TextLink>,
    );
    expect(screen.getByRole('link', { name: 'Nur Text' }).querySelector('svg')).toBeNull();
  });
});
