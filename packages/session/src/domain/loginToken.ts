/**
 * The LoginToken cookie is a JWT whose payload carries `exp` (expiry), `ren` (renewal due
 * from) and `lid` (customer id); times in seconds since the epoch. The widgets never verify
 * the signature (the server does): they only read the times to decide when to renew.
 * Anything malformed -> null ("logged out"), never an exception.
 */
export interface LoginTokenPayload {
  /** Expiry, milliseconds since the epoch. */
  expiresAt: number;
  /** Renewal due from, milliseconds since the epoch (never after expiresAt). */
  renewAt: number;
  /** The customer's login id. */
  lid: string;
  /** Issue time (`iat`, optional), milliseconds since the epoch: a lower bound of the server's clock. */
  issuedAt?: number;
}

/** Tokens longer than this are not a LoginToken (a cookie is at most 4 KiB anyway). */
const maxTokenLength = 4096;
/** Times after this (year 2286) are absurd: treated as malformed. */
const maxEpochSeconds = 10_000_000_000;
/**
 * A JWT segment is unpadded base64url, but real servers also send it padded (`=`) or in the
 * standard alphabet (`+` `/`); a JWT decoder tolerates both (as jwt-decode does), or every
 * shopper of such a server would be read as logged out. Anything else is refused: other
 * characters, white space, padding in the middle or of the wrong length, a length of 4n+1.
 */
const base64Segment = /^[A-Za-z0-9+/_-]+={0,2}$/;

function decodeBase64Url(segment: string): string | null {
  if (!base64Segment.test(segment)) return null;
  try {
    // atob decodes "forgiving base64" (HTML): padding optional, but if present it must make the
    // length a multiple of four; a length of 4n+1 throws. White space, which it would skip, the
    // pattern above has refused already.
    const binary = atob(segment.replace(/-/g, '+').replace(/_/g, '/'));
    const bytes = Uint8Array.from(binary, (char) => char.charCodeAt(0));
    return new TextDecoder('utf-8', { fatal: true }).decode(bytes);
  } catch {
    return null;
  }
}

const isEpochSeconds = (value: unknown): value is number =>
  typeof value === 'number' && Number.isFinite(value) && value > 0 && value < maxEpochSeconds;

/** Decodes a LoginToken's payload; null for anything that is not a well-formed token. */
export function decodeLoginToken(token: string | null | undefined): LoginTokenPayload | null {
  if (typeof token !== 'string' || token.length === 0 || token.length > maxTokenLength) return null;
  const parts = token.split('.');
  if (parts.length !== 3) return null;
  const [header, payload] = parts;
  if (!header || !payload || !decodeBase64Url(header)) return null;
  const json = decodeBase64Url(payload);
  if (json === null) return null;
  let claims: unknown;
  try {
    claims = JSON.parse(json);
  } catch {
    return null;
  }
  if (typeof claims !== 'object' || claims === null || Array.isArray(claims)) return null;
  const { exp, ren, lid, iat } = claims as Record<string, unknown>;
  if (!isEpochSeconds(exp) || !isEpochSeconds(ren)) return null;
  if (typeof lid !== 'string' || lid.length === 0 || lid.length > 256) return null;
  const expiresAt = Math.round(exp * 1000);
  const payloadOut: LoginTokenPayload = { expiresAt, renewAt: Math.min(Math.round(ren * 1000), expiresAt), lid };
  if (isEpochSeconds(iat) && iat <= exp) payloadOut.issuedAt = Math.round(iat * 1000);
  return payloadOut;
}
