// A comment's plain text: line breaks kept (CSS pre-wrap), http(s) URLs turned into links that pass
// no ranking and no opener. Everything else is rendered as text, never as HTML.
import { Fragment } from 'react';

const URL_PATTERN = /https?:\/\/[^\s<>"']+/gi;
/** Punctuation that ends a sentence rather than the URL. */
const TRAILING = /[.,;:!?)\]}]+$/;

export interface TextPart {
  text: string;
  href?: string;
}

export function splitLinks(text: string): TextPart[] {
  const parts: TextPart[] = [];
  let last = 0;
  for (const match of text.matchAll(URL_PATTERN)) {
    const start = match.index;
    const url = match[0].replace(TRAILING, '');
    if (start > last) parts.push({ text: text.slice(last, start) });
    parts.push({ text: url, href: url });
    last = start + url.length;
  }
  if (last < text.length) parts.push({ text: text.slice(last) });
  return parts;
}

export function CommentText({ text }: { text: string }) {
  return (
    <p className="comment__content">
      {splitLinks(text).map((part, index) =>
        part.href ? (
          <a key={index} href={part.href} rel="nofollow ugc noopener" target="_blank">
            {part.text}
          </a>
        ) : (
          <Fragment key={index}>{part.text}</Fragment>
        ),
      )}
    </p>
  );
}
