import { useShopElement } from '@shop/design-system';
import { useEffect } from 'react';
import { findLogo, logoUrl } from '../domain/logos.ts';

interface LogoProps {
  source: string;
  /** The alt text (the content's label). */
  label: string;
  /** Content may size a logo (quality logos); otherwise the catalogue's size. */
  width?: number;
  height?: number;
  className?: string;
}

/**
 * One image of the fixed logo set, with its size (no layout shift), alt text and lazy
 * loading. An unknown source logs an error and renders nothing.
 */
export function Logo({ source, label, width, height, className }: LogoProps) {
  const { apiBase } = useShopElement();
  const logo = findLogo(source);
  useEffect(() => {
    if (!logo) console.error(`<shop-footer> unknown logo source "${source}": not shown`);
  }, [logo, source]);
  if (!logo) return null;
  return (
    <img
      className={className}
      src={logoUrl(apiBase, logo)}
      alt={label}
      width={width ?? logo.width}
      height={height ?? logo.height}
      loading="lazy"
      decoding="async"
    />
  );
}
