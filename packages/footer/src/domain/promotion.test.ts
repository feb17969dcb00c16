import { describe, expect, it } from 'vitest';
import { builtInContent } from '../content/all.ts';
import { maxPromotionBytes, parsePromotion } from './promotion.ts';
import { sanitizeContent } from './sanitize.ts';

const answer = (content: unknown) => JSON.stringify({ key: 'shop-footer-de', contentJSON: JSON.stringify(content) });

describe('fetched footer content', () => {
  it('parses contentJSON into footer content', () => {
    const content = { ...builtInContent.PL, headline: 'Nowa stopka' };
    expect(parsePromotion(answer(content)).headline).toBe('Nowa stopka');
  });

  it.each([
    ['an answer that is not JSON', '{"contentJSON": <html>'],
    ['an answer without contentJSON', JSON.stringify({ key: 'x' })],
    ['contentJSON that is not a string', JSON.stringify({ contentJSON: { headline: 'x' } })],
    ['contentJSON that is not JSON', JSON.stringify({ contentJSON: '{headline: x' })],
    ['a wrong type', answer({ ...builtInContent.DE, headline: 42 })],
    ['a missing field', answer({ ...builtInContent.DE, legalLinks: undefined })],
    ['groups that are not a list', answer({ ...builtInContent.DE, teaser: { groups: 'x' } })],
    [
      'a boolean written as text',
      answer({
        ...builtInContent.DE,
        teaser: { groups: [{ ...builtInContent.DE.teaser.groups[0], hideGroupInCheckout: 'true' }] },
      }),
    ],
  ])('refuses %s', (_what, body) => {
    expect(() => parsePromotion(body)).toThrow();
  });

  it.each([
    ['an answer that is not JSON', '{"contentJSON": <html>', /^the answer is not valid JSON$/],
    ['an answer without contentJSON', JSON.stringify({ key: 'x' }), /^no contentJSON string in the answer/],
    [
      'contentJSON that is not a string',
      JSON.stringify({ contentJSON: { headline: 'x' } }),
      /^no contentJSON string in the answer/,
    ],
    [
      'contentJSON that is not JSON',
      JSON.stringify({ contentJSON: '{headline: x' }),
      /^contentJSON is not valid JSON$/,
    ],
  ])('says in its reason what was wrong with %s', (_what, body, reason) => {
    expect(() => parsePromotion(body)).toThrow(reason);
  });

  it('takes an answer of exactly 256 KiB', () => {
    const body = answer(builtInContent.DE);
    const bytes = new TextEncoder().encode(body).byteLength;
    const padded = `${body.slice(0, -1)},"padding":"${'x'.repeat(maxPromotionBytes - bytes - 13)}"}`;
    expect(new TextEncoder().encode(padded).byteLength).toBe(maxPromotionBytes);
    expect(parsePromotion(padded).headline).toBe(builtInContent.DE.headline);
  });

  it('refuses an oversized answer', () => {
    const huge = answer({ ...builtInContent.DE, headline: 'x'.repeat(maxPromotionBytes) });
    expect(() => parsePromotion(huge)).toThrow(/larger than/);
  });

  it('names the failure PromotionError in the reason the footer reports', () => {
    const huge = answer({ ...builtInContent.DE, headline: 'x'.repeat(maxPromotionBytes) });
    expect(() => parsePromotion(huge)).toThrow(expect.objectContaining({ name: 'PromotionError' }));
  });

  it('counts the limit in bytes: 150 000 "ü" are 300 000 bytes, over 256 KiB', () => {
    const wide = answer({ ...builtInContent.DE, headline: 'ü'.repeat(150_000) });
    expect(wide.length).toBeLessThan(maxPromotionBytes);
    expect(() => parsePromotion(wide)).toThrow(/larger than/);
  });

  it('drops unsafe links from valid content and reports them', () => {
    const hostile = {
      ...builtInContent.DE,
      legalLinks: [
        { url: 'javascript:alert(1)', text: 'Impressum' },
        { url: '/service/datenschutz', text: 'Datenschutz' },
      ],
      viewChanger: { ...builtInContent.DE.viewChanger, toMobile: { url: 'data:text/html,x', text: 'Mobil' } },
    };
    const { content, dropped } = sanitizeContent(parsePromotion(answer(hostile)));
    expect(content.legalLinks).toEqual([{ url: '/service/datenschutz', text: 'Datenschutz' }]);
    expect(content.viewChanger.toMobile).toEqual({ url: '', text: 'Mobil' });
    expect(dropped.map((entry) => entry.url)).toEqual(['javascript:alert(1)', 'data:text/html,x']);
  });

  it('leaves built-in content untouched', () => {
    expect(sanitizeContent(builtInContent.TR)).toEqual({ content: builtInContent.TR, dropped: [] });
  });
});
