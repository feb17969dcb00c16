import { describe, expect, it } from 'vitest';
import { answers, contents, links } from '../../../../e2e/data/hostile/footer-content.ts';
import { internalLinks } from '../../../../e2e/data/hostile/internal-links.ts';
import { withOrigin } from '../../../../e2e/data/hostile/redirects.ts';
import { content as de } from '../content/sites/de.ts';
import { checkLink } from './links.ts';
import { parsePromotion } from './promotion.ts';
import { sanitizeContent } from './sanitize.ts';
import { validateContent } from './schema.ts';
import type { FooterContent } from './types.ts';

/** The hostile footer tables (e2e/data/hostile/footer-content.ts) against schema and link safety. */
const valid = de as unknown as Record<string, unknown>;
const allowedProtocols = new Set(['http:', 'https:', 'mailto:', 'tel:']);

describe('hostile footer links', () => {
  it.each(links.map((entry) => [entry.note, entry] as const))('%s', (_note, entry) => {
    const verdict = checkLink(entry.url);
    expect(verdict.safe).toBe(entry.safe);
    // What a browser makes of a rendered address: never a script-capable scheme, never another
    // host without an http(s) address saying so.
    if (verdict.safe) expect(allowedProtocols.has(new URL(verdict.href, 'https://shop.example/').protocol)).toBe(true);
  });

  it('sanitising keeps exactly the safe links of a list and turns unsafe headings into text', () => {
    const withLinks = (urls: unknown[]): FooterContent => ({
      ...de,
      legalLinks: urls.map((url, index) => ({ url: url as string, text: `link ${index}` })),
      viewChanger: { ...de.viewChanger, toMobile: { url: 'javascript:alert(1)', text: 'Mobile' } },
    });
    const { content, dropped } = sanitizeContent(withLinks(links.map((entry) => entry.url)));
    expect(content.legalLinks.map((link) => link.text)).toEqual(
      links.flatMap((entry, index) => (entry.safe ? [`link ${index}`] : [])),
    );
    expect(content.viewChanger.toMobile).toEqual({ url: '', text: 'Mobile' });
    expect(dropped).toHaveLength(links.filter((entry) => !entry.safe).length + 1);
  });
});

describe('footer links on the shop whose path reads as another host', () => {
  const origin = 'https://shop.example';

  it.each(internalLinks.map((entry) => [entry.note, entry] as const))('%s', (_note, entry) => {
    const verdict = checkLink(withOrigin(entry.address, origin), origin);
    expect(verdict.safe ? verdict.href : null).toBe(entry.link);
    // Rendered internal links open in the same tab, so their href must stay on the shop.
    if (verdict.safe) {
      expect(verdict.newTab).toBe(false);
      expect(new URL(verdict.href, `${origin}/m/any-page.html`).origin).toBe(origin);
    }
  });
});

describe('hostile footer content', () => {
  it.each(contents.map((entry) => [entry.note, entry] as const))('%s', (_note, entry) => {
    const content = entry.make(valid);
    if (entry.accepted) {
      const accepted = validateContent(content);
      // What is rendered is rebuilt from known fields only, never the unknown ones.
      const { content: safe } = sanitizeContent(accepted);
      expect(Object.keys(safe).sort()).toEqual(Object.keys(de).sort());
      expect(({} as Record<string, unknown>).polluted).toBeUndefined();
    } else {
      expect(() => validateContent(content)).toThrow(/./);
    }
  });
});

describe('hostile promotion answers', () => {
  it.each(answers(de).map((entry) => [entry.note, entry] as const))('%s', (_note, entry) => {
    if (entry.usable) expect(parsePromotion(entry.body).headline).toBe(de.headline);
    else expect(() => parsePromotion(entry.body)).toThrow(/./);
  });
});
