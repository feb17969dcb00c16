// Type test (compiled by `tsc -p tsconfig.json` in the test command): the host types each
// package ships (`types/`, generated from its manifest) type a host's DOM and JSX code.
/// <reference path="../packages/design-system/types/react.d.ts" />
/// <reference path="../packages/footer/types/react.d.ts" />
/// <reference path="../packages/login/types/react.d.ts" />
/// <reference path="../packages/newsletter/types/react.d.ts" />
/// <reference path="../packages/preview-panel/types/react.d.ts" />
/// <reference path="../packages/session/types/react.d.ts" />
import type { ShopFooterElement } from '@shop/footer/types';

type Equal<A, B> = (<T>() => T extends A ? 1 : 2) extends <T>() => T extends B ? 1 : 2 ? true : false;
const assertType = <T extends true>(_proof?: T) => undefined;

// querySelector knows every tag.
const footer = document.querySelector('shop-footer');
assertType<Equal<typeof footer, ShopFooterElement | null>>();
if (footer) {
  const reduced: boolean = footer.reduced;
  footer.addEventListener('shop-footer-content', (event) => {
    const source: 'fetched' | 'built-in' = event.detail.source;
    // @ts-expect-error: the footer's event detail has no `status`
    void event.detail.status;
    void source;
  });
  void reduced;
}
document.createElement('shop-login').addEventListener('shop-login-error', (event) => {
  const status: number | null = event.detail.status;
  // @ts-expect-error: reason is 'unauthorized' | 'unavailable'
  const wrong: 'timeout' = event.detail.reason;
  void status;
  void wrong;
});
document.querySelector('shop-session')?.addEventListener('shop-session-renewed', (event) => {
  const state: 0 | 1 = event.detail.state;
  void state;
});

// JSX of a React 19 host.
export const page = (
  <>
    <shop-footer country="PL" reduced onshop-footer-content={(event) => event.detail.source} />
    <shop-newsletter country="HU" origin="SHOPPING_CART" origin-addition="footer" />
    <shop-login country="DE" remember-email="false" onshop-login-success={(event) => event.detail.email} />
    <shop-icon name="coffee" size={24} />
    <shop-notification variant="warning">Text</shop-notification>
    <shop-preview-panel country="CZ" />
    <shop-session api-base="/spa-api" />
  </>
);

// @ts-expect-error: not a country site
export const wrongCountry = <shop-footer country="FR" />;
// @ts-expect-error: the icon sizes are 12, 16 and 24
export const wrongSize = <shop-icon name="coffee" size={20} />;
// @ts-expect-error: not a notification variant
export const wrongVariant = <shop-notification variant="danger" />;
// @ts-expect-error: the newsletter's event detail has no email
export const wrongDetail = <shop-newsletter onshop-newsletter-submitted={(event) => event.detail.email} />;
