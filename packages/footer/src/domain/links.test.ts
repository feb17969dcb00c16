import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { checkLink, newTabRel, opensInNewTab } from './links.ts';

describe('link safety', () => {
  it.each([
    ['/contact', '/contact', false],
    // Relative category links are site paths, on whatever page the footer is (not /m/c4….html).
    ['c400048505.html', '/c400048505.html', false],
    ['/category-c400/subcategory-k401', '/category-c400/subcategory-k401', false],
    ['?view=mobile', '?view=mobile', false],
    ['#top', '#top', false],
    ['https://shop.example/account', '/account', false],
    ['HTTPS://SHOP.EXAMPLE:443/account', '/account', false],
    ['https://careers.shop-group.com/', 'https://careers.shop-group.com/', true],
    ['http://blog.shop.de/', 'http://blog.shop.de/', true],
    ['HTTPS://www.shop.de/', 'https://www.shop.de/', true],
    ['mailto:service@shop.de', 'mailto:service@shop.de', true],
    ['tel:+498001234567', 'tel:+498001234567', false],
  ])('renders %s as %s (new tab: %s)', (url, href, newTab) => {
    expect(checkLink(url, 'https://shop.example')).toEqual({ safe: true, href, newTab });
  });

  it.each([
    'http://shop.example@evil.com/',
    'https://shop.example:443@evil.com/',
    'https://user:pass@shop.example/account',
    'https:evil.com',
    'http:evil.com',
    'https:/evil.com',
    'https://shop.example.evil.com/',
    'https://xn--shp-sna.example/',
    'https://shöp.example/',
    'http://3627734734/',
    'http://0xd8.0x3a.0xd6.0xce/',
    'http://[::ffff:216.58.214.206]/',
  ])('refuses %s (user info, no "//", a look-alike or numeric host)', (url) => {
    expect(checkLink(url, 'https://shop.example').safe).toBe(false);
  });

  it.each([
    'javascript:alert(1)',
    'JavaScript:alert(1)',
    ' javascript:alert(1)',
    'java\tscript:alert(1)',
    'java\nscript:alert(1)',
    '\u0000javascript:alert(1)',
    'data:text/html,<script>alert(1)</script>',
    'vbscript:msgbox(1)',
    'file:///etc/passwd',
    'ftp://example.com/',
    '//evil.example/',
    '/\\evil.example',
    'https://',
    'http://[::1',
    'mailto:',
    '',
    '   ',
  ])('drops %j', (url) => {
    expect(checkLink(url).safe).toBe(false);
  });

  it('drops values that are not strings', () => {
    expect(checkLink(42).safe).toBe(false);
    expect(checkLink(null).safe).toBe(false);
  });

  it('never lets a scheme other than http, https, mailto or tel through', () => {
    fc.assert(
      fc.property(fc.string(), fc.string(), (prefix, rest) => {
        const verdict = checkLink(`${prefix}:${rest}`);
        if (!verdict.safe) return true;
        const href = verdict.href.toLowerCase();
        const scheme = /^([a-z][a-z0-9+.-]*):/.exec(href)?.[1];
        return scheme === undefined || ['http', 'https', 'mailto', 'tel'].includes(scheme);
      }),
    );
  });

  it('opens http and mailto addresses in a new tab, nothing else', () => {
    expect(opensInNewTab('https://x.example/')).toBe(true);
    expect(opensInNewTab('mailto:a@b.example')).toBe(true);
    expect(opensInNewTab('tel:+4912345')).toBe(false);
    expect(opensInNewTab('/contact')).toBe(false);
  });

  it.each([
    [42, 'not a string'],
    ['  ', 'empty address'],
    ['ftp://example.com/', 'scheme "ftp:" is not allowed'],
    ['mailto:', 'empty address'],
    ['tel:', 'empty address'],
    ['https://shop.example.evil.com/', "a host that looks like the shop's"],
    ['https://xn--shp-sna.example/', 'an internationalised (look-alike) host'],
    ['http://3627734734/', 'a numeric host'],
    ['http://[::1]/', 'a numeric host'],
    ['/.//evil.example', 'a path that reads as another host'],
  ])('says why it drops %j: %s', (url, reason) => {
    expect(checkLink(url, 'https://shop.example')).toEqual({ safe: false, reason });
  });

  it('keeps a host that only starts like the shop host, without a dot after it', () => {
    expect(checkLink('https://shop.examples.com/', 'https://shop.example').safe).toBe(true);
  });

  it('keeps a host with digits that is not an address of digits', () => {
    expect(checkLink('https://1und1.de/', 'https://shop.example').safe).toBe(true);
    expect(checkLink('https://123.example.com/', 'https://shop.example').safe).toBe(true);
  });

  it('opens a mailto link in a new tab but a tel link in the same one', () => {
    expect(checkLink('mailto:a@b.example', 'https://shop.example')).toMatchObject({ safe: true, newTab: true });
    expect(checkLink('tel:+4912345', 'https://shop.example')).toMatchObject({ safe: true, newTab: false });
  });

  it('gives a new-tab link no opener and no referrer', () => {
    expect(newTabRel.split(' ').sort()).toEqual(['noopener', 'noreferrer']);
  });

  it('keeps the current page for a link of only a query or a fragment, from any page', () => {
    expect(checkLink('?view=mobile', 'https://shop.example/m/c4.html')).toEqual({
      safe: true,
      href: '?view=mobile',
      newTab: false,
    });
  });

  it('refuses what the URL rule refuses before looking at schemes', () => {
    expect(checkLink('java\tscript:alert(1)', 'https://shop.example')).toEqual({
      safe: false,
      reason: 'white space, control or invisible characters, or a backslash',
    });
  });

  it('keeps a host whose last label merely ends in a digit', () => {
    expect(checkLink('https://mirror.example.web2/', 'https://shop.example').safe).toBe(true);
  });

  it('opens a plain http address in a new tab too, written with spaces around it', () => {
    expect(opensInNewTab(' http://x.example/ ')).toBe(true);
  });

  it('does not open a shop path that mentions an address in its query in a new tab', () => {
    expect(opensInNewTab('/go?to=https://x.example/')).toBe(false);
  });
});
