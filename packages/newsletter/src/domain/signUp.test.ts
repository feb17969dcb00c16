import { describe, expect, it } from 'vitest';
import { botTrapFieldName, isTrapped } from './botTrap.ts';
import { linkInvalidParameter, showsLinkInvalidBanner } from './confirmationBanner.ts';
import { emailInvalidType, formVisible, resultOfErrorBody } from './result.ts';
import { signUpEvent } from './tracking.ts';

/** A robot, a shopper back from a used confirmation link, and the service's answers. */
describe('the bot trap', () => {
  it('has a name that password managers do not take for personal data', () => {
    expect(botTrapFieldName).toBe('nl_hp_field');
  });

  it.each([
    ['a robot filled it', 'x', true],
    ['a robot filled it with padding', '  bot  ', true],
    ['a person left it empty', '', false],
    ['only white space (an autofill artefact)', ' \t', false],
    ['the field is missing', null, false],
    ['the field was never read', undefined, false],
  ])('%s', (_label, value, trapped) => {
    expect(isTrapped(value)).toBe(trapped);
  });
});

describe('the banner for a confirmation link that is not valid', () => {
  it('shows when the element says so, whatever the address', () => {
    expect(showsLinkInvalidBanner(true, '')).toBe(true);
  });

  it.each([
    ['?newsletter=link-invalid', true],
    ['?utm_source=mail&newsletter=link-invalid', true],
    ['?newsletter=other&newsletter=link-invalid', true],
    ['?newsletter=link-valid', false],
    ['?news=link-invalid', false],
    ['', false],
  ])('page address %j: %s', (search, shown) => {
    expect(showsLinkInvalidBanner(false, search)).toBe(shown);
  });

  it('is the parameter the demo host’s confirmation page sends', () => {
    expect(`?${linkInvalidParameter.name}=${linkInvalidParameter.value}`).toBe('?newsletter=link-invalid');
  });
});

describe('what the shopper sees after the service answered with an error', () => {
  it('the service says the address is invalid: the e-mail field error', () => {
    expect(resultOfErrorBody({ type: emailInvalidType })).toBe('ERROR_INVALID_EMAIL');
    expect(emailInvalidType).toBe('newsletter.email_invalid');
  });

  it.each([
    ['another error type', { type: 'newsletter.unavailable' }],
    ['no body', null],
    ['a text body', 'newsletter.email_invalid'],
    ['a body without type', {}],
  ])('%s: the generic error banner', (_label, body) => {
    expect(resultOfErrorBody(body)).toBe('ERROR_GENERIC');
  });

  it('the form stays visible except after a success', () => {
    expect(formVisible('SUCCESS')).toBe(false);
    expect(formVisible('NONE')).toBe(true);
    expect(formVisible('ERROR_GENERIC')).toBe(true);
  });
});

describe('the sign-up event the analytics receive', () => {
  it('names the form or cart it came from and the page’s addition', () => {
    expect(signUpEvent('SHOPPING_CART', 'checkout')).toEqual({
      event: 'sign_up',
      subject: 'newsletter',
      origin: 'SHOPPING_CART:checkout',
      type: 'ga4',
      emitter: 'newsletter-service',
    });
  });
});
