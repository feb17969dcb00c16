/**
 * LoginToken cookie values (a JWT whose payload carries `exp`, `ren`, `lid` in seconds; see
 * packages/session/README.md, "LoginToken"), each with how the session must read it:
 * - `malformed`: not a LoginToken at all: `decodeLoginToken()` gives null; `<shop-session>` shows
 *   state 3 (unknown or absent) and asks the server nothing;
 * - `expired`: well-formed, but `exp` has passed: decoded, `readLoginToken()` null; state 5
 *   (the element may confirm it with the renew endpoint, which refuses an unsigned token);
 * - `valid`: well-formed and not yet due for renewal (`ren` an hour ahead): state 4, no request.
 * The signature is never checked in the browser, so the third segment is arbitrary.
 * Segments in padded base64url or in the standard base64 alphabet (`+` `/` `=`) are read as a
 * JWT decoder reads them (jwt-decode, RFC 7515 appendix C): some servers send them so.
 * Built for a given "now" (seconds), since the times are relative to it.
 */
type TokenExpectation = 'malformed' | 'expired' | 'valid';

export interface TokenCase {
  label: string;
  token: string;
  expected: TokenExpectation;
}

const bytesToBase64Url = (bytes: Uint8Array) =>
  btoa(Array.from(bytes, (byte) => String.fromCharCode(byte)).join(''))
    .replaceAll('+', '-')
    .replaceAll('/', '_')
    .replace(/=+$/, '');

/** base64url (no padding) of a text's UTF-8 bytes. */
const base64Url = (text: string) => bytesToBase64Url(new TextEncoder().encode(text));

/** Standard base64 (`+` `/`, padded with `=`) of a text's UTF-8 bytes. */
const base64Standard = (text: string) =>
  btoa(Array.from(new TextEncoder().encode(text), (byte) => String.fromCharCode(byte)).join(''));

/** base64url, but padded with `=` to a multiple of four. */
const base64UrlPadded = (text: string) => base64Standard(text).replaceAll('+', '-').replaceAll('/', '_');

const header = base64Url(JSON.stringify({ alg: 'HS256', typ: 'JWT' }));
const signature = 'c2lnbmF0dXJl';

/** A token with this payload (an object is JSON-encoded, a string is used as the payload text). */
const tokenWith = (payload: unknown) =>
  `${header}.${base64Url(typeof payload === 'string' ? payload : JSON.stringify(payload))}.${signature}`;

