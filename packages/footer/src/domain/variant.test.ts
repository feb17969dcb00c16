import { describe, expect, it } from 'vitest';
import { channelCookieName, footerVariant, parseChannel, showsNewsletter } from './variant.ts';

describe('reduced variant', () => {
  it('is reduced when the page sets the reduced attribute', () => {
    expect(footerVariant(true, undefined)).toBe('reduced');
  });

  it.each([
    ['affiliate:123456', 'reduced'],
    ['affiliate%3A42', 'reduced'],
    ['app:new', 'reduced'],
    ['APP:NEW', 'reduced'],
    [undefined, 'full'],
    ['', 'full'],
    ['affiliate:', 'full'],
    ['affiliate:abc', 'full'],
    ['affiliate:1234567890123', 'full'],
    ['app:old', 'full'],
    ['%E0%A4%A', 'full'],
    // Only the whole value counts: a partner's text around it keeps the full footer.
    ['partner-affiliate:123', 'full'],
    ['old-app:new', 'full'],
    ['app:newer', 'full'],
    // A value written with spaces around it (as some servers set it) still counts.
    [' app:new ', 'reduced'],
  ])('cookie %j gives the %s footer', (cookie, variant) => {
    expect(footerVariant(false, cookie)).toBe(variant);
  });

  it('reads the channel from the cookie shop_channel (the name the README documents)', () => {
    expect(channelCookieName).toBe('shop_channel');
  });

  it('reads the affiliate number', () => {
    expect(parseChannel('affiliate:0815')).toEqual({ kind: 'affiliate', partner: '0815' });
    expect(parseChannel('app:new')).toEqual({ kind: 'new-app' });
  });
});

describe('newsletter block', () => {
  it('shows in the full footer for an unknown or other status', () => {
    expect(showsNewsletter('full', false, undefined)).toBe(true);
    expect(showsNewsletter('full', false, 'UNSUBSCRIBED')).toBe(true);
  });

  it.each(['WAITING_FOR_DOI', 'SUBSCRIBED'])('hides for nl_status %s', (status) => {
    expect(showsNewsletter('full', false, status)).toBe(false);
  });

  it('hides in the reduced footer and when the page hides it', () => {
    expect(showsNewsletter('reduced', false, undefined)).toBe(false);
    expect(showsNewsletter('full', true, undefined)).toBe(false);
  });
});
