import type { Country } from '@shop/sites';

/**
 * Which extra fields a site's sign-up shows and requires, and its legal details: minimum age,
 * voucher validity, Turkish data-protection notices and the site's own shop links.
 */
export interface CountryRules {
  /** First and last name fields are shown. */
  showNames: boolean;
  /** First and last name are required (only where shown). */
  requireNames: boolean;
  /** The salutation select is shown. */
  showSalutation: boolean;
  /** The salutation is required (only where shown). */
  requireSalutation: boolean;
  /** The newsletter legal checkbox (consent to commercial electronic messages) is shown and required. */
  legalCheckbox: boolean;
  /** Names and salutation prefilled from customer data are disabled. */
  disablePrefilled: boolean;
  /** Minimum age the sign-up confirms. */
  minimumAge: 16 | 18;
  /** Months the welcome voucher stays valid, where the site says so (HU). */
  voucherValidityMonths: number | null;
  /** Turkish data-protection notices (unconfirmed sign-ups deleted after 14 days, e-bulletins stop after 2 years). */
  deleteUnconfirmedAfterDays: number | null;
  stopUnopenedAfterYears: number | null;
  /** Internal shop links of this site. */
  links: CountryLinks;
}

export interface CountryLinks {
  voucherConditions: string;
  contact: string;
  privacy: string;
  exampleNewsletter: string;
  /** TR only */
  newsletterInfo?: string;
  /** TR only */
  commercialMessageConsent?: string;
  /** PL only */
  terms?: string;
}

/** The welcome discount promised to every new subscriber. */
export const welcomeDiscount = 0.1;

const base = {
  showNames: false,
  requireNames: false,
  showSalutation: false,
  requireSalutation: false,
  legalCheckbox: false,
  disablePrefilled: false,
  minimumAge: 16,
  voucherValidityMonths: null,
  deleteUnconfirmedAfterDays: null,
  stopUnopenedAfterYears: null,
} as const;

const germanLinks: CountryLinks = {
  voucherConditions: '/gutscheinbedingungen',
  contact: '/contact',
  privacy: '/datenschutz',
  exampleNewsletter: '/newsletter-beispiel',
};

/** One row per country site (keyed by the sites table's codes): the only place where the newsletter differs per site. */
export const countryRules: Readonly<Record<Country, CountryRules>> = Object.freeze({
  DE: { ...base, links: germanLinks },
  AT: {
    ...base,
    showNames: true,
    showSalutation: true,
    disablePrefilled: true,
    links: germanLinks,
  },
  CH: { ...base, links: germanLinks },
  CH_FR: {
    ...base,
    links: {
      voucherConditions: '/conditions-bon',
      contact: '/contact',
      privacy: '/protection-des-donnees',
      exampleNewsletter: '/exemple-newsletter',
    },
  },
  CZ: {
    ...base,
    minimumAge: 18,
    links: {
      voucherConditions: '/podminky-poukazu',
      contact: '/contact',
      privacy: '/ochrana-osobnich-udaju',
      exampleNewsletter: '/ukazka-newsletteru',
    },
  },
  HU: {
    ...base,
    showNames: true,
    requireNames: true,
    showSalutation: true,
    requireSalutation: true,
    disablePrefilled: true,
    voucherValidityMonths: 1,
    links: {
      voucherConditions: '/kuponfeltetelek',
      contact: '/contact',
      privacy: '/adatvedelem',
      exampleNewsletter: '/hirlevel-minta',
    },
  },
  SK: {
    ...base,
    minimumAge: 18,
    links: {
      voucherConditions: '/podmienky-poukazu',
      contact: '/contact',
      privacy: '/ochrana-osobnych-udajov',
      exampleNewsletter: '/ukazka-newslettera',
    },
  },
  TR: {
    ...base,
    showNames: true,
    requireNames: true,
    legalCheckbox: true,
    disablePrefilled: true,
    deleteUnconfirmedAfterDays: 14,
    stopUnopenedAfterYears: 2,
    links: {
      voucherConditions: '/kupon-kosullari',
      contact: '/contact',
      privacy: '/gizlilik',
      exampleNewsletter: '/ornek-bulten',
      newsletterInfo: '/e-bulten-bilgilendirme',
      commercialMessageConsent: '/ticari-elektronik-ileti-onayi',
    },
  },
  PL: {
    ...base,
    links: {
      voucherConditions: '/warunki-bonu',
      contact: '/contact',
      privacy: '/ochrona-danych',
      exampleNewsletter: '/przykladowy-newsletter',
      terms: '/regulamin',
    },
  },
});

export const salutations = ['MRS', 'MR', 'DIVERS', 'COMPANY'] as const;
export type Salutation = (typeof salutations)[number];

export function isSalutation(value: unknown): value is Salutation {
  return typeof value === 'string' && (salutations as readonly string[]).includes(value);
}
