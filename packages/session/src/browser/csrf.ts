import { cookieNames, readCookie } from './cookies.ts';

/** The request header carrying the CSRF token (the psdata and login calls must carry it). */
export const csrfHeaderName = 'X-CSRF-TOKEN';

const tokenPattern = /^[A-Za-z0-9_\-.:+/=]{8,256}$/;

// A loop, not Array.from with a map function: a legacy page's Array.from (Prototype's $A)
// ignores the function, and the token would be decimal bytes run together.
function randomToken(): string {
  const bytes = new Uint8Array(24);
  crypto.getRandomValues(bytes);
  let hex = '';
  for (const byte of bytes) hex += byte.toString(16).padStart(2, '0');
  return hex;
}

/**
 * Where the CSRF token comes from, in this order:
 * 1. `<meta name="csrf-token" content="...">` in the page's head, when the legacy template
 *    renders one (a server-issued, session-bound token);
 * 2. else the cookie `XSRF-TOKEN` (double-submit cookie: the server compares header and cookie);
 * 3. else a fresh random token is written to the `XSRF-TOKEN` cookie (Path=/, SameSite=Strict,
 *    Secure on https) and sent, so the double-submit check works on a first visit too.
 * Values that do not look like a token (odd characters, too short or long) are ignored.
 */
export function csrfToken(): string {
  if (typeof document === 'undefined') return '';
  const meta = document.querySelector<HTMLMetaElement>('meta[name="csrf-token"]')?.content?.trim();
  if (meta && tokenPattern.test(meta)) return meta;
  const cookie = readCookie(cookieNames.csrf);
  if (cookie && tokenPattern.test(cookie)) return cookie;
  const fresh = randomToken();
  const secure = typeof location !== 'undefined' && location.protocol === 'https:' ? '; Secure' : '';
  try {
    // biome-ignore lint/suspicious/noDocumentCookie: the double-submit cookie is ours to write
    document.cookie = `${cookieNames.csrf}=${fresh}; Path=/; SameSite=Strict${secure}`;
  } catch {
    // A sandboxed document cannot store cookies; the header is still sent.
  }
  return fresh;
}
