import { useStyles } from '@shop/element';
import type { MouseEventHandler, ReactNode, Ref } from 'react';
import { iconLinkUp } from '../../icons/linkUp.ts';
import type { IconDefinition } from '../../icons/types.ts';
import { Icon, type IconSize } from '../Icon/Icon.tsx';
import { LinkOrButton } from '../shared/LinkOrButton.tsx';
import css from './TextLink.css?inline';

export type TextLinkVariant = 'primary' | 'secondary' | 'inverted';
export type TextLinkSize = 'small' | 'medium' | 'large';

export interface TextLinkProps {
  children: ReactNode;
  href?: string;
  target?: string;
  rel?: string;
  /** Default `primary`. */
  variant?: TextLinkVariant;
  /** Default `medium`. */
  size?: TextLinkSize;
  /** Default: the link-up icon. `null` shows no icon. */
  icon?: IconDefinition | null;
  /** Default 12. */
  iconSize?: IconSize;
  /** Default `after`. */
  iconPosition?: 'before' | 'after';
  /** Renders a plain disabled `<button>`. */
  disabled?: boolean;
  onClick?: MouseEventHandler<HTMLElement>;
  ref?: Ref<HTMLAnchorElement | HTMLButtonElement>;
}

/** An inline link with an optional icon. Without `href` it is a button that looks like a link. */
export function TextLink({
  children,
  variant = 'primary',
  size = 'medium',
  icon = iconLinkUp,
  iconSize = 12,
  iconPosition = 'after',
  ...linkOrButton
}: TextLinkProps) {
  useStyles(css);
  const iconNode = icon ? <Icon icon={icon} size={iconSize} /> : null;
  return (
    <LinkOrButton
      link={linkOrButton.href !== undefined}
      className={`text-link text-link--${variant} text-link--${size}`}
      {...linkOrButton}
    >
      {iconPosition === 'before' && iconNode}
      <span className="text-link__text">{children}</span>
      {iconPosition === 'after' && iconNode}
    </LinkOrButton>
  );
}
