import { type Context, Hono } from 'hono';
import { getCookie } from 'hono/cookie';
import type { MockService } from '../core/service.ts';
import { findCustomerById } from '../mock-data/accounts.ts';
import { verifyLoginToken } from '../mock-data/tokens.ts';
import { statusOfEmail, statusOfSubscriberId, subscriberCookie } from './newsletter.ts';

/**
 * Mock of `GET /service/customerfrontenddata/api/v1/psdata`: `{ nl_status }` of the visitor,
 * answered no-store. The status is the logged-in customer's (LoginToken cookie) when that
 * customer's address has a subscription, else the one of the subscription this browser made
 * (cookie `nl_subscriber`, set by the newsletter mock's subscribe answer), else null.
 * Values: WAITING_FOR_DOI, SUBSCRIBED or null.
 */
export const psdataPath = '/service/customerfrontenddata/api/v1/psdata';

const routes = new Hono();

/** The visitor's nl_status from the request's cookies (also what a page renders on the server). */
export function visitorNlStatus(c: Context): string | null {
  const claims = verifyLoginToken(getCookie(c, 'LoginToken'));
  const customer = claims ? findCustomerById(claims.lid) : undefined;
  return (customer ? statusOfEmail(customer.email) : null) ?? statusOfSubscriberId(getCookie(c, subscriberCookie));
}

/**
 * Whether the visitor's footer shows no newsletter block (signed up and waiting for the double
 * opt-in, or subscribed): the footer's rule (packages/footer/src/domain/variant.ts) as the shop's
 * server applies it, to pick the prerendered footer the element will keep.
 */
export function visitorHidesNewsletterBlock(c: Context): boolean {
  const status = visitorNlStatus(c);
  return status === 'WAITING_FOR_DOI' || status === 'SUBSCRIBED';
}

routes.get(psdataPath, (c) => {
  c.header('cache-control', 'no-store');
  return c.json({ nl_status: visitorNlStatus(c) });
});

const service: MockService = {
  name: 'customerfrontenddata',
  description: 'GET /service/customerfrontenddata/api/v1/psdata: nl_status of the visitor',
  prefixes: ['/service/customerfrontenddata'],
  routes,
  reset: () => {},
};

export default service;
