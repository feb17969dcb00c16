/** Platform rules of the footer (spec §2, §4). Pure: platform in, layout out. */
export type Platform = 'SMARTPHONE' | 'TABLET' | 'CLASSIC';

export interface FooterLayout {
  /** CLASSIC: teasers and SEO links as columns; smartphone and tablet: collapsible groups. */
  groups: 'columns' | 'collapsible';
  /** The country selector is hidden on smartphone and tablet. */
  countrySelector: boolean;
  /** The view switch leads away from the current view. */
  viewSwitch: 'toMobile' | 'toClassic';
  /** Teaser links marked hideInClassic are left out on CLASSIC. */
  hideClassicOnlyHidden: boolean;
}

export function footerLayout(platform: Platform): FooterLayout {
  const classic = platform === 'CLASSIC';
  return {
    groups: classic ? 'columns' : 'collapsible',
    countrySelector: classic,
    viewSwitch: classic ? 'toMobile' : 'toClassic',
    hideClassicOnlyHidden: classic,
  };
}

/** Breakpoints (spec §9): under 768 px smartphone, under 1280 px tablet. */
export function platformFromWidth(width: number): Platform {
  if (width < 768) return 'SMARTPHONE';
  if (width < 1280) return 'TABLET';
  return 'CLASSIC';
}

/** `data-platform` on the page root wins (MATCH is the legacy name for smartphone). */
export function resolvePlatform(attribute: string | null | undefined, width: number): Platform {
  switch (attribute?.trim().toUpperCase()) {
    case 'SMARTPHONE':
    case 'MATCH':
      return 'SMARTPHONE';
    case 'TABLET':
      return 'TABLET';
    case 'CLASSIC':
    case 'DESKTOP':
      return 'CLASSIC';
    default:
      return platformFromWidth(width);
  }
}
