import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { iconCoffee } from '../../icons/coffee.ts';
import { flagPoland } from '../../icons/flagPoland.ts';
import { renderWithTexts } from '../testing/renderWithTexts.tsx';
import { Icon } from './Icon.tsx';

describe('Icon', () => {
  it('is 16 px, decorative and in the text colour by default', () => {
    const { container } = renderWithTexts(<Icon icon={iconCoffee} />);
    const svg = container.querySelector('svg') as SVGSVGElement;
    expect(svg.getAttribute('width')).toBe('16');
    expect(svg.getAttribute('aria-hidden')).toBe('true');
    expect(svg.querySelector('path')?.getAttribute('stroke')).toBe('currentColor');
  });

  it('takes the sizes 12 and 24, and scale fills its container', () => {
    const { container } = renderWithTexts(
      <>
        <Icon icon={iconCoffee} size={12} />
        <Icon icon={iconCoffee} size={24} />
        <Icon icon={iconCoffee} scale />
      </>,
    );
    const [small, large, scaled] = [...container.querySelectorAll('svg')];
    expect(small?.getAttribute('height')).toBe('12');
    expect(large?.getAttribute('height')).toBe('24');
    expect(scaled?.getAttribute('width')).toBeNull();
    expect(scaled?.classList.contains('icon--scale')).toBe(true);
  });

  it('with a label it is an image with that name; flags keep their colours', () => {
    renderWithTexts(<Icon icon={flagPoland} label="Polska" />);
    const image = screen.getByRole('img', { name: 'Polska' });
    expect(image.querySelector('path')?.getAttribute('fill')).toBe('#FFFFFF');
  });
});
