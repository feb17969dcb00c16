/** The staff and the admin auth cookie: the panel serves only a browser with one of them. */
export const previewCookieNames = ['StaffAuthToken', 'CobraAuthToken'] as const;

/**
 * The gate's only question about cookies: is a staff (StaffAuthToken) or admin
 * (CobraAuthToken) auth cookie present with a non-empty value? Pure: cookie string in.
 */
const previewCookie = new RegExp(`(?:^|;\\s*)(?:${previewCookieNames.join('|')})=[^;\\s]`);

export function hasPreviewCookie(cookieString: string): boolean {
  return previewCookie.test(cookieString);
}
