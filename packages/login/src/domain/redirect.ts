import { destinationOf } from '@shop/design-system/safe-url';

/**
 * The redirect rule of <shop-login>, in one pure function (no DOM, no storage).
 *
 * `stored` is the stored redirect target (already read from the query parameter or session
 * storage), `current` the page's own absolute address (`location.href`), `home` the site's home
 * page (a same-origin path; `/` when the page names none). The answer is always a same-origin
 * path to hand to `location.assign()`: the target's path, query and fragment when the target is
 * safe, otherwise `home`. The target goes through the shop's one URL rule (`destinationOf()` of
 * the design system, shared with the footer's links): parsed against the current origin, it
 * must lead to that origin and be written as a path that cannot be read as protocol-relative
 * (`/.//evil.example`, `/%2e//evil.example` normalise to `//evil.example`: home). Beyond that
 * rule, a redirect is stricter than a link. The rules:
 * - nothing stored, not a string, longer than 2048 characters: home;
 * - the target must be a root-relative path (`/...`) or an absolute `http(s)://` address whose
 *   parsed origin is the current one (`https://shop:443/x` is `https://shop/x`), without user
 *   info; anything else (other hosts, `//host`, `javascript:` and every other scheme,
 *   `https:host` without slashes, relative paths) gives home;
 * - backslashes, control characters (C0, DEL, C1), white space and invisible format characters
 *   in the raw target give home (the shared rule), and so do percent-encoded control
 *   characters anywhere, the query included (`?next=%0aSet-Cookie`); in the path, decoded (repeatedly, to catch double encoding, as
 *   far as it still decodes: `%25` is a literal percent sign), control, invisible, backslash and
 *   white space other than a plain space give home, and so does a first segment that starts
 *   with a slash or a space (`/%2F/host`, `/%20/host`); a malformed percent-encoding gives home;
 * - the login page itself, however spelled (`/login/`, `/Login`, `/m/login`, an encoded
 *   letter), gives home, so the login page never sends the shopper back to itself.
 */
const fallbackTarget = '/';
const maxLength = 2048;

// Every Unicode white space, zero-width, bidi, soft-hyphen and BOM characters and the backslash,
// except a plain space (a space in a path segment, `kids%20shoes`, is data): what a decoded
// path must not hide. Tab, line feed, vertical tab, form feed and carriage return are written as
// the range `\t-\r`, not with `\v`: Stryker's regex mutant `\v` → `\V` is a syntax error under
// the `u` flag, which kept the module (and every test of it) from loading in mutation runs.
const invisibleOrBackslashButSpace =
  /[\t-\r\u0085\u00A0\u1680\u2000-\u200F\u2028-\u202F\u205F\u3000\u00AD\u180E\u2060-\u2064\uFEFF\\]/u;

const encodedControl = /%(?:[01][0-9a-f]|7f|c2%[89][0-9a-f])/i;
const absoluteHttp = /^https?:\/\/[^/\\]/i;

/** The redirect target: a same-origin path (see the rules above). */
export function redirectTarget(stored: unknown, current: string, home: string = fallbackTarget): string {
  let here: URL;
  try {
    here = new URL(current);
  } catch {
    return fallbackTarget;
  }
  const fallback = home === fallbackTarget ? fallbackTarget : (followable(home, here) ?? fallbackTarget);
  if (typeof stored !== 'string' || stored === '' || stored.length > maxLength) return fallback;
  return followable(stored, here) ?? fallback;
}

/** The same-origin path a target leads to, or null when it is not to be followed. */
function followable(raw: string, here: URL): string | null {
  if (encodedControl.test(raw)) return null;
  if (!raw.startsWith('/') && !absoluteHttp.test(raw)) return null;
  const destination = destinationOf(raw, here.origin);
  if (destination.kind !== 'internal') return null;
  const target = destination.url;
  if (!isSafePath(target.pathname)) return null;
  try {
    // The query and fragment only need to decode cleanly.
    decodeURIComponent(`${target.search}${target.hash}`);
  } catch {
    return null;
  }
  return isLoginPage(target.pathname, here.pathname) ? null : destination.path;
}

/** The parsed path, decoded layer by layer, never hides a second host or a spoofing character. */
function isSafePath(pathname: string): boolean {
  let variant = pathname;
  // Every layer, however many (three decoded layers used to be checked, so a second host
  // encoded four times over, `/%2525252F%2525252Fevil.example`, was followed): each layer that
  // decodes is shorter than the one before, so the loop ends.
  for (let first = true; ; first = false) {
    // A control character can only appear here decoded from the layer before, where
    // encodedControl saw it (the parser percent-encodes literal ones).
    if (invisibleOrBackslashButSpace.test(variant) || encodedControl.test(variant)) return false;
    if (!variant.startsWith('/') || /^\/[/ ]/.test(variant)) return false;
    let decoded: string;
    try {
      decoded = decodeURIComponent(variant);
    } catch {
      // The first layer must be well-formed; a later one that no longer decodes holds a
      // literal percent sign (`100%25-cotton` is `100%-cotton`): nothing more is hidden.
      if (first) return false;
      break;
    }
    if (decoded === variant) break;
    variant = decoded;
  }
  return true;
}

/** `/Login/`, `/login`, `/m/login`, `/%6Cogin` are all the login page at `/login`. */
function isLoginPage(pathname: string, currentPathname: string): boolean {
  const normalise = (path: string) => {
    let decoded = path;
    try {
      decoded = decodeURIComponent(path);
    } catch {
      // Checked before: cannot happen for a parsed path that passed isSafePath().
    }
    return (
      decoded
        .toLowerCase()
        .replace(/\/+$/, '')
        .replace(/^\/m(?=\/)/, '') || '/'
    );
  };
  return normalise(pathname) === normalise(currentPathname);
}
