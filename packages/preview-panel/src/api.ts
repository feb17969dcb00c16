import { createServiceClient, isServiceError, type RequestOptions, type ServiceClient } from '@shop/session';
import { type AbTest, parseAbTests } from './domain/abTests.ts';
import type { TokenAnswer } from './domain/applyResult.ts';
import { type PreviewSettings, previewSettingsFrom } from './domain/auth.ts';

/** The preview and A/B test services the panel calls (spec §7). */
export const paths = {
  checkauth: '/service/preview/api/auth/checkauth',
  token: '/service/preview/api/token',
  renew: '/service/preview/api/auth/login/renew',
  logout: '/service/preview/api/auth/logout',
  testsAt: '/service/abtestfrontend/api/v1/gettestsat',
} as const;

export interface ApplyRequest {
  test: string;
  group: string;
  /** ISO 8601 instant of the preview moment; absent = the current time. */
  dateTime: string | null;
}

export interface PreviewApi {
  checkauth: (signal?: AbortSignal) => Promise<PreviewSettings | null>;
  testsAt: (time: string, signal?: AbortSignal) => Promise<AbTest[] | null>;
  applyToken: (request: ApplyRequest, signal?: AbortSignal) => Promise<TokenAnswer>;
  renew: (signal?: AbortSignal) => Promise<boolean>;
  logout: (signal?: AbortSignal) => Promise<boolean>;
}

async function readJson(response: Response): Promise<{ ok: true; body: unknown } | { ok: false }> {
  try {
    return { ok: true, body: JSON.parse(await response.text()) };
  } catch {
    return { ok: false };
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

async function succeeds(client: ServiceClient, path: string, signal?: AbortSignal): Promise<boolean> {
  try {
    const response = await client.request(path, { signal, cache: 'no-store' });
    await response.text(); // read to the end, so the connection is released at once
    return true;
  } catch (error) {
    if (isServiceError(error) && error.kind === 'aborted') throw error;
    return false;
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
    async checkauth(signal) {
      return previewSettingsFrom(await getJson(client, paths.checkauth, { signal, cache: 'no-store' }));
    },
    async testsAt(time, signal) {
      return parseAbTests(await getJson(client, paths.testsAt, { searchParams: { time }, signal }));
    },
    async applyToken({ test, group, dateTime }, signal) {
      const searchParams: Record<string, string> = { test, group };
      if (dateTime) searchParams.dateTime = dateTime;
      try {
        const response = await client.request(paths.token, { searchParams, signal, cache: 'no-store' });
        const read = await readJson(response);
        return read.ok
          ? { kind: 'response', httpStatus: response.status, body: read.body }
          : { kind: 'malformed', httpStatus: response.status };
      } catch (error) {
        if (!isServiceError(error) || error.kind === 'network' || error.kind === 'timeout') return { kind: 'network' };
        if (error.kind === 'aborted') throw error;
        return { kind: 'response', httpStatus: error.status ?? 0, body: error.data };
      }
    },
    renew: (signal) => succeeds(client, paths.renew, signal),
    logout: (signal) => succeeds(client, paths.logout, signal),
  };
}
