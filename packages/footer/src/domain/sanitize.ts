import { checkLink } from './links.ts';
import type { FooterContent, FooterLink, IconLink, QualityLogo } from './types.ts';

/** A dropped link, for the log. */
export interface DroppedLink {
  where: string;
  url: string;
  reason: string;
}

/**
 * Removes every unsafe link from (validated) content. A link in a list is left out; a link
 * that carries a heading or sentence (teaser heading, sales-tax note, view switch, quality
 * logo) keeps its text with an empty `url`, which the components render as plain text.
 * Returns the safe content and what was dropped (the caller logs it).
 */
export function sanitizeContent(content: FooterContent): { content: FooterContent; dropped: DroppedLink[] } {
  const dropped: DroppedLink[] = [];
  const isSafe = (link: FooterLink, where: string) => {
    const verdict = checkLink(link.url);
    if (!verdict.safe) dropped.push({ where, url: String(link.url), reason: verdict.reason });
    return verdict.safe;
  };
  const keepText = (link: FooterLink, where: string): FooterLink => (isSafe(link, where) ? link : { ...link, url: '' });
  const iconLinks = (links: IconLink[], where: string) => links.filter((item) => isSafe(item.link, where));

  const safe: FooterContent = {
    headline: content.headline,
    teaser: {
      groups: content.teaser.groups.map((group, index) => ({
        ...group,
        heading: { ...group.heading, link: keepText(group.heading.link, `teaser group ${index + 1} heading`) },
        links: group.links.filter((item) => isSafe(item.link, `teaser group ${index + 1}`)),
      })),
    },
    seo: {
      heading: content.seo.heading,
      columns: content.seo.columns.map((column, index) =>
        column.filter((link) => isSafe(link, `SEO column ${index + 1}`)),
      ),
    },
    socialMedia: iconLinks(content.socialMedia, 'social media'),
    appReferences: iconLinks(content.appReferences, 'app links'),
    legalLinks: content.legalLinks.filter((link) => isSafe(link, 'legal links')),
    viewChanger: {
      toMobile: keepText(content.viewChanger.toMobile, 'view switch'),
      toClassic: keepText(content.viewChanger.toClassic, 'view switch'),
    },
  };
  if (content.salesTax) safe.salesTax = { ...content.salesTax, link: keepText(content.salesTax.link, 'sales tax') };
  if (content.qualityLogos) {
    safe.qualityLogos = {
      heading: content.qualityLogos.heading,
      logos: content.qualityLogos.logos.map(
        (logo): QualityLogo => ({ ...logo, link: keepText(logo.link, 'quality logos') }),
      ),
    };
  }
  return { content: safe, dropped };
}
