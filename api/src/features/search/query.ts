// Turns any user input into a safe full-text query: words are extracted and quoted by us, so
// quotes, operators (OR, NOT, NEAR, *), parentheses, column filters and SQL-looking text are inert.
export const MAX_TERMS = 12;
export const MAX_TERM_LENGTH = 64;

export function searchTerms(input: string): string[] {
  const words =
    input
      .normalize('NFKC')
      .toLowerCase()
      .match(/[\p{L}\p{N}]+/gu) ?? [];
  return words.slice(0, MAX_TERMS).map((w) => w.slice(0, MAX_TERM_LENGTH));
}

/** FTS5 MATCH expression: every term required ('and') or any ('or'); the last term is a prefix. */
export function ftsQuery(terms: string[], mode: 'and' | 'or'): string {
  const quoted = terms.map((term, i) => `"${term.replaceAll('"', '""')}"${i === terms.length - 1 ? '*' : ''}`);
  return quoted.join(mode === 'and' ? ' ' : ' OR ');
}
