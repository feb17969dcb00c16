// @shop/session: the shopper's context, for every widget package.
// Pure helpers live in ./domain; the rest touches the page (cookies, window, fetch).

export { cookieNames, readCookie } from './cookies.ts';
export { csrfHeaderName, csrfToken } from './csrf.ts';
export {
  type CustomerFrontendData,
  customerFrontendDataPath,
  getCustomerFrontendData,
  type NlStatus,
  resetCustomerFrontendData,
} from './customerFrontendData.ts';
export { parseCookie, parseCookies } from './domain/cookies.ts';
export { decodeLoginToken, type LoginTokenPayload } from './domain/loginToken.ts';
export {
  isMobileLayout,
  layoutOf,
  type Platform,
  parsePlatform,
  platformBreakpoints,
  platformFromWidth,
  resolvePlatform,
} from './domain/platform.ts';
export { isServiceError, ServiceError, type ServiceErrorKind } from './domain/serviceError.ts';
export { isLoggedIn, readLoginToken } from './loginToken.ts';
export { detectPlatform, usePlatform } from './platform.ts';
export {
  type BodySchema,
  createServiceClient,
  defaultTimeoutMs,
  type RequestOptions,
  type ServiceClient,
  type ServiceClientOptions,
  toServiceError,
} from './serviceClient.ts';
export { type TrackingEvent, track } from './tracking.ts';
export { useServiceClient } from './useServiceClient.ts';