export function tokenCases(now: number): TokenCase[] {
  const good = { exp: now + 7200, ren: now + 3600, lid: 'c-1001' };
  // A customer id whose payload's standard base64 holds `+`, `/` and `=` (for times of 10 digits).
  const odd = { ...good, lid: 'c-~ü?' };
  const t = (label: string, token: string, expected: TokenExpectation): TokenCase => ({ label, token, expected });
  const pad = (length: number) => tokenWith({ ...good, pad: 'x'.repeat(length) });
  // The longest token of at most 4096 characters, and one just over.
  let fits = 0;
  while (pad(fits + 1).length <= 4096) fits++;
  return [
    t('a well-formed token (control case)', tokenWith(good), 'valid'),
    // not base64 / not a JWT
    t('empty', '', 'malformed'),
    t('a word', 'not-a-token', 'malformed'),
    t('two parts', `${header}.${base64Url(JSON.stringify(good))}`, 'malformed'),
    t('four parts', `${tokenWith(good)}.extra`, 'malformed'),
    t('empty segments', '..', 'malformed'),
    t('empty header', `.${base64Url(JSON.stringify(good))}.${signature}`, 'malformed'),
    t('characters outside base64url', `${header}.!!!$$$.${signature}`, 'malformed'),
    t('standard base64 of a payload that is not JSON', `${header}.${btoa('{"exp":1}>>>?')}.${signature}`, 'malformed'),
    t('a segment of impossible length (4n+1)', `${header}.${'A'.repeat(21)}.${signature}`, 'malformed'),
    t(
      'payload bytes that are not UTF-8',
      `${header}.${bytesToBase64Url(new Uint8Array([0xff, 0xfe, 0xfd]))}.${signature}`,
      'malformed',
    ),
    t(
      'header bytes that are not UTF-8',
      `${bytesToBase64Url(new Uint8Array([0xc3, 0x28]))}.${base64Url(JSON.stringify(good))}.${signature}`,
      'malformed',
    ),
    t('a token with white space', `${header}. ${base64Url(JSON.stringify(good))}.${signature}`, 'malformed'),
    t('markup instead of a token', '<img src=x onerror=alert(1)>', 'malformed'),
    t('script instead of a token', '"><script>window.__pwned=true</script>', 'malformed'),
    // other base64 spellings of a good token (read as a JWT decoder reads them)
    t('payload padded base64url', `${header}.${base64UrlPadded(JSON.stringify(good))}.${signature}`, 'valid'),
    t(
      'payload standard base64 with + / and =',
      `${header}.${base64Standard(JSON.stringify(odd))}.${signature}`,
      'valid',
    ),
    t(
      'payload standard base64 without padding',
      `${header}.${base64Standard(JSON.stringify(odd)).replace(/=+$/, '')}.${signature}`,
      'valid',
    ),
    t(
      'every segment standard base64, padded',
      `${base64Standard(JSON.stringify({ alg: 'HS256', typ: 'JWT' }))}.${base64Standard(JSON.stringify(odd))}.c2lnbmF0dXJlIQ==`,
      'valid',
    ),
    // ...but broken padding is still refused
    t(
      'padding in the middle',
      `${header}.${base64UrlPadded(JSON.stringify(good)).replace(/=+$/, '')}=A.${signature}`,
      'malformed',
    ),
    t('padding of the wrong length', `${header}.${base64Url(JSON.stringify(good))}===.${signature}`, 'malformed'),
    t('one = too many', `${header}.${base64Standard(JSON.stringify(odd))}=.${signature}`, 'malformed'),
    t('padding only', `${header}.==.${signature}`, 'malformed'),
    t(
      'percent-encoded padding left in the segment',
      `${header}.${base64Standard(JSON.stringify(odd)).replace('=', '%3D')}.${signature}`,
      'malformed',
    ),
    // not JSON
    t('payload is plain text', tokenWith('hello'), 'malformed'),
    t('payload is markup', tokenWith('<script>window.__pwned=true</script>'), 'malformed'),
    t('payload is truncated JSON', tokenWith('{"exp":'), 'malformed'),
    t('payload is JSON null', tokenWith('null'), 'malformed'),
    t('payload is a JSON array', tokenWith([good]), 'malformed'),
    t('payload is a JSON number', tokenWith('42'), 'malformed'),
    t('payload is a JSON string', tokenWith('"c-1001"'), 'malformed'),
    // missing fields, wrong types
    t('payload is {}', tokenWith({}), 'malformed'),
    t('no exp', tokenWith({ ren: good.ren, lid: good.lid }), 'malformed'),
    t('no ren', tokenWith({ exp: good.exp, lid: good.lid }), 'malformed'),
    t('no lid', tokenWith({ exp: good.exp, ren: good.ren }), 'malformed'),
    t('exp as a string', tokenWith({ ...good, exp: String(good.exp) }), 'malformed'),
    t('ren as a boolean', tokenWith({ ...good, ren: true }), 'malformed'),
    t('lid as a number', tokenWith({ ...good, lid: 1001 }), 'malformed'),
    t('lid as an object', tokenWith({ ...good, lid: { id: 'c-1001' } }), 'malformed'),
    t('lid empty', tokenWith({ ...good, lid: '' }), 'malformed'),
    t('lid of 257 characters', tokenWith({ ...good, lid: 'x'.repeat(257) }), 'malformed'),
    t('fields only under __proto__', tokenWith(`{"__proto__":${JSON.stringify(good)}}`), 'malformed'),
    t('exp null', tokenWith({ ...good, exp: null }), 'malformed'),
    // absurd dates
    t('exp 0', tokenWith({ ...good, exp: 0 }), 'malformed'),
    t('exp negative', tokenWith({ ...good, exp: -1 }), 'malformed'),
    t('exp 1e308', tokenWith({ ...good, exp: 1e308 }), 'malformed'),
    t('exp in the year 2286 (10 000 000 000)', tokenWith({ ...good, exp: 10_000_000_000 }), 'malformed'),
    t('exp in milliseconds instead of seconds', tokenWith({ ...good, exp: good.exp * 1000 }), 'malformed'),
    t('ren 1e300', tokenWith({ ...good, ren: 1e300 }), 'malformed'),
    t('exp one second after the epoch', tokenWith({ exp: 1, ren: 1, lid: 'c-1001' }), 'expired'),
    t('exp an hour ago', tokenWith({ exp: now - 3600, ren: now - 7200, lid: 'c-1001' }), 'expired'),
    t(
      'exp just below the limit (year 2286)',
      tokenWith({ exp: 9_999_999_999, ren: now + 3600, lid: 'c-1001' }),
      'valid',
    ),
    t('ren after exp (clamped to exp)', tokenWith({ ...good, ren: good.exp + 99_999 }), 'valid'),
    t('fractional seconds', tokenWith({ ...good, exp: good.exp + 0.5, ren: good.ren + 0.25 }), 'valid'),
    t('iat after exp (ignored)', tokenWith({ ...good, iat: good.exp + 10 }), 'valid'),
    // hostile but well-formed customer ids (the id is never rendered)
    t('lid with markup', tokenWith({ ...good, lid: '<img src=x onerror=alert(1)>' }), 'valid'),
    t('lid with a script payload', tokenWith({ ...good, lid: '"><script>window.__pwned=true</script>' }), 'valid'),
    t('lid with Turkish and Polish letters', tokenWith({ ...good, lid: 'İğış-łżřůőűœß' }), 'valid'),
    // huge
    t('at most 4096 characters', pad(fits), 'valid'),
    t('over 4096 characters', pad(fits + 4), 'malformed'),
    t('a 1 MB payload', pad(1024 * 1024), 'malformed'),
  ];
}
