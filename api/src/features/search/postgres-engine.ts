// PostgreSQL engine: the generated `search_vector` column (English stemming; title A > description B
// > body C, see migration 0002) and its GIN index. The words of the query (extracted as for SQLite,
// so operators, quotes and SQL-looking text are inert) go through websearch_to_tsquery, the last word
// through to_tsquery as a prefix; ranked by ts_rank with those weights, ties newest first. All words
// first; if nothing matches, any word. Snippets come from ts_headline over the body, else the
// description, else the title (the first that holds a query word), with the same markers as SQLite.
import { sql, type Kysely, type RawBuilder } from 'kysely';
import type { Database } from '../../db/types.ts';
import { SearchBusyError } from './busy.ts';
import { MARK_END, MARK_START, type SearchEngine, type SearchHit, type SearchOptions } from './engine.ts';
import { hitOf, searchAllWordsThenAny, type DocumentRow } from './query.ts';
import { countedWrites } from './repository.ts';

export const TEXT_SEARCH_CONFIG = 'english';
/** ts_rank weights in the order {D, C, B, A}: body (C) 0.1, description (B) 0.4, title (A) 1, as 1 : 4 : 10 on SQLite. */
export const RANK_WEIGHTS = '{0.05, 0.1, 0.4, 1.0}';
const HEADLINE_OPTIONS = `StartSel="${MARK_START}", StopSel="${MARK_END}", MaxWords=24, MinWords=12, ShortWord=2`;
const ELLIPSIS = '…';
/** Milliseconds one search statement may run. */
export const SEARCH_STATEMENT_TIMEOUT_MS = 2000;
/** SQLSTATE of a statement stopped by its time-out. */
const QUERY_CANCELED = '57014';
/** SQLSTATEs a text-search query can still raise (syntax, too long): answered as "no results". */
const QUERY_ERRORS = new Set(['42601', '54000']);

interface Row extends DocumentRow {
  headline: string | null;
  /** 1-based position of the headline's text in its column (0 when not found verbatim). */
  headline_at: number;
  source_length: number;
}

/** The tsquery: the words before the last through websearch_to_tsquery, the last one as a prefix. */
export function tsQuery(terms: string[], mode: 'and' | 'or'): RawBuilder<unknown> {
  const last = terms.at(-1) ?? '';
  const rest = terms.slice(0, -1).join(mode === 'and' ? ' ' : ' or ');
  const prefix = sql`to_tsquery(${TEXT_SEARCH_CONFIG}::regconfig, ${`'${last}':*`})`;
  if (!rest) return prefix;
  const words = sql`websearch_to_tsquery(${TEXT_SEARCH_CONFIG}::regconfig, ${rest})`;
  return mode === 'and' ? sql`(${words} && ${prefix})` : sql`(${words} || ${prefix})`;
}

function withEllipses(row: Row): string {
  const headline = row.headline ?? '';
  if (!headline || row.headline_at === 0) return headline;
  const plainLength = headline.replaceAll(MARK_START, '').replaceAll(MARK_END, '').length;
  const before = row.headline_at > 1 ? ELLIPSIS : '';
  const after = row.headline_at - 1 + plainLength < row.source_length ? ELLIPSIS : '';
  return `${before}${headline}${after}`;
}

/** `statementTimeoutMs`: how long one search statement may run (SEARCH_STATEMENT_TIMEOUT_MS by default). */
export function createPostgresSearchEngine(db: Kysely<Database>, statementTimeoutMs = SEARCH_STATEMENT_TIMEOUT_MS): SearchEngine {
  async function run(terms: string[], mode: 'and' | 'or', limit: number, kinds: string[] | undefined): Promise<Row[]> {
    const query = tsQuery(terms, mode);
    const anyWord = tsQuery(terms, 'or');
    const kindFilter = kinds && kinds.length > 0 ? sql`AND d.kind IN (${sql.join(kinds)})` : sql``;
    // The tsquery expressions stay inline (not in a shared CTE) so the planner can use the GIN index.
    const select = (trx: Kysely<Database>) =>
      sql<Row>`
      WITH top AS (
        SELECT d.id, ts_rank(${RANK_WEIGHTS}::float4[], d.search_vector, ${query}) AS score
        FROM search_documents d
        WHERE d.search_vector @@ ${query} ${kindFilter}
        ORDER BY score DESC, d.date DESC, d.id DESC
        LIMIT ${limit}
      )
      SELECT d.kind, d.ref_id, d.url, d.section, d.title, d.description, d.thumbnail, d.date,
             h.headline, strpos(c.source, translate(h.headline, ${MARK_START + MARK_END}, '')) AS headline_at,
             length(c.source) AS source_length
      FROM top JOIN search_documents d ON d.id = top.id
      CROSS JOIN LATERAL (SELECT CASE
        WHEN ts_filter(d.search_vector, '{c}') @@ ${anyWord} THEN d.body
        WHEN ts_filter(d.search_vector, '{b}') @@ ${anyWord} THEN d.description
        ELSE d.title END AS source) c
      CROSS JOIN LATERAL (SELECT ts_headline(${TEXT_SEARCH_CONFIG}::regconfig, c.source, ${query}, ${HEADLINE_OPTIONS}) AS headline) h
      ORDER BY top.score DESC, d.date DESC, d.id DESC`.execute(trx);
    // One search may not hold a connection for long: past its statement time-out it is refused (busy).
    try {
      const result = await db.transaction().execute(async (trx) => {
        await sql`SET LOCAL statement_timeout = ${sql.lit(statementTimeoutMs)}`.execute(trx);
        return select(trx);
      });
      return result.rows;
    } catch (error) {
      if ((error as { code?: unknown }).code === QUERY_CANCELED) throw new SearchBusyError();
      throw error;
    }
  }

  return {
    name: 'postgres-tsvector',
    ...countedWrites(),
    search(query: string, options: SearchOptions = {}): Promise<SearchHit[]> {
      return searchAllWordsThenAny(query, options, {
        rows: run,
        // The query is built from plain words only; should PostgreSQL still reject one, answer "no results".
        isQueryError: (error) => {
          const code = (error as { code?: unknown }).code;
          return typeof code === 'string' && QUERY_ERRORS.has(code);
        },
        toHit: (r) => hitOf(r, withEllipses(r)),
      });
    },
  };
}
