// Splits an article's HTML at its h2 headings, so in-article ads can sit between sections.
export function splitAtSections(html: string): string[] {
  return html.split(/(?=<h2[\s>])/).filter((part) => part.trim() !== '');
}

/** The in-article slots (docs/product/ads.md#slots: ad1–ad4) go after the first four sections that have a next one. */
export const IN_ARTICLE_SLOTS = ['ad1', 'ad2', 'ad3', 'ad4'] as const;
