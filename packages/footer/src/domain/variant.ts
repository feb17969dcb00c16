/**
 * Full or reduced footer. Reduced = only the bottom area, newsletter hidden. It
 * applies when the page sets the `reduced` attribute, or when the channel cookie says the
 * shopper came through an affiliate partner or uses the new shop app.
 *
 * The cookie (our decision, documented in the README): name `shop_channel`, value either
 * `affiliate:<partner number>` (1 to 12 digits) or `app:new`. Anything else (missing, empty,
 * `affiliate:` without a number, `app:old`, garbage) keeps the full footer.
 */
export type FooterVariant = 'full' | 'reduced';

export const channelCookieName = 'shop_channel';

export type Channel = { kind: 'affiliate'; partner: string } | { kind: 'new-app' } | { kind: 'none' };

export function parseChannel(cookieValue: string | undefined): Channel {
  let value = cookieValue?.trim() ?? '';
  try {
    value = decodeURIComponent(value);
  } catch {
    return { kind: 'none' };
  }
  const affiliate = /^affiliate:(\d{1,12})$/i.exec(value);
  if (affiliate?.[1]) return { kind: 'affiliate', partner: affiliate[1] };
  if (/^app:new$/i.test(value)) return { kind: 'new-app' };
  return { kind: 'none' };
}

export function footerVariant(reducedAttribute: boolean, channelCookie: string | undefined): FooterVariant {
  if (reducedAttribute) return 'reduced';
  return parseChannel(channelCookie).kind === 'none' ? 'full' : 'reduced';
}

/** nl_status values that mean the shopper is (being) subscribed already: the newsletter block is hidden for them. */
const subscribedStatuses = new Set(['WAITING_FOR_DOI', 'SUBSCRIBED']);

/**
 * The newsletter block shows in the full footer unless the page hides it or the shopper's
 * nl_status says they are subscribed or waiting for the double opt-in. An unknown status
 * (not logged in, data not there yet or not available) shows it.
 */
export function showsNewsletter(variant: FooterVariant, hiddenByPage: boolean, nlStatus: unknown): boolean {
  if (variant === 'reduced' || hiddenByPage) return false;
  return !(typeof nlStatus === 'string' && subscribedStatuses.has(nlStatus));
}
