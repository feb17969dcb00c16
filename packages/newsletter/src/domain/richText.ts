/**
 * Texts with links are written like `Read our <privacy>privacy notice</privacy>.`; this splits
 * them into plain parts and link parts (by tag name), so they render as text and <a> only,
 * never as HTML.
 */
export type RichTextPart = { text: string } | { link: string; text: string };

const tagPattern = /<([a-zA-Z]+)>([^<]*)<\/\1>/g;

export function splitRichText(text: string): RichTextPart[] {
  const parts: RichTextPart[] = [];
  let last = 0;
  for (const match of text.matchAll(tagPattern)) {
    const index = match.index ?? 0;
    if (index > last) parts.push({ text: text.slice(last, index) });
    parts.push({ link: match[1] ?? '', text: match[2] ?? '' });
    last = index + match[0].length;
  }
  if (last < text.length) parts.push({ text: text.slice(last) });
  return parts;
}

/** Only shop-internal paths and http(s) addresses are links; anything else renders as text. */
export function isSafeHref(href: string): boolean {
  return /^\/(?!\/)/.test(href) || /^https?:\/\//i.test(href);
}
