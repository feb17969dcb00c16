import { type BodySchema, createServiceClient, isServiceError, type ServiceClient } from '@shop/session';
import type { SubscribeRequest } from './domain/request.ts';
import { resultOfErrorBody, type SubmitResult } from './domain/result.ts';

/** The newsletter client aborts a request after 15 s. */
const newsletterTimeoutMs = 15_000;

export const subscribersPath = '/service/newsletter/api/private/newsletter-subscribers';
export const baseDataPath = '/service/customer/api/private/customers/base-data';
/** The request headers carrying the site and the original address (sent empty when not given). */
const siteHeader = 'X-Site';
const originalAddressHeader = 'X-Original-Address';
/** The header carrying the login token to the customer service. */
export const loginTokenHeader = 'LoginToken';

export interface NewsletterApiOptions {
  apiBase: string;
  fetch?: typeof fetch;
}

export interface SubscribeOptions {
  site: string;
  originalAddress: string;
  signal?: AbortSignal;
}

type SubscriberStatus = 'WAITING_FOR_DOI' | 'SUBSCRIBED' | (string & {});

export interface Subscriber {
  email: string;
  status: SubscriberStatus;
}

// The subscriber answers are checked with a yup schema loaded on demand: these calls are not made
// by the element, and yup must not be part of what every page with a footer downloads.
const subscriberSchema: BodySchema<Subscriber> = {
  validate: async (value, options) =>
    (await import('./domain/subscriber.ts')).subscriberSchema.validate(value, options),
};
// Base data is any JSON here; `parseBaseData` (domain/prefill.ts) checks its shape.
const anyJson: BodySchema<unknown> = { validate: async (value) => value };

/** The newsletter service and the customer base data, as the element calls them. */
export function createNewsletterApi(options: NewsletterApiOptions) {
  const client: ServiceClient = createServiceClient({
    apiBase: options.apiBase,
    timeout: newsletterTimeoutMs,
    ...(options.fetch ? { fetch: options.fetch } : {}),
  });
  const tokenPath = (token: string) => `${subscribersPath}/${encodeURIComponent(token)}`;

  return {
    /**
     * Sends the sign-up; resolves the result state, never rejects (an abort resolves 'NONE').
     * A 2xx answer is SUCCESS whatever its body (spec: success body not shown).
     */
    async subscribe(body: SubscribeRequest, call: SubscribeOptions): Promise<SubmitResult> {
      try {
        await client.request(subscribersPath, {
          method: 'POST',
          json: body,
          headers: { [siteHeader]: call.site, [originalAddressHeader]: call.originalAddress },
          ...(call.signal ? { signal: call.signal } : {}),
        });
        return 'SUCCESS';
      } catch (error) {
        if (isServiceError(error) && error.kind === 'aborted') return 'NONE';
        return isServiceError(error) && error.kind === 'http' ? resultOfErrorBody(error.data) : 'ERROR_GENERIC';
      }
    },

    /**
     * The logged-in customer's base data as sent (untrusted: `parseBaseData` of domain/prefill.ts
     * checks its shape); null on any failure.
     */
    async customerBaseData(loginToken: string, signal?: AbortSignal): Promise<unknown> {
      try {
        return await client.json(baseDataPath, anyJson, {
          headers: { [loginTokenHeader]: loginToken },
          ...(signal ? { signal } : {}),
        });
      } catch {
        return null;
      }
    },

    /** GET /newsletter-subscribers/{token}: the subscription behind a confirmation link. */
    getSubscriber(token: string, signal?: AbortSignal): Promise<Subscriber> {
      return client.json(tokenPath(token), subscriberSchema, signal ? { signal } : {});
    },

    /** PUT /newsletter-subscribers/{token}/doi: confirms the double opt-in. */
    async confirmSubscriber(token: string, signal?: AbortSignal): Promise<Subscriber> {
      return client.json(`${tokenPath(token)}/doi`, subscriberSchema, { method: 'PUT', ...(signal ? { signal } : {}) });
    },

    /** PUT /newsletter-subscribers/{token}: updates the subscriber (names, salutation, consents). */
    updateSubscriber(token: string, update: Partial<Omit<SubscribeRequest, 'email'>>, signal?: AbortSignal) {
      return client.json(tokenPath(token), subscriberSchema, {
        method: 'PUT',
        json: update,
        ...(signal ? { signal } : {}),
      });
    },
  };
}
