import { isSafeHref, splitRichText } from '../domain/richText.ts';

interface RichTextProps {
  text: string;
  /** Link targets by the tag names the text uses (`<privacy>…</privacy>`). */
  links: Partial<Record<string, string>>;
}

/** A translated text with inline links, rendered as text and <a> only (never as HTML). */
export function RichText({ text, links }: RichTextProps) {
  return (
    <>
      {splitRichText(text).map((part, index) => {
        const key = `${index}-${part.text}`;
        if (!('link' in part)) return <span key={key}>{part.text}</span>;
        const href = links[part.link];
        return href && isSafeHref(href) ? (
          <a key={key} href={href}>
            {part.text}
          </a>
        ) : (
          <span key={key}>{part.text}</span>
        );
      })}
    </>
  );
}
