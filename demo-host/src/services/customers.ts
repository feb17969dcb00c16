import { Hono } from 'hono';
import { getCookie } from 'hono/cookie';
import type { MockService } from '../core/service.ts';
import { findCustomerById } from '../mock-data/accounts.ts';
import { verifyLoginToken } from '../mock-data/tokens.ts';

/**
 * Mock of the customer service's base data, read by <shop-newsletter> to prefill its form.
 *
 * `GET /service/customer/api/private/customers/base-data` with the login token in the header
 * `LoginToken` (the widget sends it; the cookie `LoginToken` is accepted too): 200
 * `{ email, salutation, firstName, lastName, consents, legals }` of the seeded customer
 * (accounts.ts), 401 `{ type: "customer.unauthorized" }` without a valid, unexpired token.
 */
export const baseDataPath = '/service/customer/api/private/customers/base-data';

const routes = new Hono();

routes.get(baseDataPath, (c) => {
  const claims = verifyLoginToken(c.req.header('LoginToken') || getCookie(c, 'LoginToken'));
  const customer = claims ? findCustomerById(claims.lid) : undefined;
  c.header('cache-control', 'no-store');
  if (!customer) return c.json({ type: 'customer.unauthorized', message: 'no valid login token' }, 401);
  const { email, salutation, firstName, lastName, consents, legals } = customer;
  return c.json({ email, salutation, firstName, lastName, consents, legals });
});

const service: MockService = {
  name: 'customers',
  description: 'GET /service/customer/api/private/customers/base-data (LoginToken header): prefill data',
  prefixes: ['/service/customer'],
  routes,
  reset: () => {},
};

export default service;
