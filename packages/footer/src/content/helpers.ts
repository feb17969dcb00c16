import type { FooterLink, IconLink, TeaserImage, TeaserLink } from '../domain/types.ts';

/** Small constructors that keep the country modules readable. */
export const link = (url: string, text: string): FooterLink => ({ url, text });
export const teaserLink = (url: string, text: string, hideInClassic = false): TeaserLink => ({
  link: { url, text },
  hideInClassic,
});
export const image = (source: string, label: string): TeaserImage => ({ source, label });
export const iconLink = (iconName: string, url: string, text: string): IconLink => ({ iconName, link: { url, text } });

/** Corporate sites shared by every country. */
export const corporate = {
  group: 'https://www.shop-group.com/',
  careers: 'https://careers.shop-group.com/',
  appStore: 'https://apps.apple.com/app/shop/id1234567890',
  googlePlay: 'https://play.google.com/store/apps/details?id=com.shop.app',
};
