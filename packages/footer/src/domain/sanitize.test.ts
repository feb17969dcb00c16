import { describe, expect, it } from 'vitest';
import { content as de } from '../content/sites/de.ts';
import { sanitizeContent } from './sanitize.ts';
import type { FooterContent } from './types.ts';

/**
 * An attacker who controls the footer service plants one script link in each area of the
 * footer in turn: the shopper's footer loses exactly that link (a list item) or keeps its text
 * without the link (a heading or sentence), every other part stays as it was, and the log names
 * where the link was.
 */
const attack = 'javascript:alert(document.cookie)';
const refused = { url: attack, reason: 'scheme "javascript:" is not allowed' };

/** The item at `index`, which the built-in German content has. */
function nth<T>(items: readonly T[], index: number): T {
  const item = items[index];
  if (item === undefined) throw new Error(`the German footer has no item ${index}`);
  return item;
}

function planted(change: (content: FooterContent) => void): FooterContent {
  const content = structuredClone(de) as FooterContent;
  change(content);
  return content;
}

describe('one unsafe link planted in each area of the footer', () => {
  it('safe content comes back as it was, nothing logged', () => {
    expect(sanitizeContent(de)).toEqual({ content: de, dropped: [] });
  });

  it('a teaser group’s link list loses the planted link, the other groups keep theirs', () => {
    const { content, dropped } = sanitizeContent(
      planted((c) => {
        nth(nth(c.teaser.groups, 1).links, 1).link.url = attack;
      }),
    );
    expect(nth(content.teaser.groups, 1).links).toEqual(
      nth(de.teaser.groups, 1).links.filter((_, index) => index !== 1),
    );
    expect(content.teaser.groups.filter((_, index) => index !== 1)).toEqual(
      de.teaser.groups.filter((_, index) => index !== 1),
    );
    expect(dropped).toEqual([{ where: 'teaser group 2', ...refused }]);
  });

  it('a teaser group’s heading keeps its text as plain text; the group’s icon, links and images stay', () => {
    const { content, dropped } = sanitizeContent(
      planted((c) => {
        nth(c.teaser.groups, 2).heading.link.url = attack;
      }),
    );
    expect(nth(content.teaser.groups, 2)).toEqual({
      ...nth(de.teaser.groups, 2),
      heading: {
        ...nth(de.teaser.groups, 2).heading,
        link: { url: '', text: nth(de.teaser.groups, 2).heading.link.text },
      },
    });
    expect(dropped).toEqual([{ where: 'teaser group 3 heading', ...refused }]);
  });

  it('an SEO column loses the planted link, its heading and the other columns stay', () => {
    const { content, dropped } = sanitizeContent(
      planted((c) => {
        nth(nth(c.seo.columns, 2), 0).url = attack;
      }),
    );
    expect(content.seo).toEqual({
      heading: de.seo.heading,
      columns: de.seo.columns.map((column, index) => (index === 2 ? column.slice(1) : column)),
    });
    expect(dropped).toEqual([{ where: 'SEO column 3', ...refused }]);
  });

  it('the social links lose the planted one', () => {
    const { content, dropped } = sanitizeContent(
      planted((c) => {
        nth(c.socialMedia, 0).link.url = attack;
      }),
    );
    expect(content.socialMedia).toEqual(de.socialMedia.slice(1));
    expect(dropped).toEqual([{ where: 'social media', ...refused }]);
  });

  it('the app-store links lose the planted one', () => {
    const { content, dropped } = sanitizeContent(
      planted((c) => {
        nth(c.appReferences, 1).link.url = attack;
      }),
    );
    expect(content.appReferences).toEqual(de.appReferences.slice(0, 1));
    expect(dropped).toEqual([{ where: 'app links', ...refused }]);
  });

  it('the legal links lose the planted one', () => {
    const { content, dropped } = sanitizeContent(
      planted((c) => {
        nth(c.legalLinks, 4).url = attack;
      }),
    );
    expect(content.legalLinks).toEqual(de.legalLinks.slice(0, 4));
    expect(dropped).toEqual([{ where: 'legal links', ...refused }]);
  });

  it.each(['toMobile', 'toClassic'] as const)('the view switch %s keeps its text without the link', (side) => {
    const { content, dropped } = sanitizeContent(
      planted((c) => {
        c.viewChanger[side].url = attack;
      }),
    );
    expect(content.viewChanger).toEqual({ ...de.viewChanger, [side]: { url: '', text: de.viewChanger[side].text } });
    expect(dropped).toEqual([{ where: 'view switch', ...refused }]);
  });

  it('the sales-tax note keeps its whole sentence, the shipping-costs link as plain text', () => {
    const { content, dropped } = sanitizeContent(
      planted((c) => {
        if (c.salesTax) c.salesTax.link.url = attack;
      }),
    );
    expect(content.salesTax).toEqual({ ...de.salesTax, link: { url: '', text: de.salesTax?.link.text } });
    expect(dropped).toEqual([{ where: 'sales tax', ...refused }]);
  });

  it('a quality logo stays shown without its link; the other logo keeps its link', () => {
    const { content, dropped } = sanitizeContent(
      planted((c) => {
        if (c.qualityLogos) nth(c.qualityLogos.logos, 0).link.url = attack;
      }),
    );
    const logos = de.qualityLogos?.logos ?? [];
    expect(content.qualityLogos).toEqual({
      heading: de.qualityLogos?.heading,
      logos: [{ ...nth(logos, 0), link: { url: '', text: nth(logos, 0).link.text } }, nth(logos, 1)],
    });
    expect(dropped).toEqual([{ where: 'quality logos', ...refused }]);
  });

  it('a footer without sales-tax note and quality logos gets none added', () => {
    const { salesTax: _tax, qualityLogos: _logos, ...plain } = de;
    const { content } = sanitizeContent(plain);
    expect('salesTax' in content).toBe(false);
    expect('qualityLogos' in content).toBe(false);
  });

  it('an address that is not text (a number from a broken service) is logged as text', () => {
    const { dropped } = sanitizeContent(
      planted((c) => {
        (nth(c.legalLinks, 0) as { url: unknown }).url = 42;
      }),
    );
    expect(dropped).toEqual([{ where: 'legal links', url: '42', reason: 'not a string' }]);
  });
});
