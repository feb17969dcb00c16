import { createHmac, timingSafeEqual } from 'node:crypto';

/**
 * The mock login service's LoginToken: a JWT (HS256, demo secret) whose payload carries
 * `lid` (customer id), `iat`, `ren` (renewal due from) and `exp` (expiry), in seconds since
 * the epoch. Lifetimes are QA-adjustable (shortened in e2e), never in the product.
 */
const secret = 'demo-host-only-secret';

export interface LoginTokenClaims {
  lid: string;
  iat: number;
  ren: number;
  exp: number;
}

export interface TokenLifetimes {
  /** Seconds after issue from which the token should be renewed. */
  renewAfterSeconds: number;
  /** Seconds after issue at which the token expires. */
  expireAfterSeconds: number;
}

const defaultLifetimes: TokenLifetimes = Object.freeze({
  renewAfterSeconds: 20 * 60,
  expireAfterSeconds: 30 * 60,
});
// Global (the QA page), or per `qa_scope` so parallel e2e tests do not shorten each other's tokens.
let globalLifetimes: TokenLifetimes = defaultLifetimes;
const scopedLifetimes = new Map<string, TokenLifetimes>();

export function getLifetimes(scope?: string): TokenLifetimes {
  return (scope && scopedLifetimes.get(scope)) || globalLifetimes;
}

export function setLifetimes(next: TokenLifetimes, scope?: string): void {
  if (scope) scopedLifetimes.set(scope, next);
  else globalLifetimes = next;
}

export function resetLifetimes(scope?: string): void {
  if (scope) {
    scopedLifetimes.delete(scope);
    return;
  }
  globalLifetimes = defaultLifetimes;
  scopedLifetimes.clear();
}

const base64url = (input: string | Buffer) => Buffer.from(input).toString('base64url');
const sign = (data: string) => createHmac('sha256', secret).update(data).digest('base64url');

export function issueLoginToken(
  customerId: string,
  now = Date.now(),
  scope?: string,
): { token: string; claims: LoginTokenClaims } {
  const lifetimes = getLifetimes(scope);
  const iat = Math.floor(now / 1000);
  const claims: LoginTokenClaims = {
    lid: customerId,
    iat,
    ren: iat + lifetimes.renewAfterSeconds,
    exp: iat + lifetimes.expireAfterSeconds,
  };
  const data = `${base64url(JSON.stringify({ alg: 'HS256', typ: 'JWT' }))}.${base64url(JSON.stringify(claims))}`;
  return { token: `${data}.${sign(data)}`, claims };
}

/** The claims of a token this host issued and that has not expired; null otherwise. */
export function verifyLoginToken(token: string | undefined, now = Date.now()): LoginTokenClaims | null {
  const [header, payload, signature] = (token ?? '').split('.');
  if (!header || !payload || !signature) return null;
  const expected = Buffer.from(sign(`${header}.${payload}`));
  const given = Buffer.from(signature);
  if (expected.length !== given.length || !timingSafeEqual(expected, given)) return null;
  try {
    const claims = JSON.parse(Buffer.from(payload, 'base64url').toString('utf8')) as LoginTokenClaims;
    return typeof claims.exp === 'number' && claims.exp * 1000 > now ? claims : null;
  } catch {
    return null;
  }
}

/** The Set-Cookie value for a LoginToken (readable by scripts: the widgets decode its payload). */
export function loginTokenCookie(token: string, claims: LoginTokenClaims): string {
  return `LoginToken=${token}; Path=/; SameSite=Lax; Max-Age=${Math.max(0, claims.exp - claims.iat)}`;
}
