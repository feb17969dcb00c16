import { countries } from '@shop/sites';
import { describe, expect, it } from 'vitest';
import { checkLink } from '../domain/links.ts';
import { findLogo } from '../domain/logos.ts';
import { validateContent } from '../domain/schema.ts';
import type { FooterContent } from '../domain/types.ts';
import { builtInContent, builtInContentFor } from './all.ts';
import { contentCountry, loadBuiltInContent, loadedBuiltInContent } from './index.ts';

/** Every visible text of a footer, joined: what a shopper can read. */
function allText(content: FooterContent): string {
  return JSON.stringify(content);
}

function allLinks(content: FooterContent): string[] {
  const urls: string[] = [];
  JSON.stringify(content, (key, value) => {
    if (key === 'url' && typeof value === 'string') urls.push(value);
    return value;
  });
  return urls;
}

// The marketing facts each site must state (free-delivery thresholds, return periods, TR service
// hours, every 11th coffee free with the loyalty card), as each site writes them in its language.
const facts: Record<string, RegExp[]> = {
  DE: [/30 Tagen/, /jeder 11\. Kaffee gratis/],
  AT: [/14 Tagen/, /jeder 11\. Kaffee gratis/],
  CH: [/3 Monaten/, /jeder 11\. Kaffee gratis/],
  CH_FR: [/3 mois/, /chaque 11e café est offert/],
  CZ: [/zdarma od 999 Kč/, /499 Kč/, /do 30 dnů/, /každá 11\. káva zdarma/],
  HU: [/30 napon belül/, /minden 11\. kávé ajándék/],
  SK: [/zadarmo od 40 €/, /20 €/, /do 30 dní/, /každá 11\. káva zadarmo/],
  TR: [/1000 TL/, /90 gün/, /her gün 09:00-19:00/, /her 11\. kahve/],
  PL: [/dostawa od 100 zł/, /30 dni/, /co 11\. kawa gratis/],
};

describe('built-in footer content', () => {
  it.each(countries)('%s passes the same schema as fetched content', (country) => {
    expect(() => validateContent(builtInContent[country])).not.toThrow();
  });

  it.each(countries)('%s carries its country facts', (country) => {
    const text = allText(builtInContent[country]);
    for (const fact of facts[country] ?? []) expect(text).toMatch(fact);
  });

  it.each(countries)('%s has only safe links and only known logos', (country) => {
    const content = builtInContent[country];
    for (const url of allLinks(content)) expect(checkLink(url), url).toMatchObject({ safe: true });
    const sources = [
      ...content.teaser.groups.flatMap((group) => group.images.map((image) => image.source)),
      ...(content.qualityLogos?.logos.map((logo) => logo.image.source) ?? []),
    ];
    for (const source of sources) expect(findLogo(source), source).toBeDefined();
  });

  it.each(countries)('%s links the pages the spec names', (country) => {
    const urls = allLinks(builtInContent[country]);
    expect(urls).toContain('/contact');
    expect(urls).toContain('/account');
    expect(urls).toContain('/subscribenewsletter');
    expect(urls).toContain('/service/storefinder/');
    expect(urls.some((url) => /^c\d{9}\.html$/.test(url))).toBe(true);
    expect(urls.some((url) => /^\/[a-z-]+-c\d+\/[a-z-]+-k\d+$/.test(url))).toBe(true);
    expect(urls.some((url) => url.startsWith('https://careers.'))).toBe(true);
    expect(urls.some((url) => url.startsWith('https://apps.apple.com/'))).toBe(true);
  });

  it('writes Swiss German without "ß"', () => {
    expect(allText(builtInContent.CH)).not.toContain('ß');
  });

  it('has the sales-tax note and quality logos only where they apply', () => {
    expect(countries.filter((country) => builtInContent[country].salesTax)).toEqual(['DE', 'AT', 'CH', 'CH_FR']);
    expect(countries.filter((country) => builtInContent[country].qualityLogos)).toEqual(['DE', 'AT']);
  });

  it('shows the German footer for an unknown country code', () => {
    expect(builtInContentFor('XX')).toBe(builtInContent.DE);
    expect(builtInContentFor(undefined)).toBe(builtInContent.DE);
    expect(builtInContentFor('PL')).toBe(builtInContent.PL);
  });

  it('reads a country code as the element does (case-insensitive, CH-FR for CH_FR)', () => {
    expect(builtInContentFor('pl')).toBe(builtInContent.PL);
    expect(builtInContentFor('ch-fr')).toBe(builtInContent.CH_FR);
    expect(contentCountry(' tr ')).toBe('TR');
  });

  it('loads one country at a time for the element, unknown codes as German', async () => {
    expect(loadedBuiltInContent('PL')).toBeUndefined();
    expect(await loadBuiltInContent('pl')).toEqual(builtInContent.PL);
    expect(loadedBuiltInContent('PL')).toEqual(builtInContent.PL);
    expect(await loadBuiltInContent('CH-FR')).toEqual(builtInContent.CH_FR);
    expect(await loadBuiltInContent('XX')).toEqual(builtInContent.DE);
  });
});

describe('words drawn into logo images', () => {
  // The words drawn into the images of demo-host/public/logos (brand names aside).
  const drawnWords: Record<string, { word: string; language: string }> = {
    'invoice.svg': { word: 'Rechnung', language: 'de' },
    'invoice-fr.svg': { word: 'Facture', language: 'fr' },
  };
  const siteLanguage = (country: string) =>
    ({ DE: 'de', AT: 'de', CH: 'de', CH_FR: 'fr' })[country] ?? country.toLowerCase();

  it.each(countries.map((country) => [country]))('%s shows no logo with a word in another language', (country) => {
    const content = builtInContentFor(country);
    const images = [
      ...content.teaser.groups.flatMap((group) => group.images),
      ...(content.qualityLogos?.logos ?? []).map((logo) => logo.image),
    ];
    for (const image of images) {
      const drawn = drawnWords[image.source];
      if (!drawn) continue;
      expect(drawn.language, `${image.source} draws "${drawn.word}"`).toBe(siteLanguage(country));
      expect(findLogo(image.source), image.source).toBeDefined();
    }
  });
});
