import { Hono } from 'hono';
import { requestCounts } from '../core/requestCounts.ts';
import type { MockService } from '../core/service.ts';

/**
 * Mock of the A/B test front-end service.
 *
 * - `GET /service/abtestfrontend/api/v1/getassignment`: the visitor's group in every test
 *   active now, `{ "assignments": [{ "test": string, "group": string }] }` (the footer fires
 *   it on load and ignores errors).
 * - `GET /service/abtestfrontend/api/v1/gettestsat?time={ISO 8601 date-time}`: the tests
 *   active at that moment, `[{ "name": string, "groups": [{ "name": string }] }]`; 400
 *   `{ "status": "BAD_REQUEST" }` when `time` is missing or no date-time.
 *
 * Seeded tests (validity in UTC, both days included), so QA can pick dates with other tests:
 * see `seededAbTests` below; before 2020 and from 2030 no test is active.
 * Requests are counted per QA scope (cookie `qa_scope`), see `abTestRequestCounts`.
 */
export interface SeededAbTest {
  name: string;
  groups: string[];
  /** First and last day (YYYY-MM-DD, UTC) on which the test is active. */
  from: string;
  to: string;
}

export const seededAbTests: readonly SeededAbTest[] = Object.freeze([
  { name: 'checkout-button-colour', groups: ['control', 'green'], from: '2020-01-01', to: '2029-12-31' },
  {
    name: 'summer-sale-banner',
    groups: ['control', 'banner-top', 'banner-bottom'],
    from: '2026-06-01',
    to: '2026-08-31',
  },
  { name: 'newsletter-teaser-wording', groups: ['A', 'B'], from: '2026-12-01', to: '2026-12-31' },
  {
    name: 'free-shipping-threshold',
    groups: ['control', 'threshold-50', 'threshold-30'],
    from: '2027-01-01',
    to: '2027-03-31',
  },
  { name: 'loyalty-card-onboarding', groups: ['control', 'short-form'], from: '2027-02-01', to: '2027-02-28' },
]);

export const abTestPrefix = '/service/abtestfrontend';

const startOf = (day: string) => Date.parse(`${day}T00:00:00.000Z`);
const endOf = (day: string) => Date.parse(`${day}T23:59:59.999Z`);

/** The seeded tests active at a moment. */
export function abTestsAt(moment: Date): SeededAbTest[] {
  const time = moment.getTime();
  return seededAbTests.filter((test) => startOf(test.from) <= time && time <= endOf(test.to));
}

/** A date-time the way `time` and the preview `dateTime` are sent: ISO 8601 with a time. */
export function parseDateTime(value: string | undefined): Date | null {
  if (!value || !/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}/.test(value)) return null;
  const parsed = new Date(value);
  return Number.isNaN(parsed.getTime()) ? null : parsed;
}

const counts = requestCounts();

export function abTestRequestCounts(scope: string): Record<string, number> {
  return counts.of(scope);
}

const routes = new Hono();

routes.use(`${abTestPrefix}/*`, async (c, next) => {
  counts.count(c);
  await next();
});

routes.get(`${abTestPrefix}/api/v1/getassignment`, (c) => {
  c.header('cache-control', 'no-store');
  return c.json({ assignments: abTestsAt(new Date()).map((test) => ({ test: test.name, group: test.groups[0] })) });
});

routes.get(`${abTestPrefix}/api/v1/gettestsat`, (c) => {
  const moment = parseDateTime(c.req.query('time'));
  if (!moment) return c.json({ status: 'BAD_REQUEST', message: 'time must be an ISO 8601 date-time' }, 400);
  c.header('cache-control', 'no-store');
  return c.json(abTestsAt(moment).map((test) => ({ name: test.name, groups: test.groups.map((name) => ({ name })) })));
});

const service: MockService = {
  name: 'abtest',
  description: 'A/B tests: getassignment (footer) and gettestsat?time= (preview panel), seeded tests by date',
  prefixes: [abTestPrefix],
  routes,
  reset: () => counts.clear(),
};

export default service;
