import { useStyles } from '@shop/element';
import type { MouseEventHandler, ReactNode, Ref } from 'react';
import type { IconDefinition } from '../../icons/types.ts';
import { Icon } from '../Icon/Icon.tsx';
import { LinkOrButton } from '../shared/LinkOrButton.tsx';
import css from './Button.css?inline';

export type ButtonVariant =
  | 'primary-fill'
  | 'primary-outline'
  | 'secondary-fill'
  | 'secondary-outline'
  | 'loyalty-fill';
/** `auto` fits the text; `full` fills the container; `full-mobile` fills it below 768 px only. */
export type ButtonWidth = 'auto' | 'full' | 'full-mobile';

export interface ButtonProps {
  children: ReactNode;
  /** Default `primary-fill`. */
  variant?: ButtonVariant;
  width?: ButtonWidth;
  iconBefore?: IconDefinition;
  iconAfter?: IconDefinition;
  /** `button` (default) or `a` (needs `href`). */
  tag?: 'button' | 'a';
  href?: string;
  target?: string;
  rel?: string;
  /** Default `button`, so a button inside a form never submits by accident. */
  type?: 'button' | 'submit' | 'reset';
  disabled?: boolean;
  name?: string;
  value?: string;
  onClick?: MouseEventHandler<HTMLElement>;
  /** Accessible name when the visible text is not enough. */
  'aria-label'?: string;
  ref?: Ref<HTMLButtonElement | HTMLAnchorElement>;
}

/** A button, or a link styled as one. Disabled always renders a plain disabled `<button>`. */
export function Button({
  children,
  variant = 'primary-fill',
  width = 'auto',
  iconBefore,
  iconAfter,
  tag = 'button',
  ...linkOrButton
}: ButtonProps) {
  useStyles(css);
  return (
    <LinkOrButton link={tag === 'a'} className={`button button--${variant} button--width-${width}`} {...linkOrButton}>
      {iconBefore && <Icon icon={iconBefore} size={16} />}
      <span className="button__text">{children}</span>
      {iconAfter && <Icon icon={iconAfter} size={16} />}
    </LinkOrButton>
  );
}
