/**
 * The gate's only question about cookies: is a staff (StaffAuthToken) or admin
 * (CobraAuthToken) auth cookie present with a non-empty value? Pure: cookie string in.
 */
const previewCookie = /(?:^|;\s*)(?:StaffAuthToken|CobraAuthToken)=[^;\s]/;

export function hasPreviewCookie(cookieString: string): boolean {
  return previewCookie.test(cookieString);
}
