import { formatPercent } from '@shop/design-system';
import { type Country, countries } from '@shop/sites';
import { describe, expect, it } from 'vitest';
import { type CountryLinks, countryRules, isSalutation, salutations, welcomeDiscount } from './countryRules.ts';

/** What a shopper on each country site is shown and sent to by the sign-up (the per-country table). */
const germanPages: CountryLinks = {
  voucherConditions: '/gutscheinbedingungen',
  contact: '/contact',
  privacy: '/datenschutz',
  exampleNewsletter: '/newsletter-beispiel',
};
/** The pages of the sites whose sign-up links were checked against the shop (a new site adds its row here once checked). */
const sitePages: Partial<Record<Country, CountryLinks>> = {
  DE: germanPages,
  AT: germanPages,
  CH: germanPages,
  CH_FR: {
    voucherConditions: '/conditions-bon',
    contact: '/contact',
    privacy: '/protection-des-donnees',
    exampleNewsletter: '/exemple-newsletter',
  },
  CZ: {
    voucherConditions: '/podminky-poukazu',
    contact: '/contact',
    privacy: '/ochrana-osobnich-udaju',
    exampleNewsletter: '/ukazka-newsletteru',
  },
  HU: {
    voucherConditions: '/kuponfeltetelek',
    contact: '/contact',
    privacy: '/adatvedelem',
    exampleNewsletter: '/hirlevel-minta',
  },
  SK: {
    voucherConditions: '/podmienky-poukazu',
    contact: '/contact',
    privacy: '/ochrana-osobnych-udajov',
    exampleNewsletter: '/ukazka-newslettera',
  },
  TR: {
    voucherConditions: '/kupon-kosullari',
    contact: '/contact',
    privacy: '/gizlilik',
    exampleNewsletter: '/ornek-bulten',
    newsletterInfo: '/e-bulten-bilgilendirme',
    commercialMessageConsent: '/ticari-elektronik-ileti-onayi',
  },
  PL: {
    voucherConditions: '/warunki-bonu',
    contact: '/contact',
    privacy: '/ochrona-danych',
    exampleNewsletter: '/przykladowy-newsletter',
    terms: '/regulamin',
  },
};
const checked = Object.keys(sitePages) as Country[];

describe('the pages a shopper reaches from the sign-up', () => {
  it('covers every country site', () => {
    expect(Object.keys(countryRules)).toEqual(countries);
  });

  it.each(checked)('a shopper in %s reaches the site’s own voucher, contact, privacy and sample pages', (country) => {
    expect(countryRules[country].links).toEqual(sitePages[country]);
  });

  it('every link is a page of the same shop (a path, never another host)', () => {
    for (const country of countries) {
      for (const [kind, path] of Object.entries(countryRules[country].links)) {
        expect(path, `${country} ${kind}`).toMatch(/^\/[a-z][a-z-]*$/);
      }
    }
  });

  it('only a Turkish shopper is shown the e-bulletin information and commercial-message consent pages', () => {
    expect(countries.filter((country) => countryRules[country].links.newsletterInfo)).toEqual(['TR']);
    expect(countries.filter((country) => countryRules[country].links.commercialMessageConsent)).toEqual(['TR']);
  });

  it('only a Polish shopper is shown the terms and conditions', () => {
    expect(countries.filter((country) => countryRules[country].links.terms)).toEqual(['PL']);
  });
});

describe('the figures a shopper is promised or told', () => {
  it('every new subscriber is promised 10 % off (Turkey writes it %10)', () => {
    expect(formatPercent(welcomeDiscount, 'de-DE')).toBe('10\u00a0%'); // with a no-break space, as Intl writes it
    expect(formatPercent(welcomeDiscount, 'tr-TR')).toBe('%10');
  });

  it('a Hungarian shopper is told the voucher stays valid for one month; no other site names a validity', () => {
    expect(countries.filter((country) => countryRules[country].voucherValidityMonths !== null)).toEqual(['HU']);
    expect(countryRules.HU.voucherValidityMonths).toBe(1);
  });

  it('a Turkish shopper is told unconfirmed sign-ups go after 14 days and e-bulletins stop after 2 unopened years', () => {
    expect(countries.filter((country) => countryRules[country].deleteUnconfirmedAfterDays !== null)).toEqual(['TR']);
    expect(countries.filter((country) => countryRules[country].stopUnopenedAfterYears !== null)).toEqual(['TR']);
    expect(countryRules.TR.deleteUnconfirmedAfterDays).toBe(14);
    expect(countryRules.TR.stopUnopenedAfterYears).toBe(2);
  });

  it('names are required in HU and TR only, the salutation in HU only, the legal checkbox in TR only', () => {
    expect(countries.filter((country) => countryRules[country].requireNames)).toEqual(['HU', 'TR']);
    expect(countries.filter((country) => countryRules[country].requireSalutation)).toEqual(['HU']);
    expect(countries.filter((country) => countryRules[country].legalCheckbox)).toEqual(['TR']);
  });
});

describe('the salutation a form sends', () => {
  it.each(salutations)('%s is a salutation', (salutation) => {
    expect(isSalutation(salutation)).toBe(true);
  });

  it.each([
    ['a lower-case spelling', 'mrs'],
    ['an empty choice', ''],
    ['a value made up in the page', 'DR'],
    ['a number', 1],
    ['nothing', undefined],
    ['an array holding a salutation', ['MR']],
  ])('%s is not a salutation', (_label, value) => {
    expect(isSalutation(value)).toBe(false);
  });
});
