/**
 * The footer content of one country site. Built-in content and
 * fetched content have this one shape and pass the same schema (./schema.ts).
 */
export interface FooterLink {
  url: string;
  text: string;
}

export interface TeaserLink {
  link: FooterLink;
  /** Shown only on smartphone and tablet (e.g. the app download link). */
  hideInClassic: boolean;
}

/** An image from the fixed logo set (./logos.ts): `source` is the file name. */
export interface TeaserImage {
  label: string;
  source: string;
}

export interface TeaserGroup {
  heading: { iconName: string; link: FooterLink };
  /** Left out on checkout pages (`checkout` attribute). */
  hideGroupInCheckout: boolean;
  introductoryText: string;
  links: TeaserLink[];
  images: TeaserImage[];
}

export interface SeoBlock {
  heading: string;
  columns: FooterLink[][];
}

export interface IconLink {
  iconName: string;
  link: FooterLink;
}

export interface SalesTax {
  textBeforeLink: string;
  link: FooterLink;
  textAfterLink: string;
}

export interface QualityLogo {
  link: FooterLink;
  image: { label: string; source: string; width: number; height: number };
}

export interface QualityLogos {
  heading: string;
  logos: QualityLogo[];
}

/** The switch between the mobile and the desktop view of the shop. */
interface ViewChanger {
  toMobile: FooterLink;
  toClassic: FooterLink;
}

export interface FooterContent {
  headline: string;
  teaser: { groups: TeaserGroup[] };
  seo: SeoBlock;
  socialMedia: IconLink[];
  appReferences: IconLink[];
  legalLinks: FooterLink[];
  viewChanger: ViewChanger;
  salesTax?: SalesTax;
  qualityLogos?: QualityLogos;
}
