import type { Faults } from '../../demo-host/src/core/faults.ts';

/**
 * The fault table of `e2e/faults.spec.ts`: for every service a widget calls, each QA switch
 * that applies, and the state the spec (or the package README's decision) names for it.
 *
 * Switches (demo-host/src/core/faults.ts, set per test through the `qa` fixture):
 * - `slow`: the answer comes after `slowMs`, well beyond the widget's time-out; the test moves
 *   the page's clock past the time-out (`page.clock.runFor`) instead of waiting it out;
 * - `500`, `401`: the service answers with that status (401 only where a service decides on a
 *   login: login, customer base data, renewals, the preview's staff session);
 * - `drop`: the connection closes without an answer (a network error in the browser);
 * - `malformed`: HTTP 200 with a body that is not JSON.
 */
export type Switch = 'slow' | '500' | '401' | 'drop' | 'malformed';

/** The answer arrives after 40 s (real time): every widget gives up long before. */
const slowMs = 40_000;

export const switches: Record<Switch, Partial<Faults>> = {
  slow: { latencyMs: slowMs },
  '500': { status: 500 },
  '401': { status: 401 },
  drop: { drop: true },
  malformed: { malformed: true },
};

/** What each QA switch breaks: the service's whole prefix (demo-host/src/services/*.ts). */
export const prefixes: Record<string, string> = {
  newsletter: '/service/newsletter',
  customers: '/service/customer',
  login: '/service/login/api/v1/login',
  'login-token': '/service/login/api/v1/',
  promotion: '/service/promotion',
  customerfrontenddata: '/service/customerfrontenddata',
  abtest: '/service/abtestfrontend',
  preview: '/service/preview',
};

export const noFault: Faults = { latencyMs: 0, status: null, drop: false, malformed: false };

export interface FaultCase<State extends string = string> {
  /** QA switch name of the mock service (`/__qa/state`). */
  service: string;
  /** The request this case breaks (path prefix); only its failures may reach the console. */
  path: string;
  fault: Switch;
  /** What the shopper (or QA) must see, as the spec or the package README names it. */
  expected: State;
}

const cases = <State extends string>(
  service: string,
  path: string,
  expected: Partial<Record<Switch, State>>,
): FaultCase<State>[] =>
  (Object.entries(expected) as [Switch, State][]).map(([fault, state]) => ({ service, path, fault, expected: state }));

/** Time-outs of the widgets: 15 s for service calls; the footer's content fetch 3 s. */
export const timeouts = { service: 15_000, footerContent: 3_000 } as const;

// <shop-newsletter> (inside the home page's footer): the README's result states.
// A malformed 2xx body is still a sign-up (README decision: the body of a 2xx is not read).
export const newsletterSubscribe = cases('newsletter', '/service/newsletter/api/private/newsletter-subscribers', {
  slow: 'technical-error banner',
  '500': 'technical-error banner',
  drop: 'technical-error banner',
  malformed: 'success message',
});

// <shop-newsletter> prefill for a logged-in shopper: any failure leaves an empty, working form.
export const customerBaseData = cases('customers', '/service/customer/api/private/customers/base-data', {
  slow: 'empty working form',
  '500': 'empty working form',
  '401': 'empty working form',
  drop: 'empty working form',
  malformed: 'empty working form',
});

// <shop-login>: spec table "POST /service/login/api/v1/login": 401 unauthorized; other or
// network failure: service unavailable (a 200 without a LoginToken is not a login either).
export const login = cases('login', '/service/login/api/v1/login', {
  slow: 'unavailable',
  '500': 'unavailable',
  '401': 'unauthorized',
  drop: 'unavailable',
  malformed: 'unavailable',
});

// <shop-session> renewal of a LoginToken that is due (spec "Token states": 1 renewed (HTTP 200),
// 2 server error; README: 3 refused, a dropped connection or 15-s time-out is 2). A 200 with a
// broken body is HTTP 200 (the body is not read): code 1, and as it sets no usable cookie the
// next attempt waits for the regular check (no loop: the spec checks one request per minute).
export const loginTokenRenew = cases('login-token', '/service/login/api/v1/logintoken/renew', {
  slow: '2',
  '500': '2',
  '401': '3',
  drop: '2',
  // A 200 with a broken body and no new cookie renewed nothing (README: "Renewed means a new cookie").
  malformed: '2',
});

// <shop-session> with only a long-term token: 401 → 3 (not tried again), other failures → 2;
// a 200 with a broken body and no LoginToken created nothing: 2, and it is not repeated.
export const longTermTokenRenew = cases('login-token', '/service/login/api/v1/longtermtoken/renew', {
  slow: '2',
  '500': '2',
  '401': '3',
  drop: '2',
  malformed: '2',
});

// <shop-footer>: "Footer fetch failure: logged; built-in content used" (3 s time-out).
export const promotion = cases('promotion', '/service/promotion/api/promotion/', {
  slow: 'built-in content',
  '500': 'built-in content',
  drop: 'built-in content',
  malformed: 'built-in content',
});

// <shop-footer> psdata: a failure shows the newsletter block.
export const psdata = cases('customerfrontenddata', '/service/customerfrontenddata/api/v1/psdata', {
  slow: 'newsletter block shown',
  '500': 'newsletter block shown',
  drop: 'newsletter block shown',
  malformed: 'newsletter block shown',
});

// <shop-footer> A/B test assignment: answer and errors ignored.
export const abTestAssignment = cases('abtest', '/service/abtestfrontend/api/v1/getassignment', {
  slow: 'footer unchanged',
  '500': 'footer unchanged',
  drop: 'footer unchanged',
  malformed: 'footer unchanged',
});

// <shop-preview-panel> gate: anything but a 2xx SUCCESS from checkauth shows nothing.
export const previewCheckauth = cases('preview', '/service/preview/api/auth/checkauth', {
  slow: 'no panel',
  '500': 'no panel',
  '401': 'no panel',
  drop: 'no panel',
  malformed: 'no panel',
});

// <shop-preview-panel> apply: "Applying settings failed." (role alert); a 401 means the staff
// session has ended, and the panel says so instead ("Preview ended: …", nothing to apply).
export const previewToken = cases('preview', '/service/preview/api/token', {
  slow: 'failure notification',
  '500': 'failure notification',
  '401': 'session ended',
  drop: 'failure notification',
  malformed: 'failure notification',
});

// <shop-preview-panel> A/B tests of the chosen moment: "Failed to fetch AB tests.".
export const previewTestsAt = cases('abtest', '/service/abtestfrontend/api/v1/gettestsat', {
  slow: 'failed to fetch',
  '500': 'failed to fetch',
  drop: 'failed to fetch',
  malformed: 'failed to fetch',
});

// <shop-preview-panel> 5-minute renewal: failures are silent, the panel stays; a 401 proves
// the staff session has ended, and the panel says so.
export const previewRenew = cases('preview', '/service/preview/api/auth/login/renew', {
  slow: 'panel stays',
  '500': 'panel stays',
  '401': 'session ended',
  drop: 'panel stays',
  malformed: 'panel stays',
});

// <shop-preview-panel> logout: "Logging out failed. Please try again." and the panel stays;
// a 401 says the session is already over, which is what staff asked for: the panel goes.
export const previewLogout = cases('preview', '/service/preview/api/auth/logout', {
  slow: 'logout failed',
  '500': 'logout failed',
  '401': 'panel gone',
  drop: 'logout failed',
  // A 2xx ends the preview (README: "on a 2xx the panel disappears"; the body is not read).
  malformed: 'panel gone',
});
