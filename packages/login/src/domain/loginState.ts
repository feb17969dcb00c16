/**
 * Whether the shopper is already logged in: the `LoginToken` cookie holds a JWT whose payload
 * `exp` (seconds since the epoch) lies in the future. The signature is the server's business;
 * a token the browser cannot decode counts as no login.
 */
export function hasValidLogin(cookieHeader: string, nowMs: number): boolean {
  const exp = loginTokenExpiry(cookieHeader);
  return exp !== null && exp * 1000 > nowMs;
}

function loginTokenExpiry(cookieHeader: string): number | null {
  const match = /(?:^|;\s*)LoginToken=([^;]*)/.exec(cookieHeader);
  const payload = match?.[1]?.split('.')[1];
  if (!payload) return null;
  try {
    const base64 = payload.replaceAll('-', '+').replaceAll('_', '/');
    const claims: unknown = JSON.parse(atob(base64.padEnd(Math.ceil(base64.length / 4) * 4, '=')));
    const exp = (claims as { exp?: unknown } | null)?.exp;
    return typeof exp === 'number' && Number.isFinite(exp) ? exp : null;
  } catch {
    return null;
  }
}
