import { fireEvent, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { iconArrowRight } from '../../icons/arrowRight.ts';
import { renderWithTexts } from '../testing/renderWithTexts.tsx';
import { Button } from './Button.tsx';

describe('Button', () => {
  it('is a primary-fill button of type button by default, so it never submits a form by accident', () => {
    const onSubmit = vi.fn((event: Event) => event.preventDefault());
    renderWithTexts(
      <form onSubmit={(event) => onSubmit(event.nativeEvent)}>
        <Button>Weiter</Button>
      </form>,
    );
    const button = screen.getByRole('button', { name: 'Weiter' });
    expect(button).toHaveProperty('type', 'button');
    expect(button.className).toContain('button--primary-fill');
    fireEvent.click(button);
    expect(onSubmit).not.toHaveBeenCalled();
  });

  it('renders a link when tag is a, with icons before and after the text', () => {
    renderWithTexts(
      <Button tag="a" href="/contact" iconBefore={iconArrowRight} iconAfter={iconArrowRight} variant="primary-outline">
        Kontakt
      </Button>,
    );
    const link = screen.getByRole('link', { name: 'Kontakt' });
    expect(link.getAttribute('href')).toBe('/contact');
    expect(link.querySelectorAll('svg[data-icon="arrow-right"]')).toHaveLength(2);
    expect(link.className).toContain('button--primary-outline');
  });

  it('disabled renders a plain disabled button (also for the link form) that ignores clicks', () => {
    const onClick = vi.fn();
    renderWithTexts(
      <Button tag="a" href="/x" disabled onClick={onClick}>
        Gesperrt
      </Button>,
    );
    expect(screen.queryByRole('link')).toBeNull();
    const button = screen.getByRole('button', { name: 'Gesperrt' });
    expect(button).toHaveProperty('disabled', true);
    fireEvent.click(button);
    expect(onClick).not.toHaveBeenCalled();
  });

  it('submits when type is submit, and passes its width behaviour on', () => {
    const onSubmit = vi.fn((event: Event) => event.preventDefault());
    renderWithTexts(
      <form onSubmit={(event) => onSubmit(event.nativeEvent)}>
        <Button type="submit" width="full">
          Senden
        </Button>
      </form>,
    );
    const button = screen.getByRole('button', { name: 'Senden' });
    expect(button.className).toContain('button--width-full');
    fireEvent.click(button);
    expect(onSubmit).toHaveBeenCalledTimes(1);
  });
});
