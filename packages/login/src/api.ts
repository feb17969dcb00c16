import { isLoggedIn, isServiceError, type ServiceClient } from '@shop/session';
import { type LoginOutcome, loginOutcome } from './domain/outcome.ts';

/** The login endpoint: POST with a JSON body and the CSRF header; 200 success, 401 wrong credentials, anything else unavailable. */
const loginPath = '/service/login/api/v1/login';

/**
 * The request body: `{ "email": "<trimmed address>", "password": "<as typed>" }` (JSON).
 * Sent with the CSRF header, credentials and no referrer (the session service client).
 */
export interface LoginRequest {
  email: string;
  password: string;
}

/**
 * Calls the login service and says what the answer means. The answer's body is not read: the
 * service sets the LoginToken cookie itself, and a 2xx counts as a login only when that cookie
 * is then present. 'aborted' means the element was removed meanwhile.
 */
export async function login(
  client: ServiceClient,
  body: LoginRequest,
  signal: AbortSignal,
): Promise<{ outcome: LoginOutcome; status: number | null } | 'aborted'> {
  try {
    const response = await client.request(loginPath, { method: 'POST', json: body, csrf: true, signal });
    return { outcome: loginOutcome(response.status, isLoggedIn()), status: response.status };
  } catch (error) {
    if (isServiceError(error)) {
      if (error.kind === 'aborted') return 'aborted';
      const status = error.kind === 'http' ? (error.status ?? null) : null;
      return { outcome: loginOutcome(status), status };
    }
    return { outcome: 'unavailable', status: null };
  }
}
