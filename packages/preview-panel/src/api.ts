import { createServiceClient, isServiceError, type RequestOptions, type ServiceClient } from '@shop/session';
import { type AbTest, parseAbTests } from './domain/abTests.ts';
import type { ServiceAnswer } from './domain/session.ts';

/** The preview and A/B test services the panel calls. */
const paths = {
  checkauth: '/service/preview/api/auth/checkauth',
  token: '/service/preview/api/token',
  renew: '/service/preview/api/auth/login/renew',
  logout: '/service/preview/api/auth/logout',
  testsAt: '/service/abtestfrontend/api/v1/gettestsat',
} as const;

interface ApplyRequest {
  test: string;
  group: string;
  /** ISO 8601 instant of the preview moment; absent = the current time. */
  dateTime: string | null;
}

export interface PreviewApi {
  checkauth: (signal?: AbortSignal) => Promise<ServiceAnswer>;
  testsAt: (time: string, signal?: AbortSignal) => Promise<AbTest[] | null>;
  applyToken: (request: ApplyRequest, signal?: AbortSignal) => Promise<ServiceAnswer>;
  renew: (signal?: AbortSignal) => Promise<ServiceAnswer>;
  logout: (signal?: AbortSignal) => Promise<ServiceAnswer>;
}

async function readJson(response: Response): Promise<{ ok: true; body: unknown } | { ok: false }> {
  try {
    return { ok: true, body: JSON.parse(await response.text()) };
  } catch {
    return { ok: false };
  }
}

/**
 * Any answer (2xx or not) with its HTTP status and JSON body, for the callers to judge; a
 * network failure or time-out is `network`. A cancelled call rethrows.
 */
async function answerOf(client: ServiceClient, path: string, options: RequestOptions): Promise<ServiceAnswer> {
  const headers = { Accept: 'application/json' };
  try {
    const response = await client.request(path, { ...options, headers, cache: 'no-store' });
    const read = await readJson(response);
    return read.ok
      ? { kind: 'response', httpStatus: response.status, body: read.body }
      : { kind: 'malformed', httpStatus: response.status };
  } catch (error) {
    if (!isServiceError(error) || error.kind === 'network' || error.kind === 'timeout') return { kind: 'network' };
    if (error.kind === 'aborted') throw error;
    return { kind: 'response', httpStatus: error.status ?? 0, body: error.data };
  }
}

/** A 2xx answer's JSON body; null for any failure except a cancelled call (that rethrows). */
async function getJson(client: ServiceClient, path: string, options: RequestOptions): Promise<unknown> {
  try {
    const read = await readJson(await client.request(path, { ...options, headers: { Accept: 'application/json' } }));
    return read.ok ? read.body : null;
  } catch (error) {
    if (isServiceError(error) && error.kind === 'aborted') throw error;
    return null;
  }
}

/**
 * The panel's calls, through the shared service client (credentials, no referrer, 15 s
 * time-out, no retries). Every answer is checked before use.
 */
export function createPreviewApi(
  apiBase: string,
  client: ServiceClient = createServiceClient({ apiBase }),
): PreviewApi {
  return {
    checkauth: (signal) => answerOf(client, paths.checkauth, { signal }),
    async testsAt(time, signal) {
      return parseAbTests(await getJson(client, paths.testsAt, { searchParams: { time }, signal }));
    },
    applyToken({ test, group, dateTime }, signal) {
      const searchParams: Record<string, string> = { test, group };
      if (dateTime) searchParams.dateTime = dateTime;
      return answerOf(client, paths.token, { searchParams, signal });
    },
    renew: (signal) => answerOf(client, paths.renew, { signal }),
    logout: (signal) => answerOf(client, paths.logout, { signal }),
  };
}
