import { describe, expect, it } from 'vitest';
import { redirectParameter, storageKeys } from './storageKeys.ts';

// Other pages write these (README, "Redirect rule" and "Known e-mail"): a renamed key would
// silently lose the target a product page stored before sending the shopper to /login.
describe('where the login keeps things (the contract with other pages)', () => {
  it('reads the redirect target a page stored under shop.login.redirect', () => {
    expect(storageKeys.redirectTarget).toBe('shop.login.redirect');
  });

  it('remembers the last address under shop.login.email', () => {
    expect(storageKeys.knownEmail).toBe('shop.login.email');
  });

  it('reads a target a link names as ?redirect=', () => {
    expect(redirectParameter).toBe('redirect');
  });
});
