/**
 * What an answer of `POST /service/login/api/v1/login` means for the shopper. 200 (any 2xx) is
 * a login; 401 is wrong credentials, shown without saying which of the two was wrong; every
 * other status, a time-out, a dropped connection or a blocked request is "service unavailable".
 */
export type LoginOutcome = 'success' | 'unauthorized' | 'unavailable';

/**
 * An answer (its HTTP status) or a failure before any answer (`null`). `loginPresent` says
 * whether the page holds a valid LoginToken after the answer: a 2xx that did not set one (a
 * proxy's error page, a broken answer) is not a login but an unavailable service.
 */
export function loginOutcome(status: number | null, loginPresent = true): LoginOutcome {
  if (status === null) return 'unavailable';
  if (status >= 200 && status < 300) return loginPresent ? 'success' : 'unavailable';
  if (status === 401) return 'unauthorized';
  return 'unavailable';
}

/** The translation key of the message each failed outcome shows. */
export const outcomeMessageKeys = {
  unauthorized: 'errors.unauthorized',
  unavailable: 'errors.unavailable',
} as const satisfies Record<Exclude<LoginOutcome, 'success'>, string>;
