// Turns any user input into a safe full-text query: words are extracted and quoted by us, so
// quotes, operators (OR, NOT, NEAR, *), parentheses, column filters and SQL-looking text are inert.
import type { Selectable } from 'kysely';
import type { SearchDocumentsTable } from '../../db/types.ts';
import type { SearchHit, SearchOptions } from './engine.ts';
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

/** An FTS5 phrase of one term (quoted), matching the term only or (`prefix`) every term starting with it. */
export function ftsPhrase(term: string, prefix: boolean): string {
  return `"${term.replaceAll('"', '""')}"${prefix ? '*' : ''}`;
}

/** FTS5 phrases, one per term; the last term is a prefix. */
export function ftsPhrases(terms: string[]): string[] {
  return terms.map((term, i) => ftsPhrase(term, i === terms.length - 1));
}

/** FTS5 MATCH expression of the phrases: every one required ('and') or any ('or'). */
export function ftsQuery(phrases: string[], mode: 'and' | 'or'): string {
  return phrases.join(mode === 'and' ? ' ' : ' OR ');
}

export const DEFAULT_LIMIT = 20;
export const MAX_LIMIT = 100;

export interface RankedRows<R> {
  /** The best-ranked rows matching every term ('and') or any term ('or'), at most `limit`. */
  rows(terms: string[], mode: 'and' | 'or', limit: number, kinds: string[] | undefined): Promise<R[]>;
  /** An error of the engine's query language: answered as "no results", never a 500. */
  isQueryError(error: unknown): boolean;
  toHit(row: R): SearchHit;
}

/** The search both engines run: all words first; if nothing matches, any word. */
export async function searchAllWordsThenAny<R>(query: string, options: SearchOptions, engine: RankedRows<R>): Promise<SearchHit[]> {
  const terms = searchTerms(query);
  if (terms.length === 0) return [];
  const limit = Math.min(Math.max(1, options.limit ?? DEFAULT_LIMIT), MAX_LIMIT);
  let rows: R[];
  try {
    rows = await engine.rows(terms, 'and', limit, options.kinds);
    if (rows.length === 0 && terms.length > 1) rows = await engine.rows(terms, 'or', limit, options.kinds);
  } catch (error) {
    if (engine.isQueryError(error)) return [];
    throw error;
  }
  return rows.map((row) => engine.toHit(row));
}

/** A search_documents row as both engines select it. */
export type DocumentRow = Omit<Selectable<SearchDocumentsTable>, 'id' | 'body'>;

export function hitOf(row: DocumentRow, snippet: string): SearchHit {
  return {
    kind: row.kind,
    refId: row.ref_id,
    url: row.url,
    section: row.section,
    title: row.title,
    description: row.description,
    thumbnail: row.thumbnail,
    date: row.date,
    snippet,
  };
}
