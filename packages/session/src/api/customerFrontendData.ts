import { ServiceError } from '../domain/serviceError.ts';
import { type BodySchema, createServiceClient, toServiceError } from './serviceClient.ts';

/** Newsletter status values the service is known to send; other strings pass through unchanged. */
type NlStatus = 'WAITING_FOR_DOI' | 'SUBSCRIBED' | (string & {});

export type CustomerFrontendData = { ok: true; nlStatus: NlStatus | null } | { ok: false; error: ServiceError };

export const customerFrontendDataPath = '/service/customerfrontenddata/api/v1/psdata';

// The psdata answer is an object whose only field we read, `nl_status`, is an optional string
// (at most 64 characters) or null. Checked by hand: this answer arrives on every page, and
// yup would make every page download a validation library for this one field (the figures are
// in bench/RESULTS.md).
export const psdataSchema: BodySchema<{ nl_status: string | null }> = {
  validate: async (value) => {
    if (value === null || typeof value !== 'object' || Array.isArray(value)) throw new Error('not an object');
    const status = (value as { nl_status?: unknown }).nl_status;
    if (status === undefined || status === null) return { nl_status: null };
    if (typeof status !== 'string' || status.trim().length > 64) throw new Error('nl_status is not a short string');
    return { nl_status: status.trim() };
  },
};

interface SharedRequest {
  promise: Promise<CustomerFrontendData>;
  controller: AbortController;
  /** Callers still waiting; callers without a signal wait for good. */
  waiting: number;
  settled: boolean;
}

const shared = new Map<string, SharedRequest>();

/**
 * The shopper's front-end data (`GET /service/customerfrontenddata/api/v1/psdata`, with the
 * CSRF header and no-cache), fetched ONCE per page and api base: every element asking shares
 * one request. The promise never rejects: a failure (network, time-out, non-2xx, malformed
 * body) resolves `{ ok: false, error }` and is forgotten, so an element asking later tries again.
 *
 * Pass the component's `signal` (its effect's AbortController): a caller whose signal aborts
 * gets `{ ok: false, error: kind 'aborted' }` at once, and when every caller that is still
 * waiting has aborted (all the elements were removed), the request itself is aborted (no
 * request and no time-out timer outlive the elements) and a later caller starts a new one.
 */
export function getCustomerFrontendData(
  options: { apiBase?: string; timeout?: number; signal?: AbortSignal } = {},
): Promise<CustomerFrontendData> {
  const key = options.apiBase ?? '';
  const { signal } = options;
  if (signal?.aborted) return Promise.resolve(aborted());
  let entry = shared.get(key);
  if (!entry) entry = startRequest(key, options.timeout ?? 15_000);
  const request = entry;
  request.waiting += 1;
  if (!signal) return request.promise;
  return new Promise<CustomerFrontendData>((resolve) => {
    const onAbort = () => {
      request.waiting -= 1;
      if (request.waiting === 0 && !request.settled) {
        if (shared.get(key) === request) shared.delete(key);
        request.controller.abort();
      }
      resolve(aborted());
    };
    signal.addEventListener('abort', onAbort, { once: true });
    request.promise.then((result) => {
      signal.removeEventListener('abort', onAbort);
      resolve(result);
    });
  });
}

function aborted(): CustomerFrontendData {
  return { ok: false, error: new ServiceError('aborted', 'the call was cancelled') };
}

function startRequest(key: string, timeout: number): SharedRequest {
  const client = createServiceClient({ apiBase: key, timeout, csrf: true });
  const controller = new AbortController();
  const entry: SharedRequest = { promise: Promise.resolve(aborted()), controller, waiting: 0, settled: false };
  entry.promise = client
    .json(customerFrontendDataPath, psdataSchema, { cache: 'no-cache', signal: controller.signal })
    .then((body): CustomerFrontendData => ({ ok: true, nlStatus: body.nl_status ?? null }))
    .catch((error: unknown): CustomerFrontendData => {
      if (shared.get(key) === entry) shared.delete(key);
      return { ok: false, error: toServiceError(error, controller.signal) };
    })
    .finally(() => {
      entry.settled = true;
    });
  shared.set(key, entry);
  return entry;
}

/** For tests: forget the page's shared answer. */
export function resetCustomerFrontendData(): void {
  shared.clear();
}
