import { useStyles } from '@shop/element';
import type { ReactNode } from 'react';
import type { IconDefinition } from '../../icons/types.ts';
import { Icon } from '../Icon/Icon.tsx';
import css from './Banderole.css?inline';

export type BanderoleVariant = 'default' | 'loyalty-card';

export interface BanderoleProps {
  /** Default `default`; `loyalty-card` uses the loyalty programme's colours. */
  variant?: BanderoleVariant;
  /** The text (or pass children). */
  text?: string;
  children?: ReactNode;
  /** An icon before the text. */
  icon?: IconDefinition;
}

/** A narrow band with a short promotional text, e.g. "Every 11th coffee free with the loyalty card". */
export function Banderole({ variant = 'default', text, children, icon }: BanderoleProps) {
  useStyles(css);
  return (
    <p className={`banderole banderole--${variant}`}>
      {icon && <Icon icon={icon} size={16} />}
      <span className="banderole__text">
        {text}
        {children}
      </span>
    </p>
  );
}
