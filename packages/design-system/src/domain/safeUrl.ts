/**
 * The one URL rule for every link and redirect the shop renders or follows: footer content
 * links, the login's redirect target and its `home`, the demo host's staff login. Pure: no DOM.
 *
 * An address is judged on what the URL parser makes of it against the page's origin, never on
 * its spelling alone:
 * - internal: its parsed origin is the page's. It is written as a path (path, query and
 *   fragment), and that path must not be readable as protocol-relative: a parsed path that
 *   starts with `//` is refused (`https://shop//evil.example/a`, `/.//evil.example`,
 *   `/x/..//evil.example`, `/%2e//evil.example` all normalise to `//evil.example`, and
 *   `href="//evil.example"` or `Location: //evil.example` leads to that host);
 * - elsewhere: any other origin, for the caller to judge (the footer links out to http(s),
 *   mailto and tel with further checks; a redirect never leaves);
 * - refused, before parsing, because a browser or a server reads them otherwise than the parser
 *   does here: control characters, white space, invisible format characters and backslashes
 *   anywhere (browsers drop tabs and newlines, so `/\t/evil.example` is `//evil.example`, and
 *   read `\` as `/`); a protocol-relative `//host`; an http(s) scheme without `//` (`https:evil`
 *   is a shop path on an https page and a host on an http one); and after parsing, user info
 *   (`https://shop@evil.example/` shows the shop's name) and whatever the parser refuses.
 */
export type Destination =
  | { kind: 'internal'; path: string; url: URL }
  | { kind: 'elsewhere'; url: URL }
  | { kind: 'refused'; reason: string };

// C0, DEL and C1 controls, every Unicode white space, soft hyphen, Mongolian vowel separator,
// zero-width, bidirectional and word-joiner marks, the byte-order mark, and the backslash.
// biome-ignore lint/suspicious/noControlCharactersInRegex: control characters are exactly what is refused
const unreadable = /[\u0000-\u001f\u007f-\u009f\s\u00ad\u180e\u200b-\u200f\u202a-\u202e\u2060-\u2064\ufeff\\]/u;
const httpWithoutSlashes = /^https?:(?!\/\/)/i;

const refuse = (reason: string): Destination => ({ kind: 'refused', reason });

/**
 * Where `address` leads from a page of `page` (the page's origin or any address on it).
 * Never throws.
 */
export function destinationOf(address: string, page: string): Destination {
  if (unreadable.test(address)) return refuse('white space, control or invisible characters, or a backslash');
  if (address.startsWith('//')) return refuse('protocol-relative address');
  if (httpWithoutSlashes.test(address)) return refuse('a scheme without "//": read as a path or a host by page');
  let origin: string;
  let url: URL;
  try {
    origin = new URL(page).origin;
    url = new URL(address, origin);
  } catch {
    return refuse('malformed address');
  }
  if (url.username !== '' || url.password !== '') return refuse('user info before the host');
  if (url.origin !== origin) return { kind: 'elsewhere', url };
  const path = `${url.pathname}${url.search}${url.hash}`;
  if (!isInternalPath(path)) return refuse('a path that reads as another host');
  return { kind: 'internal', path, url };
}

/** True for a path that every reader takes for one on the page's own host: `/…`, never `//…` or `/\…`. */
export function isInternalPath(path: string): boolean {
  return path.startsWith('/') && path[1] !== '/' && path[1] !== '\\';
}

/** The path an address leads to on the page's own origin, or null when it leads elsewhere or is refused. */
export function internalPath(address: unknown, page: string): string | null {
  if (typeof address !== 'string') return null;
  const destination = destinationOf(address, page);
  return destination.kind === 'internal' ? destination.path : null;
}
