/**
 * Every failure of a service call, as one typed value, so that every widget handles the same five cases:
 * - network: no answer (offline, connection dropped, DNS, CORS);
 * - timeout: no answer within the call's time-out;
 * - http: an answer with a non-2xx status (`status`, and the parsed body as `data` when any);
 * - malformed: a 2xx answer whose body is not the JSON the caller expects;
 * - aborted: the caller cancelled (component unmounted); not an error to show.
 */
export type ServiceErrorKind = 'network' | 'timeout' | 'http' | 'malformed' | 'aborted';

export class ServiceError extends Error {
  readonly kind: ServiceErrorKind;
  readonly status: number | undefined;
  readonly data: unknown;

  constructor(
    kind: ServiceErrorKind,
    message: string,
    options: { status?: number; data?: unknown; cause?: unknown } = {},
  ) {
    super(message, { cause: options.cause });
    this.name = 'ServiceError';
    this.kind = kind;
    this.status = options.status;
    this.data = options.data;
  }
}

export const isServiceError = (error: unknown): error is ServiceError => error instanceof ServiceError;
