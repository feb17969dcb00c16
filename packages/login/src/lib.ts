// What other packages may import from @shop/login.
export { type LoginRequest, login, loginPath } from './api.ts';
export { knownEmail } from './domain/knownEmail.ts';
export { type LoginOutcome, loginOutcome, outcomeMessageKeys } from './domain/outcome.ts';
export { fallbackTarget, redirectTarget } from './domain/redirect.ts';
export { redirectParameter, storageKeys } from './domain/storageKeys.ts';
export { type LoginPageViewEvent, loginPageView } from './domain/tracking.ts';
export { isAcceptableEmail, type LoginValues, loginSchema, maxEmailLength } from './domain/validation.ts';
export { Login, type LoginProps, loginProps } from './Login.tsx';
