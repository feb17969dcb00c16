/** Result states of a sign-up: the form shows while there is none or an error, and hides after SUCCESS. */
export type SubmitResult = 'NONE' | 'SUCCESS' | 'ERROR_GENERIC' | 'ERROR_INVALID_EMAIL';

/** The error type the newsletter service answers for an address it rejects. */
export const emailInvalidType = 'newsletter.email_invalid';

/**
 * The result of a failed subscribe call: an error body whose `type` is the e-mail-invalid
 * value gives ERROR_INVALID_EMAIL; anything else (other types, unreadable bodies, time-outs,
 * network failures) gives ERROR_GENERIC.
 */
export function resultOfErrorBody(body: unknown): SubmitResult {
  if (typeof body === 'object' && body !== null && (body as { type?: unknown }).type === emailInvalidType) {
    return 'ERROR_INVALID_EMAIL';
  }
  return 'ERROR_GENERIC';
}

/** The form shows while there is no result or on either error; SUCCESS replaces it. */
export const formVisible = (result: SubmitResult) => result !== 'SUCCESS';
