/**
 * Reads one cookie from a `document.cookie`-style string (`a=1; b=2`). Values are
 * percent-decoded when they are valid percent-encoding, else returned as they are.
 * Unknown or empty names give undefined; the first occurrence wins (most specific path).
 */
export function parseCookie(cookieString: string, name: string): string | undefined {
  if (!name) return undefined;
  for (const pair of cookieString.split(';')) {
    const index = pair.indexOf('=');
    if (index < 0) continue;
    if (pair.slice(0, index).trim() !== name) continue;
    const raw = pair.slice(index + 1).trim();
    const unquoted = raw.length >= 2 && raw.startsWith('"') && raw.endsWith('"') ? raw.slice(1, -1) : raw;
    try {
      return decodeURIComponent(unquoted);
    } catch {
      return unquoted;
    }
  }
  return undefined;
}

/** Every cookie of a `document.cookie`-style string as name -> value (first occurrence wins). */
export function parseCookies(cookieString: string): Map<string, string> {
  const result = new Map<string, string>();
  for (const pair of cookieString.split(';')) {
    const index = pair.indexOf('=');
    if (index < 0) continue;
    const name = pair.slice(0, index).trim();
    if (!name || result.has(name)) continue;
    const value = parseCookie(pair, name);
    if (value !== undefined) result.set(name, value);
  }
  return result;
}
