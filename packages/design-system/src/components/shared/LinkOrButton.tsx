import type { MouseEventHandler, ReactNode, Ref } from 'react';

export interface LinkOrButtonProps {
  /** An `<a>` when true (and not disabled), a `<button>` otherwise. */
  link: boolean;
  className: string;
  children: ReactNode;
  href?: string | undefined;
  target?: string | undefined;
  rel?: string | undefined;
  /** The button's type (a link has none). */
  type?: 'button' | 'submit' | 'reset';
  disabled?: boolean;
  name?: string | undefined;
  value?: string | undefined;
  onClick?: MouseEventHandler<HTMLElement> | undefined;
  'aria-label'?: string | undefined;
  ref?: Ref<HTMLAnchorElement | HTMLButtonElement> | undefined;
}

/**
 * The one place that chooses between `<a>` and `<button>` for the controls that can be either
 * (Button, TextLink). A disabled control is always a disabled `<button>`: a link cannot be
 * disabled, and one that only looked disabled would still navigate and be announced as a link.
 */
export function LinkOrButton({
  link,
  className,
  children,
  href,
  target,
  rel,
  type = 'button',
  disabled = false,
  name,
  value,
  onClick,
  'aria-label': ariaLabel,
  ref,
}: LinkOrButtonProps) {
  if (link && !disabled) {
    return (
      <a
        ref={ref as Ref<HTMLAnchorElement>}
        className={className}
        href={href}
        target={target}
        rel={rel}
        aria-label={ariaLabel}
        onClick={onClick}
      >
        {children}
      </a>
    );
  }
  return (
    <button
      ref={ref as Ref<HTMLButtonElement>}
      type={type}
      className={className}
      disabled={disabled}
      name={name}
      value={value}
      aria-label={ariaLabel}
      onClick={disabled ? undefined : onClick}
    >
      {children}
    </button>
  );
}
