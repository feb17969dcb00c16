/**
 * Addresses on the shop's own origin whose path, once the URL parser has normalised it, could
 * be read as protocol-relative (`//evil.example`), and their harmless neighbours: the cases of
 * the shop's one URL rule (`destinationOf()`, packages/design-system/src/domain/safeUrl.ts) as
 * the footer's links and the login's redirect apply it.
 *
 * - `link`: what the footer renders (`href`), or null when the link is dropped;
 * - `redirect`: where the login sends a shopper with this target (`/` for every refused one;
 *   the login is stricter than a link: only a path spelled `/…` or an absolute address, and no
 *   encoded slash, backslash or control character hidden in the path).
 *
 * The first block is what a review found rendered as `href="//evil.example"`; the held-back
 * block was written afterwards, without running the rule, to check that the rule generalises:
 * path normalisation (`.`, `..`, encoded dots in any letter case), encoded slashes and
 * backslashes, literal backslashes, tabs and newlines (which browsers drop from addresses).
 * `{origin}` stands for the page's origin, `{ORIGIN}` for it in upper case, `{host}` for its host;
 * `withOrigin()` (redirects.ts) fills them in.
 */
export interface InternalLinkCase {
  address: string;
  link: string | null;
  redirect: string;
  note: string;
}

const refused = (address: string, note: string): InternalLinkCase => ({ address, link: null, redirect: '/', note });
const kept = (address: string, path: string, note: string, redirect = path): InternalLinkCase => ({
  address,
  link: path,
  redirect,
  note,
});

export const internalLinks: InternalLinkCase[] = [
  // found in review: same origin, path normalised to `//evil.example`
  refused('{origin}//evil.example/a', 'the shop origin followed by a second slash'),
  refused('/.//evil.example', 'a single-dot segment before two slashes'),
  refused('/x/..//evil.example', 'a double-dot segment before two slashes'),
  refused('/%2e//evil.example', 'an encoded single dot before two slashes'),
  refused('c400048505.html/..//evil.example', 'a relative category link climbing back to the root'),
  // held back: path normalisation
  refused('/../..//evil.example', 'climbing above the root'),
  refused('./..//evil.example', 'relative: dot, double dot, two slashes'),
  refused('.//evil.example', 'relative: a single dot before two slashes'),
  refused('..//evil.example', 'relative: a double dot before two slashes'),
  refused('x/..//evil.example', 'relative: a segment and its double dot'),
  refused('/a/b/../..//evil.example', 'two segments climbed back'),
  refused('/%2e/%2e//evil.example', 'two encoded single dots'),
  refused('{origin}/..//evil.example', 'absolute shop address, double dot'),
  refused('{origin}:443//evil.example', 'the explicit default port, then two slashes'),
  refused('{ORIGIN}//evil.example', 'upper-case scheme and host, then two slashes'),
  refused('{origin}//', 'nothing but two slashes'),
  // held back: encoded dots
  refused('/%2e%2e//evil.example', 'an encoded double dot at the root'),
  refused('/%2E//evil.example', 'an upper-case encoded dot'),
  refused('/x/.%2e//evil.example', 'half an encoded double dot'),
  refused('/x/%2e%2E//evil.example', 'an encoded double dot in mixed case'),
  refused('/x/%2e./%2e%2e//evil.example', 'two encoded double dots'),
  refused('%2e%2e//evil.example', 'relative: an encoded double dot'),
  refused('{origin}/%2e%2e/%2e%2e//evil.example', 'absolute shop address, encoded double dots'),
  // held back: encoded slashes and backslashes stay one segment: a path of the shop (the browser
  // asks the shop for it); the login, stricter, refuses a redirect whose decoded path starts
  // with a slash or holds a backslash, and follows the rest (as its own table does)
  kept('/%2f%2fevil.example', '/%2f%2fevil.example', 'encoded slashes: one segment of the shop', '/'),
  kept('%2f%2fevil.example', '/%2f%2fevil.example', 'relative encoded slashes', '/'),
  kept('/%2e%2e%2f%2fevil.example', '/%2e%2e%2f%2fevil.example', 'encoded dots and slashes in one segment'),
  kept('/x/..%2f/evil.example', '/x/..%2f/evil.example', 'a double dot with an encoded slash: no dot segment'),
  kept('/x/..%5c/evil.example', '/x/..%5c/evil.example', 'an encoded backslash: no dot segment', '/'),
  kept('/%252e//evil.example', '/%252e//evil.example', 'a double-encoded dot is no dot segment'),
  // held back: literal backslashes (a browser reads `\` as `/` in http(s) addresses)
  refused('/\\evil.example', 'slash and backslash'),
  refused('\\/evil.example', 'backslash and slash'),
  refused('/.\\/evil.example', 'a dot segment ended by a backslash'),
  refused('{origin}\\\\evil.example', 'the shop origin followed by two backslashes'),
  refused('/x/..\\/evil.example', 'a double dot ended by a backslash'),
  // held back: tabs and newlines (browsers drop them before parsing)
  refused('/\t/evil.example', 'a tab between the slashes'),
  refused('/\n/evil.example', 'a newline between the slashes'),
  refused('/\r/evil.example', 'a carriage return between the slashes'),
  refused('/.\t/evil.example', 'a dot and a tab'),
  refused('/x/.\n./\t/evil.example', 'a double dot split by a newline'),
  refused('{origin}/\t/evil.example', 'absolute shop address, a tab between the slashes'),
  kept('/%09/evil.example', '/%09/evil.example', 'an encoded tab stays encoded (the login refuses it)', '/'),
  // held back: user info on the shop's own host
  refused('https://{host}@evil.example/', "the shop's name as user info"),
  refused('https://:pw@{host}/account', 'a password without a user name'),
  // harmless neighbours that must keep working
  kept('/x/.../evil.example', '/x/.../evil.example', 'three dots are a name, not a dot segment'),
  kept('/./evil.example', '/evil.example', 'a single dot before one slash: a shop path'),
  kept('/x/../account', '/account', 'a double dot back to a shop path'),
  kept('/%2e%2e/account', '/account', 'an encoded double dot back to a shop path'),
  kept('/x/;/..//evil.example', '/x//evil.example', 'a parameter segment: two slashes inside the path'),
  kept('{origin}/account?next=//evil.example', '/account?next=//evil.example', 'two slashes in the query'),
  kept('/account#//evil.example', '/account#//evil.example', 'two slashes in the fragment'),
];
