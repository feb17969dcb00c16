import { builtInContent, type FooterContent } from '@shop/footer';
import { countries, footerPromotionKey } from '@shop/sites';
import { Hono } from 'hono';
import { getCookie } from 'hono/cookie';
import { qaScope } from '../core/faults.ts';
import type { MockService } from '../core/service.ts';

/**
 * Mock of the promotion service: `GET /service/promotion/api/promotion/{key}`, the CMS content
 * that may replace a built-in footer. Answer: `{ key, contentJSON }`, `contentJSON` being the
 * footer content as a JSON string. The real service answers 404 when there is none; the demo
 * answers 204 No Content (no failed request in the browser console), and 404 in variant `none`.
 *
 * Seeded: only `shop-footer-hu` (Hungary) has fetched content (a winter campaign: new headline
 * and an extra service link); every other key answers 204, so those sites show built-in content.
 *
 * QA variants (hostile or special answers, for every key), chosen by the cookie
 * `qa_promotion=<variant>` (a test sets it on its browser context; the footer lab page
 * /footer-lab sets it from a form) or for everybody by `POST /__qa/promotion {"variant"}`:
 * - `seeded` (default) as above; `none`: 404 for every key (as the real service);
 * - `campaign`: valid content for every key (the country's content with a campaign headline);
 * - `bad-links`: valid shape, but javascript:, data:, vbscript: and malformed links;
 * - `wrong-types`: a number as headline, a string as boolean, a list that is an object;
 * - `invalid-json`: contentJSON is not JSON; `not-json`: the answer itself is not JSON;
 * - `huge`: a 1 MB answer (valid JSON); `unknown-logo`: valid, with a logo source not in the set;
 * - `html-text`: valid, texts containing HTML markup (must show as text).
 * `GET /__qa/promotion/requests?scope=<qa_scope>` counts the requests of a QA scope.
 */
export const promotionPrefix = '/service/promotion/api/promotion';
export const variants = [
  'seeded',
  'none',
  'campaign',
  'bad-links',
  'wrong-types',
  'invalid-json',
  'not-json',
  'huge',
  'unknown-logo',
  'html-text',
] as const;
export type PromotionVariant = (typeof variants)[number];

const contentByKey: Record<string, FooterContent> = Object.fromEntries(
  countries.map((country) => [footerPromotionKey(country), builtInContent[country]]),
);
const { DE: de, HU: hu } = builtInContent;

/** Hungary's seeded campaign footer. */
export const seededHungary: FooterContent = {
  ...hu,
  headline: 'Téli kávéakció – minden 11. kávé ajándék a törzsvásárlói kártyával',
  teaser: {
    groups: hu.teaser.groups.map((group, index) =>
      index === 0
        ? {
            ...group,
            links: [
              ...group.links,
              { link: { url: '/service/teli-akcio', text: 'Téli akció részletei' }, hideInClassic: false },
            ],
          }
        : group,
    ),
  },
};

const campaign = (content: FooterContent): FooterContent => ({
  ...content,
  headline: `${content.headline} ★`,
  legalLinks: [...content.legalLinks, { url: '/service/kampany', text: 'Campaign · Kampagne · Kampaň' }],
});

function variantBody(variant: PromotionVariant, key: string): { status: number; body: string } | null {
  const base = contentByKey[key] ?? de;
  const answer = (content: unknown) => ({
    status: 200,
    body: JSON.stringify({ key, contentJSON: JSON.stringify(content) }),
  });
  switch (variant) {
    case 'seeded':
      return key === 'shop-footer-hu' ? answer(seededHungary) : null;
    case 'none':
      return null;
    case 'campaign':
      return answer(campaign(base));
    case 'bad-links':
      return answer({
        ...campaign(base),
        legalLinks: [
          { url: 'javascript:alert(document.cookie)', text: 'Hostile javascript link' },
          { url: 'data:text/html,<script>alert(1)</script>', text: 'Hostile data link' },
          { url: ' vbscript:msgbox(1)', text: 'Hostile vbscript link' },
          { url: 'java\tscript:alert(1)', text: 'Hostile tab link' },
          { url: 'https://', text: 'Malformed link' },
          ...base.legalLinks,
        ],
        viewChanger: { ...base.viewChanger, toMobile: { url: 'javascript:void(0)', text: 'Hostile view switch' } },
      });
    case 'wrong-types':
      return answer({ ...base, headline: 42, teaser: { groups: { 0: 'x' } }, legalLinks: [{ url: '/x', text: true }] });
    case 'invalid-json':
      return { status: 200, body: JSON.stringify({ key, contentJSON: '{"headline": "Broken", "teaser": ' }) };
    case 'not-json':
      return { status: 200, body: '<html><body>Gateway says hello</body></html>' };
    case 'huge':
      return answer({ ...campaign(base), headline: `Huge ${'x'.repeat(1024 * 1024)}` });
    case 'unknown-logo':
      return answer({
        ...campaign(base),
        teaser: {
          groups: base.teaser.groups.map((group) => ({
            ...group,
            images: [...group.images, { label: 'Unknown partner', source: 'no-such-logo.svg' }],
          })),
        },
      });
    case 'html-text':
      return answer({
        ...base,
        headline: '<img src=x onerror=alert(1)><b>Bold?</b>',
        legalLinks: [{ url: '/service/impressum', text: '<script>alert(1)</script>Impressum' }, ...base.legalLinks],
      });
  }
}

export const isVariant = (value: unknown): value is PromotionVariant =>
  typeof value === 'string' && (variants as readonly string[]).includes(value);

let globalVariant: PromotionVariant = 'seeded';
const requestsByScope = new Map<string, number>();

const routes = new Hono();

routes.get(`${promotionPrefix}/:key`, (c) => {
  const scope = qaScope(c.req.header('cookie'));
  if (scope) requestsByScope.set(scope, (requestsByScope.get(scope) ?? 0) + 1);
  const chosen = getCookie(c, 'qa_promotion');
  const variant = isVariant(chosen) ? chosen : globalVariant;
  const key = c.req.param('key');
  const result = variantBody(variant, key);
  c.header('cache-control', 'no-store');
  // The real service answers 404 for "no promotion" (as variant `none` does). By
  // default the demo answers 204 instead, so a page without promotion logs no failed request
  // in the browser console; the footer treats both alike.
  if (!result) return variant === 'none' ? c.json({ type: 'promotion.not_found', key }, 404) : c.body(null, 204);
  return c.body(result.body, result.status as 200, { 'content-type': 'application/json; charset=utf-8' });
});

routes.post('/__qa/promotion', async (c) => {
  const isForm = c.req.header('content-type')?.includes('form');
  const input = isForm ? await c.req.parseBody() : await c.req.json().catch(() => null);
  const variant = (input as { variant?: unknown } | null)?.variant;
  if (!isVariant(variant)) return c.json({ error: `variant must be one of ${variants.join(', ')}` }, 400);
  globalVariant = variant;
  return isForm ? c.redirect('/footer-lab', 303) : c.json({ variant });
});

routes.get('/__qa/promotion/requests', (c) => {
  const scope = c.req.query('scope') ?? '';
  return c.json({ scope, requests: requestsByScope.get(scope) ?? 0 });
});

const service: MockService = {
  name: 'promotion',
  description: 'GET /service/promotion/api/promotion/{key}: fetched footer content (seeded for HU; QA variants)',
  prefixes: ['/service/promotion'],
  routes,
  reset: () => {
    globalVariant = 'seeded';
    requestsByScope.clear();
  },
};

export default service;
