/** Where the login widget keeps things in the browser (documented in the README). */
export const storageKeys = {
  /** sessionStorage: the redirect target a page stored before sending the shopper to /login. */
  redirectTarget: 'shop.login.redirect',
  /** localStorage: the e-mail address of the last successful login on this device. */
  knownEmail: 'shop.login.email',
} as const;

/** The query parameter carrying the redirect target (`/login?redirect=%2Fcheckout`); wins over storage. */
export const redirectParameter = 'redirect';
