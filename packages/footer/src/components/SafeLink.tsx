import { useTranslation } from '@shop/design-system';
import type { ReactNode } from 'react';
import { checkLink, newTabRel } from '../domain/links.ts';
import type { FooterLink } from '../domain/types.ts';

interface SafeLinkProps {
  link: FooterLink;
  className?: string;
  /** Content instead of the link text (e.g. an icon); the link text then names the link. */
  children?: ReactNode;
  /** Marks the current page's entry (country selector). */
  current?: boolean;
}

/**
 * A footer link: only safe addresses become `<a>` (content was sanitised before; this is the
 * last line of defence), anything else is its text alone. Addresses starting with http or
 * mailto open in a new tab without opener or referrer, and say so to screen-reader users.
 */
export function SafeLink({ link, className, children, current }: SafeLinkProps) {
  const { t } = useTranslation();
  const verdict = checkLink(link.url);
  if (!verdict.safe) return <span className={className}>{children ?? link.text}</span>;
  const label = children ? link.text : undefined;
  return (
    <a
      className={className}
      href={verdict.href}
      {...(verdict.newTab ? { target: '_blank', rel: newTabRel } : {})}
      {...(current ? { 'aria-current': 'true' as const } : {})}
      {...(label ? { 'aria-label': verdict.newTab ? `${label} ${t('newTab')}` : label } : {})}
    >
      {children ?? link.text}
      {verdict.newTab && !label && <span className="shop-visually-hidden"> {t('newTab')}</span>}
    </a>
  );
}
