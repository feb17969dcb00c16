/**
 * Link safety for footer content (service data is untrusted). Pure: no DOM.
 *
 * Rendered: `http:`, `https:`, `mailto:`, `tel:` and relative addresses (`/contact`,
 * `c400048505.html`, `?view=x`, `#top`). Dropped: every other scheme (`javascript:`, `data:`,
 * `vbscript:`, `file:`, ...), protocol-relative `//host` addresses, anything with control
 * characters, white space or backslashes (browsers strip or reinterpret those, which is how
 * `java\tscript:` tricks work), and anything a URL parser refuses.
 */
const allowedSchemes = new Set(['http:', 'https:', 'mailto:', 'tel:']);
const schemePrefix = /^([a-z][a-z0-9+.-]*):/i;
// biome-ignore lint/suspicious/noControlCharactersInRegex: control characters are exactly what we refuse
const forbiddenCharacters = /[\u0000-\u0020\u007f-\u009f\\]|\s/;

export type LinkVerdict = { safe: true; href: string; newTab: boolean } | { safe: false; reason: string };

export function checkLink(url: unknown): LinkVerdict {
  if (typeof url !== 'string') return { safe: false, reason: 'not a string' };
  const trimmed = url.trim();
  if (!trimmed) return { safe: false, reason: 'empty address' };
  // Spaces inside mailto: subjects are written %20; a literal space is malformed.
  if (forbiddenCharacters.test(trimmed)) return { safe: false, reason: 'white space or control characters' };
  if (trimmed.startsWith('//')) return { safe: false, reason: 'protocol-relative address' };

  const scheme = schemePrefix.exec(trimmed)?.[1]?.toLowerCase();
  if (scheme !== undefined) {
    if (!allowedSchemes.has(`${scheme}:`)) return { safe: false, reason: `scheme "${scheme}:" is not allowed` };
    let parsed: URL;
    try {
      parsed = new URL(trimmed);
    } catch {
      return { safe: false, reason: 'malformed address' };
    }
    if ((scheme === 'http' || scheme === 'https') && !parsed.hostname) return { safe: false, reason: 'no host' };
    if ((scheme === 'mailto' || scheme === 'tel') && trimmed.length <= scheme.length + 1)
      return { safe: false, reason: 'empty address' };
    return { safe: true, href: trimmed, newTab: opensInNewTab(trimmed) };
  }
  // Relative address: a colon before the first "/", "?" or "#" would be read as a scheme.
  try {
    new URL(trimmed, 'https://shop.invalid/');
  } catch {
    return { safe: false, reason: 'malformed address' };
  }
  return { safe: true, href: trimmed, newTab: false };
}

/** Spec §2: an address starting with http or mailto opens in a new tab with no referrer. */
export function opensInNewTab(url: string): boolean {
  return /^(https?|mailto):/i.test(url.trim());
}

/** The `rel` of a new-tab link: no window.opener, no Referer. */
export const newTabRel = 'noopener noreferrer';
