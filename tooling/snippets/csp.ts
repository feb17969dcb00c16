import { createHash } from 'node:crypto';

/**
 * The Content-Security-Policy sources an HTML fragment's inline code needs: the hash of each
 * inline import map and inline script, the loader (`script-src`, for the HTML and the XML parser;
 * a JSON data block runs nothing and needs none) and of each `<style>` block, including one inside a
 * declarative shadow root (`style-src`). SHA-256 over the exact UTF-8 text between the tags,
 * base64, as `'sha256-<base64>'`: what a browser compares.
 */
export interface CspSources {
  'script-src': string[];
  'style-src': string[];
}

export const sha256Source = (text: string) => `'sha256-${createHash('sha256').update(text, 'utf8').digest('base64')}'`;

/**
 * The texts a browser hashes for an inline element's text: as written (the HTML parser) and, for
 * a CDATA section commented out for HTML (`//<![CDATA[` … `//]]>`, compose.ts), as the XML parser
 * of an XHTML page reads it (the section's text, without its delimiters).
 */
function parsedTexts(text: string): string[] {
  const cdata = /^\/\/<!\[CDATA\[([\s\S]*)\/\/\]\]>$/.exec(text);
  return cdata ? [text, `//${cdata[1]}//`] : [text];
}

const hashesOf = (html: string, pattern: RegExp) => [
  ...new Set([...html.matchAll(pattern)].flatMap((match) => parsedTexts(match[1] ?? '').map(sha256Source))),
];

export function cspSources(html: string): CspSources {
  return {
    'script-src': hashesOf(html, /<script(?: type="importmap"| type="module" async(?:="")?)?>([\s\S]*?)<\/script>/g),
    'style-src': hashesOf(html, /<style>([\s\S]*?)<\/style>/g),
  };
}
