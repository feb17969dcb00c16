/**
 * The redirect rule of <shop-login>, in one pure function (no DOM, no storage).
 *
 * `stored` is the stored redirect target (already read from the query parameter or session
 * storage), `current` the page's own absolute address (`location.href`). The answer is always
 * a same-origin path to hand to `location.assign()`: the target's path, query and fragment when
 * the target is safe, otherwise `/`. The rules:
 * - nothing stored, or not a string, or longer than 2048 characters: `/`;
 * - the target must be a root-relative path (`/...`), or an absolute `http(s)://` address of
 *   exactly the current origin; anything else (other hosts, protocol-relative `//host`,
 *   `javascript:`, `data:` and every other scheme, relative paths) gives `/`;
 * - backslashes, control characters (C0, DEL, C1), white space and invisible format characters
 *   anywhere in the raw target give `/`; so do the same characters after percent-decoding
 *   (repeatedly, to catch double encoding) in the path part, and encoded control characters
 *   anywhere; encoded white space is accepted only after `?` or `#` (search terms are data);
 * - a malformed percent-encoding gives `/`;
 * - the resolved address must keep the current origin, and its path must not start with `//`;
 * - a target equal to the current address, or to the current page (same path), gives `/`, so
 *   the login page never sends the shopper back to itself.
 */
export const fallbackTarget = '/';
const maxLength = 2048;

// Every Unicode white space, zero-width, bidi, soft-hyphen and BOM characters, and the backslash.
const invisibleOrBackslash = /[\s\u00AD\u180E\u200B-\u200F\u202A-\u202E\u2060-\u2064\uFEFF\\]/u;

/** C0 controls, DEL, C1 controls, white space, invisible characters, backslash. */
function hasForbiddenCharacter(text: string): boolean {
  for (let i = 0; i < text.length; i++) {
    const code = text.charCodeAt(i);
    if (code < 0x20 || (code >= 0x7f && code <= 0x9f)) return true;
  }
  return invisibleOrBackslash.test(text);
}
const encodedControl = /%(?:[01][0-9a-f]|7f|c2%[89][0-9a-f])/i;
const absoluteHttp = /^https?:\/\/[^/\\]/i;

export function redirectTarget(stored: unknown, current: string): string {
  if (typeof stored !== 'string' || stored === '' || stored.length > maxLength) return fallbackTarget;
  let here: URL;
  try {
    here = new URL(current);
  } catch {
    return fallbackTarget;
  }
  if (!isSafeSpelling(stored, here.origin)) return fallbackTarget;

  let target: URL;
  try {
    target = new URL(stored, here.origin);
  } catch {
    return fallbackTarget;
  }
  if (target.origin !== here.origin) return fallbackTarget;
  const path = `${target.pathname}${target.search}${target.hash}`;
  if (!path.startsWith('/') || path.startsWith('//')) return fallbackTarget;
  if (target.pathname === here.pathname) return fallbackTarget;
  return path;
}

/** The spelling checks, on the raw target and on every decoding of it. */
function isSafeSpelling(raw: string, origin: string): boolean {
  if (hasForbiddenCharacter(raw) || encodedControl.test(raw)) return false;
  const isPath = raw.startsWith('/') && !raw.startsWith('//');
  const isOwnAbsolute =
    absoluteHttp.test(raw) && raw.slice(0, origin.length + 1).toLowerCase() === `${origin}/`.toLowerCase();
  if (!isPath && !isOwnAbsolute && raw.toLowerCase() !== origin.toLowerCase()) return false;

  const pathPart = isPath ? raw : raw.slice(origin.length) || '/';
  let variant = pathPart.split(/[?#]/, 1)[0] ?? '';
  for (let round = 0; round < 4; round++) {
    let decoded: string;
    try {
      decoded = decodeURIComponent(variant);
    } catch {
      return false;
    }
    if (decoded === variant) break;
    variant = decoded;
    if (hasForbiddenCharacter(variant) || encodedControl.test(variant)) return false;
    if (!variant.startsWith('/') || variant.startsWith('//')) return false;
  }
  // The query and fragment only need to decode cleanly.
  try {
    decodeURIComponent(raw);
  } catch {
    return false;
  }
  return true;
}
