/**
 * The page-view event of the login page: the page is reported as a user login.
 * Pushed once per shown login form to `window.dataLayer`.
 */
export type LoginPageViewEvent = {
  event: 'page_view';
  page_type: 'user login';
  country: string;
  language: string;
};

export function loginPageView(country: string, locale: string): LoginPageViewEvent {
  return { event: 'page_view', page_type: 'user login', country, language: locale };
}
