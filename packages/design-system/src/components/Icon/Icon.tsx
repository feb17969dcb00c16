import { useStyles } from '@shop/element';
import type { IconDefinition } from '../../icons/types.ts';
import { drawnShapes } from './drawnShapes.ts';
import css from './Icon.css?inline';

export type IconSize = 12 | 16 | 24;

export interface IconProps {
  /** The icon's data, imported from `@shop/design-system` (e.g. `iconCoffee`). */
  icon: IconDefinition;
  /** 12, 16 or 24 px; default 16. */
  size?: IconSize;
  /** Fills 100% of its container instead of a fixed size. */
  scale?: boolean;
  /** An accessible name; without it the icon is decorative and hidden from assistive technology. */
  label?: string;
  className?: string;
}

/** An SVG icon in the text colour (flags keep their own colours). */
export function Icon({ icon, size = 16, scale = false, label, className }: IconProps) {
  useStyles(css);
  const classes = ['icon', scale ? 'icon--scale' : '', className ?? ''].filter(Boolean).join(' ');
  const dimension = scale ? undefined : size;
  return (
    // biome-ignore lint/a11y/noSvgWithoutTitle: decorative icons are aria-hidden; a labelled one gets role img and aria-label
    <svg
      className={classes}
      viewBox={icon.viewBox ?? '0 0 24 24'}
      width={dimension}
      height={dimension}
      focusable="false"
      data-icon={icon.name}
      {...(label ? { role: 'img', 'aria-label': label } : { 'aria-hidden': true })}
    >
      {drawnShapes(icon).map((shape, index) => (
        <path
          // biome-ignore lint/suspicious/noArrayIndexKey: shapes are static drawing data
          key={index}
          d={shape.d}
          fill={shape.stroke ? 'none' : (shape.fill ?? 'currentColor')}
          stroke={shape.stroke ? 'currentColor' : undefined}
          strokeWidth={shape.stroke ? 2 : undefined}
          strokeLinecap={shape.stroke ? 'round' : undefined}
          strokeLinejoin={shape.stroke ? 'round' : undefined}
          fillRule={shape.evenOdd ? 'evenodd' : undefined}
        />
      ))}
    </svg>
  );
}
