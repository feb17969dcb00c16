import { createHash } from 'node:crypto';

/**
 * The Content-Security-Policy sources an HTML fragment's inline code needs: the hash of each
 * inline import map and inline script, the loader (`script-src`; a JSON data block runs nothing
 * and needs none) and of each `<style>` block, including one inside a
 * declarative shadow root (`style-src`). SHA-256 over the exact UTF-8 text between the tags,
 * base64, as `'sha256-<base64>'`: what a browser compares.
 */
export interface CspSources {
  'script-src': string[];
  'style-src': string[];
}

export const sha256Source = (text: string) => `'sha256-${createHash('sha256').update(text, 'utf8').digest('base64')}'`;

const hashesOf = (html: string, pattern: RegExp) => [
  ...new Set([...html.matchAll(pattern)].map((match) => sha256Source(match[1] ?? ''))),
];

export function cspSources(html: string): CspSources {
  return {
    'script-src': hashesOf(html, /<script(?: type="importmap"| type="module" async)?>([\s\S]*?)<\/script>/g),
    'style-src': hashesOf(html, /<style>([\s\S]*?)<\/style>/g),
  };
}
