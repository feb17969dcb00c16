// @shop/session: what the widget packages import (the shopper's context), nothing more.
// Pure helpers live in ./domain; the rest touches the page (cookies, window, fetch).

export { getCustomerFrontendData, resetCustomerFrontendData } from './api/customerFrontendData.ts';
export { type BodySchema, createServiceClient, type RequestOptions, type ServiceClient } from './api/serviceClient.ts';
export { cookieNames, readCookie } from './browser/cookies.ts';
export { isLoggedIn } from './browser/loginToken.ts';
export { track } from './browser/tracking.ts';
export { isMobileLayout, type Platform, resolvePlatform } from './domain/platform.ts';
export { isServiceError } from './domain/serviceError.ts';
export { usePlatform } from './hooks/usePlatform.ts';
export { useServiceClient } from './hooks/useServiceClient.ts';
