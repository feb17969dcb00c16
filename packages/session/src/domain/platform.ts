/** The shop's platforms. MATCH (the match app's web view) behaves like SMARTPHONE. */
export type Platform = 'CLASSIC' | 'TABLET' | 'SMARTPHONE' | 'MATCH';

/** The shop's layout breakpoints: smartphone under 768 px, tablet under 1280 px, else classic. */
const platformBreakpoints = Object.freeze({ tablet: 768, classic: 1280 });

const platforms: readonly Platform[] = ['CLASSIC', 'TABLET', 'SMARTPHONE', 'MATCH'];

/** A `data-platform` value as the page wrote it (case-insensitive), else null. */
export function parsePlatform(value: string | null | undefined): Platform | null {
  const upper = (value ?? '').trim().toUpperCase();
  return platforms.find((platform) => platform === upper) ?? null;
}

/** The platform from the window width (CSS pixels). */
export function platformFromWidth(width: number): Platform {
  if (!Number.isFinite(width)) return 'CLASSIC';
  if (width < platformBreakpoints.tablet) return 'SMARTPHONE';
  if (width < platformBreakpoints.classic) return 'TABLET';
  return 'CLASSIC';
}

/** The page's `data-platform` wins; otherwise the window width decides. */
export function resolvePlatform(attribute: string | null | undefined, width: number): Platform {
  return parsePlatform(attribute) ?? platformFromWidth(width);
}

/** The layout a platform gets: MATCH behaves like SMARTPHONE. */
export function layoutOf(platform: Platform): Exclude<Platform, 'MATCH'> {
  return platform === 'MATCH' ? 'SMARTPHONE' : platform;
}

/** Smartphone-like layouts (SMARTPHONE, MATCH) and TABLET are "mobile" (collapsible groups). */
export const isMobileLayout = (platform: Platform): boolean => layoutOf(platform) !== 'CLASSIC';
