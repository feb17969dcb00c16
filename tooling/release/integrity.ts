import { createHash } from 'node:crypto';
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';

/** The Subresource Integrity value of some bytes, as the snippets write it: `sha384-<base64>`. */
export const sha384 = (bytes: Uint8Array) => `sha384-${createHash('sha384').update(bytes).digest('base64')}`;

/**
 * The integrity values a snippet carries, by absolute URL: the import map's `integrity` map (the
 * browser applies it to every module it loads, preloads and lazy chunks included) and the
 * `integrity` attribute of any tag with a `src` or `href`. Read from the text, not from a tag
 * shape: the head's tags may change, the values stay what the browser enforces.
 */
export function integrityInHtml(html: string): Map<string, string> {
  const found = new Map<string, string>();
  for (const [, json] of html.matchAll(/<script type="importmap"[^>]*>([\s\S]*?)<\/script>/g)) {
    const map = JSON.parse(json ?? '{}') as { integrity?: Record<string, string> };
    for (const [url, value] of Object.entries(map.integrity ?? {})) found.set(url, value);
  }
  // The loader's configuration names es-module-shims with its integrity (loader.ts: `shim`).
  for (const [, json] of html.matchAll(
    /<script type="application\/json" data-shop-loader(?:="")?>([\s\S]*?)<\/script>/g,
  )) {
    const shim = (JSON.parse(json ?? '{}') as { shim?: { src: string; integrity: string } }).shim;
    if (shim) found.set(shim.src, shim.integrity);
  }
  for (const [tag] of html.matchAll(/<[a-z]+\s[^>]*\bintegrity="[^"]*"[^>]*>/g)) {
    const url = /\b(?:src|href)="([^"]+)"/.exec(tag)?.[1];
    const value = /\bintegrity="([^"]+)"/.exec(tag)?.[1];
    if (url && value) found.set(url.replaceAll('&amp;', '&'), value);
  }
  return found;
}

/**
 * Every integrity value in the .html snippets below `dir`, by URL. Two snippets that name the
 * same URL with different values are a problem of their own (one of them is stale): listed in
 * `conflicts`.
 */
export function integrityInSnippets(dir: string): { byUrl: Map<string, string>; conflicts: string[] } {
  const byUrl = new Map<string, string>();
  const conflicts: string[] = [];
  const walk = (current: string) => {
    for (const name of readdirSync(current)) {
      const path = join(current, name);
      if (statSync(path).isDirectory()) walk(path);
      else if (name.endsWith('.html'))
        for (const [url, value] of integrityInHtml(readFileSync(path, 'utf8'))) {
          const known = byUrl.get(url);
          if (known !== undefined && known !== value) conflicts.push(url);
          else byUrl.set(url, value);
        }
    }
  };
  if (existsSync(dir)) walk(dir);
  return { byUrl, conflicts: [...new Set(conflicts)] };
}
