import { describe, expect, it } from 'vitest';
import { internalLinks } from '../../../../e2e/data/hostile/internal-links.ts';
import { withOrigin } from '../../../../e2e/data/hostile/redirects.ts';
import { destinationOf, internalPath, isInternalPath } from './safeUrl.ts';

const origin = 'https://shop.example';
const page = `${origin}/c400048505.html?sort=price`;

describe('the one URL rule: same-origin paths that may not read as another host', () => {
  it.each(internalLinks.map((entry) => [entry.note, entry] as const))('%s', (_note, entry) => {
    const address = withOrigin(entry.address, origin);
    expect(internalPath(address, page)).toBe(entry.link);
  });

  it('never writes an internal path a browser resolves to another host', () => {
    for (const entry of internalLinks) {
      const path = internalPath(withOrigin(entry.address, origin), page);
      if (path !== null) expect(new URL(path, `${origin}/any/page`).origin).toBe(origin);
    }
  });
});

describe('destinationOf', () => {
  it('keeps a shop path with its query and fragment', () => {
    expect(destinationOf('/checkout?step=2#pay', page)).toMatchObject({
      kind: 'internal',
      path: '/checkout?step=2#pay',
    });
  });

  it('reduces an absolute address of the shop to its path', () => {
    expect(destinationOf(`${origin}:443/account`, page)).toMatchObject({ kind: 'internal', path: '/account' });
  });

  it('resolves a relative address against the site root, not the page', () => {
    expect(destinationOf('c400048505.html', `${origin}/m/page.html`)).toMatchObject({
      kind: 'internal',
      path: '/c400048505.html',
    });
  });

  it('hands another origin to the caller as parsed', () => {
    const destination = destinationOf('HTTPS://Careers.Example.com/Jobs', page);
    expect(destination.kind).toBe('elsewhere');
    if (destination.kind === 'elsewhere') expect(destination.url.href).toBe('https://careers.example.com/Jobs');
  });

  it('treats another port of the shop as elsewhere', () => {
    expect(destinationOf(`${origin}:8443/account`, page).kind).toBe('elsewhere');
  });

  it('treats a non-http scheme as elsewhere, for the caller to refuse or allow', () => {
    expect(destinationOf('javascript:alert(1)', page).kind).toBe('elsewhere');
    expect(destinationOf('mailto:service@shop.example', page).kind).toBe('elsewhere');
  });

  it('refuses a shop address whose normalised path starts with two slashes', () => {
    expect(destinationOf(`${origin}//evil.example/a`, page)).toEqual({
      kind: 'refused',
      reason: 'a path that reads as another host',
    });
  });

  it('refuses a protocol-relative address before the parser reads it as another host', () => {
    // Parsed, `//shop.example/x` would even be the shop: the spelling is refused on its own.
    expect(destinationOf('//shop.example/account', page)).toEqual({
      kind: 'refused',
      reason: 'protocol-relative address',
    });
  });

  it('refuses an http(s) scheme without slashes, which reads as a shop path on an https page', () => {
    expect(destinationOf('https:account', page).kind).toBe('refused');
    expect(destinationOf('HTTP:evil.example', 'http://shop.example/').kind).toBe('refused');
  });

  it('keeps a shop path that mentions a scheme without slashes later on', () => {
    expect(destinationOf('/go?next=https:account', page)).toMatchObject({ kind: 'internal' });
  });

  it('accepts an http(s) scheme followed by two slashes', () => {
    expect(destinationOf('https://shop.example/account', page).kind).toBe('internal');
  });

  it('refuses a user name before the shop host', () => {
    expect(destinationOf('https://staff@shop.example/account', page).kind).toBe('refused');
  });

  it('refuses a password without a user name before the shop host', () => {
    expect(destinationOf('https://:pw@shop.example/account', page).kind).toBe('refused');
  });

  it.each([
    ['a tab, which browsers drop', '/account\t'],
    ['a newline', '/acc\nount'],
    ['a NUL', '/account\u0000'],
    ['DEL', '/account\u007f'],
    ['a C1 control (NEL)', '/account\u0085'],
    ['the last C1 control', '/account\u009f'],
    ['a unit separator, the last C0 control', '/account\u001f'],
    ['a space', '/my account'],
    ['a no-break space', '/account\u00a0'],
    ['a soft hyphen', '/acc\u00adount'],
    ['a Mongolian vowel separator', '/account\u180e'],
    ['a zero-width space', '/acc\u200bount'],
    ['a right-to-left mark', '/account\u200f'],
    ['a right-to-left override', '/\u202etnuocca'],
    ['a word joiner', '/acc\u2060ount'],
    ['an invisible plus', '/acc\u2064ount'],
    ['a byte-order mark', '/\ufeffaccount'],
    ['a backslash', '/account\\x'],
  ])('refuses %s anywhere in the address', (_what, address) => {
    expect(destinationOf(address, page).kind).toBe('refused');
  });

  it('keeps printable characters next to the refused ranges', () => {
    // `~` (U+007E) before DEL, `¡` (U+00A1) after the C1 controls and the no-break space.
    expect(destinationOf('/~account¡', page)).toMatchObject({ kind: 'internal', path: '/~account%C2%A1' });
  });

  it('refuses what the parser refuses, and a page that is no address', () => {
    expect(destinationOf('http://[::1', page).kind).toBe('refused');
    expect(destinationOf('/account', 'not an address').kind).toBe('refused');
  });
});

describe('the reasons a refusal gives (the footer logs them)', () => {
  it.each([
    ['/a b', 'white space, control or invisible characters, or a backslash'],
    ['//evil.example', 'protocol-relative address'],
    ['https:evil.example', 'a scheme without "//": read as a path or a host by page'],
    ['http://[::1', 'malformed address'],
    ['https://user@shop.example/', 'user info before the host'],
    ['/.//evil.example', 'a path that reads as another host'],
  ])('%s: %s', (address, reason) => {
    expect(destinationOf(address, page)).toEqual({ kind: 'refused', reason });
  });
});

describe('isInternalPath', () => {
  it.each([
    ['/account', true],
    ['/', true],
    ['/a//b', true],
    ['//evil.example', false],
    ['/\\evil.example', false],
    ['account', false],
    ['', false],
    ['?x', false],
  ])('%j is a path on the page host: %s', (path, expected) => {
    expect(isInternalPath(path)).toBe(expected);
  });
});

describe('internalPath', () => {
  it('answers null for anything but a string', () => {
    expect(internalPath(42, page)).toBeNull();
    expect(internalPath(null, page)).toBeNull();
  });

  it('answers null for another origin', () => {
    expect(internalPath('https://evil.example/', page)).toBeNull();
  });
});
