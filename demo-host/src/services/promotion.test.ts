import { parsePromotion, sanitizeContent } from '@shop/footer';
import { describe, expect, it } from 'vitest';
import service, { seededHungary } from './promotion.ts';

const get = (key: string, variant?: string) =>
  service.routes.request(`/service/promotion/api/promotion/${key}`, {
    headers: variant ? { cookie: `qa_promotion=${variant}; qa_scope=unit` } : {},
  });

describe('promotion mock', () => {
  it('has fetched content for Hungary only (seeded), 204 (no promotion) elsewhere', async () => {
    service.reset();
    const hungary = await get('shop-footer-hu');
    expect(hungary.status).toBe(200);
    expect(parsePromotion(await hungary.text())).toEqual(seededHungary);
    expect((await get('shop-footer-de')).status).toBe(204);
  });

  it('answers valid content for every key with the campaign variant', async () => {
    const answer = await get('shop-footer-pl', 'campaign');
    expect(parsePromotion(await answer.text()).headline).toMatch(/★$/);
  });

  it.each(['wrong-types', 'invalid-json', 'not-json', 'huge'])(
    'answers content the footer refuses: %s',
    async (variant) => {
      const answer = await get('shop-footer-de', variant);
      expect(answer.status).toBe(200);
      const text = await answer.text();
      expect(() => parsePromotion(text)).toThrow();
    },
  );

  it('answers hostile links that the footer drops', async () => {
    const content = parsePromotion(await (await get('shop-footer-cz', 'bad-links')).text());
    const { dropped } = sanitizeContent(content);
    expect(dropped.map((link) => link.url)).toEqual(
      expect.arrayContaining(['javascript:alert(document.cookie)', 'data:text/html,<script>alert(1)</script>']),
    );
  });

  it('switches the variant for everybody through the QA endpoint and counts requests per scope', async () => {
    service.reset();
    const set = await service.routes.request('/__qa/promotion', {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ variant: 'none' }),
    });
    expect(set.status).toBe(200);
    expect((await get('shop-footer-hu')).status).toBe(404);
    const bad = await service.routes.request('/__qa/promotion', {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ variant: 'evil' }),
    });
    expect(bad.status).toBe(400);
    await get('shop-footer-hu', 'seeded');
    const counted = await (await service.routes.request('/__qa/promotion/requests?scope=unit')).json();
    expect(counted).toEqual({ scope: 'unit', requests: 1 });
    service.reset();
  });
});
