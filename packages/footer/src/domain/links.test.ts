import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { checkLink, opensInNewTab } from './links.ts';

describe('link safety', () => {
  it.each([
    ['/contact', false],
    ['c400048505.html', false],
    ['/category-c400/subcategory-k401', false],
    ['?view=mobile', false],
    ['#top', false],
    ['https://careers.shop-group.com/', true],
    ['http://blog.shop.de/', true],
    ['HTTPS://www.shop.de/', true],
    ['mailto:service@shop.de', true],
    ['tel:+498001234567', false],
  ])('renders %s (new tab: %s)', (url, newTab) => {
    expect(checkLink(url)).toEqual({ safe: true, href: url, newTab });
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
});
