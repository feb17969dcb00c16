import { describe, expect, it } from 'vitest';
import { botTrapFieldName, isTrapped } from './botTrap.ts';
import { showsLinkInvalidBanner } from './confirmationBanner.ts';
import { emptyFormValues } from './formValues.ts';
import { toOrigin, toSubscribeRequest } from './request.ts';
import { emailInvalidType, formVisible, resultOfErrorBody } from './result.ts';
import { isSafeHref, splitRichText } from './richText.ts';
import { signUpEvent } from './tracking.ts';

describe('subscribe request body', () => {
  it('omits empty e-mail-less fields and trims what is sent', () => {
    const body = toSubscribeRequest({ ...emptyFormValues, email: ' a@b.de ' }, 'NEWSLETTER', 'footer');
    expect(body).toEqual({ email: 'a@b.de', consents: [], origin: 'NEWSLETTER', originAddition: 'footer' });
    expect(Object.keys(body)).not.toContain('salutation');
    expect(Object.keys(body)).not.toContain('firstName');
  });

  it('sends the last name without the spaces a shopper typed around it', () => {
    const body = toSubscribeRequest({ ...emptyFormValues, email: 'a@b.de', lastName: ' Schmidt ' }, 'NEWSLETTER', '');
    expect(body.lastName).toBe('Schmidt');
  });

  it('sends the newsletter consent when it was given as the legal consent or as a consent', () => {
    const base = { ...emptyFormValues, email: 'a@b.de' };
    expect(toSubscribeRequest({ ...base, legals: ['NEWSLETTER'] }, 'NEWSLETTER', '').consents).toEqual(['NEWSLETTER']);
    expect(toSubscribeRequest({ ...base, consents: ['NEWSLETTER'] }, 'NEWSLETTER', '').consents).toEqual([
      'NEWSLETTER',
    ]);
  });

  it('carries salutation, names and both consents when given', () => {
    const body = toSubscribeRequest(
      {
        ...emptyFormValues,
        email: 'a@b.de',
        salutation: 'DIVERS',
        firstName: ' Ágnes ',
        lastName: 'Kovács',
        consents: ['DNE'],
        legals: ['NEWSLETTER'],
        website: 'ignored',
      },
      'SHOPPING_CART',
      'cart',
    );
    expect(body).toEqual({
      email: 'a@b.de',
      salutation: 'DIVERS',
      firstName: 'Ágnes',
      lastName: 'Kovács',
      consents: ['DNE', 'NEWSLETTER'],
      origin: 'SHOPPING_CART',
      originAddition: 'cart',
    });
    expect(JSON.stringify(body)).not.toContain('ignored');
  });

  it('knows only the two origins', () => {
    expect(toOrigin('SHOPPING_CART')).toBe('SHOPPING_CART');
    expect(toOrigin('shopping_cart')).toBe('NEWSLETTER');
    expect(toOrigin(undefined)).toBe('NEWSLETTER');
  });
});

describe('error mapping', () => {
  it('maps the e-mail-invalid type to ERROR_INVALID_EMAIL', () => {
    expect(resultOfErrorBody({ type: emailInvalidType })).toBe('ERROR_INVALID_EMAIL');
  });

  it.each([[{ type: 'qa.fault' }], [{}], [null], ['newsletter.email_invalid'], [undefined], [{ type: 42 }]])(
    'maps %j to ERROR_GENERIC',
    (body) => {
      expect(resultOfErrorBody(body)).toBe('ERROR_GENERIC');
    },
  );

  it('hides the form only after SUCCESS', () => {
    expect(formVisible('SUCCESS')).toBe(false);
    expect(formVisible('NONE')).toBe(true);
    expect(formVisible('ERROR_GENERIC')).toBe(true);
    expect(formVisible('ERROR_INVALID_EMAIL')).toBe(true);
  });
});

describe('bot trap', () => {
  it('is trapped only when the hidden field has content', () => {
    expect(isTrapped('')).toBe(false);
    expect(isTrapped(undefined)).toBe(false);
    expect(isTrapped('  ')).toBe(false);
    expect(isTrapped('http://spam')).toBe(true);
    expect(botTrapFieldName).not.toMatch(/mail|name|phone|address|user|website|url/i);
  });
});

describe('tracking event', () => {
  it('writes origin:originAddition', () => {
    expect(signUpEvent('NEWSLETTER', 'footer')).toEqual({
      event: 'sign_up',
      subject: 'newsletter',
      origin: 'NEWSLETTER:footer',
      type: 'ga4',
      emitter: 'newsletter-service',
    });
  });
});

describe('confirmation-link-not-valid banner', () => {
  it('shows by attribute or URL parameter', () => {
    expect(showsLinkInvalidBanner(true, '')).toBe(true);
    expect(showsLinkInvalidBanner(false, '?country=PL&newsletter=link-invalid')).toBe(true);
    expect(showsLinkInvalidBanner(false, '?newsletter=other')).toBe(false);
    expect(showsLinkInvalidBanner(false, '')).toBe(false);
  });
});

describe('rich text', () => {
  it('splits links from text and renders no other markup', () => {
    expect(splitRichText('Read <privacy>this</privacy> now <b>x')).toEqual([
      { text: 'Read ' },
      { link: 'privacy', text: 'this' },
      { text: ' now <b>x' },
    ]);
  });

  it('allows only internal and http(s) links', () => {
    expect(isSafeHref('/datenschutz')).toBe(true);
    expect(isSafeHref('https://example.com')).toBe(true);
    expect(isSafeHref('//evil.example')).toBe(false);
    expect(isSafeHref('javascript:alert(1)')).toBe(false);
  });
});
