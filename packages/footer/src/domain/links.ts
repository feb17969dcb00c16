import { destinationOf } from '@shop/design-system/safe-url';

/**
 * Link safety for footer content (service data is untrusted). Pure: no DOM.
 *
 * Every address goes through the shop's one URL rule (`destinationOf()` of the design system:
 * parsed against the page's origin, judged on the parsed result):
 * - internal: it resolves to the page's origin. Rendered as an absolute site path that cannot
 *   be read as protocol-relative (`c400048505.html` -> `/c400048505.html`, whatever page the
 *   footer is on; `c400048505.html/..//evil.example` is refused), same tab; an address of only
 *   a query or a fragment (`?view=mobile`, `#top`) stays on the current page;
 * - external: `http(s)` of another host, `mailto:`, `tel:`. Rendered as parsed; http(s) and
 *   mailto open in a new tab without opener or referrer;
 * - refused: every other scheme (`javascript:`, `data:`, `vbscript:`, `file:`, ...),
 *   protocol-relative `//host`, an http(s) scheme without `//` (`https:evil.com`: the parser
 *   reads it as a shop path on an https page but as a host on an http one), user info
 *   (`http://shop.example@evil.com/` shows the shop's name but leads to evil.com), hosts that
 *   look like the shop's (the shop's host name followed by more labels, `shop.example.evil.com`),
 *   internationalised (punycode, `xn--`) or numeric IP hosts, control characters, white space
 *   and backslashes (browsers strip or reinterpret those: `java\tscript:`), and anything the
 *   parser refuses.
 */
const allowedSchemes = new Set(['http:', 'https:', 'mailto:', 'tel:']);
// The parser writes every IPv4 spelling (`3627734734`, `0xd8.0x3a.0xd6.0xce`) as dotted
// decimals and IPv6 in brackets.
const isNumericHost = (host: string) => host.startsWith('[') || /^[\d.]+$/.test(host);

/** The origin links are resolved against when the caller names none (outside a browser). */
const fallbackOrigin = 'https://shop.invalid';

export type LinkVerdict = { safe: true; href: string; newTab: boolean } | { safe: false; reason: string };

const refuse = (reason: string): LinkVerdict => ({ safe: false, reason });

/** The page's origin: where the footer is (a browser), else a placeholder for tests and servers. */
const pageOrigin = (): string => globalThis.location?.origin ?? fallbackOrigin;

export function checkLink(url: unknown, origin: string = pageOrigin()): LinkVerdict {
  if (typeof url !== 'string') return refuse('not a string');
  const trimmed = url.trim();
  if (!trimmed) return refuse('empty address');
  const destination = destinationOf(trimmed, origin);
  if (destination.kind === 'refused') return refuse(destination.reason);
  // Only a query or a fragment stays as written: the current page itself (the view switcher,
  // "back to top"), not the site's root.
  if (destination.kind === 'internal')
    return { safe: true, href: /^[?#]/.test(trimmed) ? trimmed : destination.path, newTab: false };
  const parsed = destination.url;
  if (!allowedSchemes.has(parsed.protocol)) return refuse(`scheme "${parsed.protocol}" is not allowed`);
  if (parsed.protocol === 'mailto:' || parsed.protocol === 'tel:') {
    if (parsed.pathname === '') return refuse('empty address');
    return { safe: true, href: parsed.href, newTab: parsed.protocol === 'mailto:' };
  }
  // Both as the parser writes them: lower case.
  const host = parsed.hostname;
  const shopHost = new URL(origin).hostname;
  if (host.startsWith(`${shopHost}.`)) return refuse("a host that looks like the shop's");
  if (host.split('.').some((label) => label.startsWith('xn--')))
    return refuse('an internationalised (look-alike) host');
  if (isNumericHost(host)) return refuse('a numeric host');
  return { safe: true, href: parsed.href, newTab: true };
}

/** An address starting with http or mailto opens in a new tab with no referrer. */
export function opensInNewTab(url: string): boolean {
  return /^(https?|mailto):/i.test(url.trim());
}

/** The `rel` of a new-tab link: no window.opener, no Referer. */
export const newTabRel = 'noopener noreferrer';
