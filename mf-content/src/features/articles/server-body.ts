// An article's body as the server rendered it (decision 0046). The page state leaves the body HTML
// out (the markup has it), so while the article hydrates its body parts are read from the page:
// each part hydrates with the very HTML it holds, and React never renders the body again.

/** The attribute of the body's element (its value is the article's id) and the one of each part. */
export const BODY_ATTRIBUTE = 'data-article-body';
export const PART_ATTRIBUTE = 'data-body-part';

/** The HTML of each part of the article's body in the page, or null when the page has none. */
export function serverBodyParts(articleId: number): string[] | null {
  if (typeof document === 'undefined') return null;
  const body = document.querySelector(`[${BODY_ATTRIBUTE}="${String(articleId)}"]`);
  if (!body) return null;
  return [...body.children].filter((child) => child.hasAttribute(PART_ATTRIBUTE)).map((part) => part.innerHTML);
}
