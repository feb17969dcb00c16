// @shop/session: the shopper's context, for every widget package.
// Pure helpers live in ./domain; the rest touches the page (cookies, window, fetch).

export {
  type CustomerFrontendData,
  customerFrontendDataPath,
  getCustomerFrontendData,
  type NlStatus,
  resetCustomerFrontendData,
} from './api/customerFrontendData.ts';
export {
  type BodySchema,
  createServiceClient,
  defaultTimeoutMs,
  type RequestOptions,
  type ServiceClient,
  type ServiceClientOptions,
  toServiceError,
} from './api/serviceClient.ts';
export { cookieNames, readCookie } from './browser/cookies.ts';
export { csrfHeaderName, csrfToken } from './browser/csrf.ts';
export { isLoggedIn, readLoginToken } from './browser/loginToken.ts';
export { detectPlatform } from './browser/platform.ts';
export { type TrackingEvent, track } from './browser/tracking.ts';
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
export { usePlatform } from './hooks/usePlatform.ts';
export { useServiceClient } from './hooks/useServiceClient.ts';
