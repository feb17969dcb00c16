import { object, string } from 'yup';
import type { ServiceError } from './domain/serviceError.ts';
import { createServiceClient, toServiceError } from './serviceClient.ts';

/** Newsletter status values seen (spec §3); other strings pass through unchanged. */
export type NlStatus = 'WAITING_FOR_DOI' | 'SUBSCRIBED' | (string & {});

export type CustomerFrontendData = { ok: true; nlStatus: NlStatus | null } | { ok: false; error: ServiceError };

export const customerFrontendDataPath = '/service/customerfrontenddata/api/v1/psdata';

const psdataSchema = object({
  nl_status: string().trim().max(64).nullable().optional(),
});

const shared = new Map<string, Promise<CustomerFrontendData>>();

/**
 * The shopper's front-end data (`GET /service/customerfrontenddata/api/v1/psdata`, with the
 * CSRF header and no-cache), fetched ONCE per page and api base: every element asking shares
 * one request. The promise never rejects: a failure (network, time-out, non-2xx, malformed
 * body) resolves `{ ok: false, error }` and is forgotten, so an element asking later tries again.
 */
export function getCustomerFrontendData(
  options: { apiBase?: string; timeout?: number } = {},
): Promise<CustomerFrontendData> {
  const key = options.apiBase ?? '';
  const cached = shared.get(key);
  if (cached) return cached;
  const client = createServiceClient({ apiBase: key, timeout: options.timeout ?? 15_000, csrf: true });
  const promise: Promise<CustomerFrontendData> = client
    .json(customerFrontendDataPath, psdataSchema, { cache: 'no-cache' })
    .then((body): CustomerFrontendData => ({ ok: true, nlStatus: body.nl_status ?? null }))
    .catch((error: unknown): CustomerFrontendData => {
      shared.delete(key);
      return { ok: false, error: toServiceError(error) };
    });
  shared.set(key, promise);
  return promise;
}

/** For tests: forget the page's shared answer. */
export function resetCustomerFrontendData(): void {
  shared.clear();
}
