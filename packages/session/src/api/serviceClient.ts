import ky, { isHTTPError, isNetworkError, isTimeoutError, type KyInstance } from 'ky';
import { csrfHeaderName, csrfToken } from '../browser/csrf.ts';
import { ServiceError } from '../domain/serviceError.ts';
import { serializeJson } from './jsonBody.ts';
import { recordServerDate } from './serverClock.ts';

export interface ServiceClientOptions {
  /**
   * Where the services live: '' (the default) is the page's own origin; a path such as
   * '/spa-api' or an absolute URL is put in front of every path (the element's `api-base`).
   */
  apiBase?: string;
  /** Default time-out per call in ms (spec: the newsletter client aborts after 15 s). */
  timeout?: number;
  /** Send the CSRF header on every call of this client (or per call, see RequestOptions). */
  csrf?: boolean;
  /** For tests: the fetch implementation. */
  fetch?: typeof fetch;
}

export interface RequestOptions {
  method?: 'GET' | 'POST' | 'PUT' | 'DELETE';
  /** A JSON body. */
  json?: unknown;
  headers?: Record<string, string>;
  searchParams?: Record<string, string>;
  /** Overrides the client's time-out for this call. */
  timeout?: number;
  /** Overrides the client's CSRF setting for this call. */
  csrf?: boolean;
  /** Cancels the call (e.g. when the element is removed): rejects with kind 'aborted'. */
  signal?: AbortSignal;
  /** The fetch cache mode, e.g. 'no-cache'. */
  cache?: RequestCache;
}

/** Anything with yup's `validate` (an object schema), so answers are checked before use. */
export interface BodySchema<T> {
  validate: (value: unknown, options?: { stripUnknown?: boolean; abortEarly?: boolean }) => Promise<T>;
}

export interface ServiceClient {
  /** The raw answer of a 2xx call (headers such as `Date` readable); throws ServiceError. */
  request: (path: string, options?: RequestOptions) => Promise<Response>;
  /** A 2xx answer's JSON body, validated with the schema; throws ServiceError. */
  json: <T>(path: string, schema: BodySchema<T>, options?: RequestOptions) => Promise<T>;
}

const defaultTimeoutMs = 15_000;

/**
 * A service client following the shop's service-call rules: credentials included, no referrer, any non-2xx is
 * an error, a time-out per call, the CSRF header where asked, no automatic retries (a
 * failed call is reported to the widget, which decides), abortable via a signal. Every
 * failure is a ServiceError (network, timeout, http, malformed, aborted).
 */
export function createServiceClient(options: ServiceClientOptions = {}): ServiceClient {
  const apiBase = (options.apiBase ?? '').trim().replace(/\/+$/, '');
  const instance: KyInstance = ky.create({
    ...(apiBase ? { prefix: apiBase } : {}),
    credentials: 'include',
    referrerPolicy: 'no-referrer',
    retry: 0,
    throwHttpErrors: true,
    timeout: options.timeout ?? defaultTimeoutMs,
    // Not the page's JSON.stringify, which a legacy library may have changed (jsonBody.ts).
    stringifyJson: serializeJson,
    hooks: {
      // Every answer (any status) tells the server's time: see serverClock.ts.
      afterResponse: [
        ({ response }) => {
          recordServerDate(response.headers.get('date'));
        },
      ],
    },
    ...(options.fetch ? { fetch: options.fetch } : {}),
  });

  async function request(path: string, call: RequestOptions = {}): Promise<Response> {
    const headers: Record<string, string> = { ...call.headers };
    if (call.csrf ?? options.csrf ?? false) headers[csrfHeaderName] = csrfToken();
    if (call.cache === 'no-cache' || call.cache === 'no-store') headers['Cache-Control'] = 'no-cache';
    try {
      return await instance(path, {
        method: call.method ?? 'GET',
        headers,
        ...(call.json !== undefined ? { json: call.json } : {}),
        ...(call.searchParams ? { searchParams: call.searchParams } : {}),
        ...(call.timeout !== undefined ? { timeout: call.timeout } : {}),
        ...(call.signal ? { signal: call.signal } : {}),
        ...(call.cache ? { cache: call.cache } : {}),
      });
    } catch (error) {
      throw toServiceError(error, call.signal);
    }
  }

  async function json<T>(path: string, schema: BodySchema<T>, call: RequestOptions = {}): Promise<T> {
    const response = await request(path, { ...call, headers: { Accept: 'application/json', ...call.headers } });
    let text: string;
    try {
      text = await response.text();
    } catch (error) {
      throw toServiceError(error, call.signal);
    }
    let body: unknown;
    try {
      body = JSON.parse(text);
    } catch (error) {
      throw new ServiceError('malformed', `${path}: the answer is not JSON`, { status: response.status, cause: error });
    }
    try {
      return await schema.validate(body, { stripUnknown: true, abortEarly: true });
    } catch (error) {
      throw new ServiceError('malformed', `${path}: unexpected answer (${(error as Error).message})`, {
        status: response.status,
        data: body,
        cause: error,
      });
    }
  }

  return { request, json };
}

/** Maps whatever a call threw to a ServiceError. */
export function toServiceError(error: unknown, signal?: AbortSignal): ServiceError {
  if (error instanceof ServiceError) return error;
  if (signal?.aborted || (error instanceof Error && error.name === 'AbortError')) {
    return new ServiceError('aborted', 'the call was cancelled', { cause: error });
  }
  if (isTimeoutError(error)) return new ServiceError('timeout', error.message, { cause: error });
  if (isHTTPError(error)) {
    return new ServiceError('http', `HTTP ${error.response.status}`, {
      status: error.response.status,
      data: error.data,
      cause: error,
    });
  }
  if (isNetworkError(error) || error instanceof TypeError) {
    return new ServiceError('network', (error as Error).message || 'network error', { cause: error });
  }
  return new ServiceError('network', error instanceof Error ? error.message : String(error), { cause: error });
}
