import { isMobileLayout, type Platform } from '@shop/session';

/**
 * Platform rules of the footer: desktop (CLASSIC) shows columns, smartphone and tablet show
 * collapsible groups and no country selector. Pure: platform in, layout out.
 */
export interface FooterLayout {
  /** CLASSIC: teasers and SEO links as columns; smartphone (and MATCH) and tablet: collapsible groups. */
  groups: 'columns' | 'collapsible';
  /** The country selector is hidden on smartphone and tablet. */
  countrySelector: boolean;
  /** The view switch leads away from the current view. */
  viewSwitch: 'toMobile' | 'toClassic';
  /** Teaser links marked `hideInClassic` are left out on CLASSIC. */
  hideClassicOnlyLinks: boolean;
}

export function footerLayout(platform: Platform): FooterLayout {
  const mobile = isMobileLayout(platform);
  return {
    groups: mobile ? 'collapsible' : 'columns',
    countrySelector: !mobile,
    viewSwitch: mobile ? 'toClassic' : 'toMobile',
    hideClassicOnlyLinks: !mobile,
  };
}
