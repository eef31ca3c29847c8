// SQLite FTS5 engine: porter stemming, bm25 with title > description > body, the last word as a
// prefix, ties newest first. All-words first; if nothing matches, any word.
import { sql, type Kysely } from 'kysely';
import type { Database } from '../../db/types.ts';
import { MARK_END, MARK_START, type SearchEngine, type SearchHit, type SearchOptions } from './engine.ts';
import { ftsQuery, hitOf, searchAllWordsThenAny, type DocumentRow } from './query.ts';
import { countedWrites } from './repository.ts';

export const WEIGHTS = { title: 10, description: 4, body: 1 } as const;
/** Candidates ranked per hit returned, so a kind filter and the date tie-break still fill a page. */
const CANDIDATE_FACTOR = 5;

interface Row extends DocumentRow {
  snippet: string | null;
}

export function createSqliteSearchEngine(db: Kysely<Database>): SearchEngine {
  // Ranks in the FTS index alone (bm25 reads no document text), keeps a few pages of candidates, orders
  // them by score then date, and builds snippets for the hits returned only: snippet() re-reads and
  // re-tokenises each body, which over every match of a common word costs tens of milliseconds.
  async function run(match: string, limit: number, kinds: string[] | undefined): Promise<Row[]> {
    const kindFilter = kinds && kinds.length > 0 ? sql`WHERE d.kind IN (${sql.join(kinds)})` : sql``;
    const result = await sql<Row>`
      WITH ranked AS (
        SELECT rowid AS id, bm25(search_fts, ${WEIGHTS.title}, ${WEIGHTS.description}, ${WEIGHTS.body}) AS score
        FROM search_fts WHERE search_fts MATCH ${match}
        ORDER BY score LIMIT ${limit * CANDIDATE_FACTOR}
      ), top AS (
        SELECT ranked.id, ranked.score, d.date FROM ranked JOIN search_documents d ON d.id = ranked.id ${kindFilter}
        ORDER BY ranked.score, d.date DESC, d.id DESC LIMIT ${limit}
      )
      SELECT d.kind, d.ref_id, d.url, d.section, d.title, d.description, d.thumbnail, d.date,
             snippet(search_fts, -1, ${MARK_START}, ${MARK_END}, '…', 24) AS snippet
      FROM search_fts JOIN top ON top.id = search_fts.rowid JOIN search_documents d ON d.id = top.id
      WHERE search_fts MATCH ${match} AND search_fts.rowid IN (SELECT id FROM top)
      ORDER BY top.score, top.date DESC, top.id DESC`.execute(db);
    return result.rows;
  }

  return {
    name: 'sqlite-fts5',
    ...countedWrites(),
    search(query: string, options: SearchOptions = {}): Promise<SearchHit[]> {
      return searchAllWordsThenAny(query, options, {
        rows: (terms, mode, limit, kinds) => run(ftsQuery(terms, mode), limit, kinds),
        // The query is built from quoted words only; should FTS5 still reject one, answer "no results".
        isQueryError: (error) => error instanceof Error && /fts5|syntax error|unterminated/i.test(error.message),
        toHit: (r) => hitOf(r, r.snippet ?? ''),
      });
    },
  };
}
