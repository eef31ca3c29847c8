// SQLite FTS5 engine: porter stemming, bm25 with title > description > body, the last word as a
// prefix, ties newest first. All-words first; if nothing matches, any word.
import { sql, type Kysely } from 'kysely';
import type { Database } from '../../db/types.ts';
import { MARK_END, MARK_START, type SearchEngine, type SearchHit, type SearchOptions } from './engine.ts';
import { ftsQuery, searchTerms } from './query.ts';
import { removeDocument, upsertDocument } from './repository.ts';

export const WEIGHTS = { title: 10, description: 4, body: 1 } as const;
export const DEFAULT_LIMIT = 20;

interface Row {
  kind: string;
  ref_id: number;
  url: string;
  section: string;
  title: string;
  description: string;
  thumbnail: string | null;
  date: string;
  snippet: string | null;
}

export function createSqliteSearchEngine(db: Kysely<Database>): SearchEngine {
  async function run(match: string, limit: number, kinds: string[] | undefined): Promise<Row[]> {
    const kindFilter = kinds && kinds.length > 0 ? sql`AND d.kind IN (${sql.join(kinds)})` : sql``;
    const result = await sql<Row>`
      SELECT d.kind, d.ref_id, d.url, d.section, d.title, d.description, d.thumbnail, d.date,
             snippet(search_fts, -1, ${MARK_START}, ${MARK_END}, '…', 24) AS snippet
      FROM search_fts JOIN search_documents d ON d.id = search_fts.rowid
      WHERE search_fts MATCH ${match} ${kindFilter}
      ORDER BY bm25(search_fts, ${WEIGHTS.title}, ${WEIGHTS.description}, ${WEIGHTS.body}), d.date DESC, d.id DESC
      LIMIT ${limit}`.execute(db);
    return result.rows;
  }

  return {
    name: 'sqlite-fts5',
    upsert: upsertDocument,
    remove: removeDocument,
    async search(query: string, options: SearchOptions = {}): Promise<SearchHit[]> {
      const terms = searchTerms(query);
      if (terms.length === 0) return [];
      const limit = Math.min(Math.max(1, options.limit ?? DEFAULT_LIMIT), 100);
      let rows: Row[];
      try {
        rows = await run(ftsQuery(terms, 'and'), limit, options.kinds);
        if (rows.length === 0 && terms.length > 1) rows = await run(ftsQuery(terms, 'or'), limit, options.kinds);
      } catch (error) {
        // The query is built from quoted words only; should FTS5 still reject one, answer "no results".
        if (error instanceof Error && /fts5|syntax error|unterminated/i.test(error.message)) return [];
        throw error;
      }
      return rows.map((r) => ({
        kind: r.kind,
        refId: r.ref_id,
        url: r.url,
        section: r.section,
        title: r.title,
        description: r.description,
        thumbnail: r.thumbnail,
        date: r.date,
        snippet: r.snippet ?? '',
      }));
    },
  };
}
