/**
 * The confirmation-link-not-valid banner shows when the element has the
 * `confirmation-link-invalid` attribute or the page address carries `newsletter=link-invalid`
 * (where the demo host's confirmation page sends a shopper with an unknown or used link).
 */
export const linkInvalidParameter = { name: 'newsletter', value: 'link-invalid' } as const;

export function showsLinkInvalidBanner(attribute: boolean, pageSearch: string): boolean {
  if (attribute) return true;
  return new URLSearchParams(pageSearch).getAll(linkInvalidParameter.name).includes(linkInvalidParameter.value);
}
