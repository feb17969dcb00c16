import { afterEach, describe, expect, it } from 'vitest';
import { pageLocales } from './elementTexts.ts';

afterEach(() => {
  document.documentElement.removeAttribute('lang');
  document.body.replaceChildren();
});

describe('pageLocales: which texts a page loads before the tag is registered', () => {
  it('reads the short <html lang> of a legacy page as the locale of that language', () => {
    document.documentElement.lang = 'pl';
    expect(pageLocales('shop-test')).toEqual(['pl-PL']);
    document.documentElement.lang = 'fr-ch';
    expect(pageLocales('shop-test')).toEqual(['fr-CH']);
    document.documentElement.lang = 'de_CH';
    expect(pageLocales('shop-test')).toEqual(['de-CH']);
  });

  it("takes the elements' country with a short locale attribute, once per locale", () => {
    document.documentElement.lang = 'pl';
    document.body.innerHTML =
      '<shop-test country="AT" locale="de"></shop-test><shop-test country="at"></shop-test><shop-test country="CH" locale="fr"></shop-test>';
    expect(pageLocales('shop-test')).toEqual(['de-AT', 'fr-CH']);
  });

  it('falls back to the default site for a language we do not speak', () => {
    document.documentElement.lang = 'en';
    expect(pageLocales('shop-test')).toEqual(['de-DE']);
  });
});
