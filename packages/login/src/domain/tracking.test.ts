import { describe, expect, it } from 'vitest';
import { loginPageView } from './tracking.ts';

describe('the login page view', () => {
  it('tells analytics a shopper saw the login page, with the country and language shown', () => {
    expect(loginPageView('AT', 'de-AT')).toEqual({
      event: 'page_view',
      page_type: 'user login',
      country: 'AT',
      language: 'de-AT',
    });
  });
});
