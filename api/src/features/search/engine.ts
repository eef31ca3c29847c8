// The search module's contract. Documents of any kind (articles now, workflows later) live in one
// index, each with its kind, the id in its own table and the site URL a result links to. Engines:
// SQLite FTS5 (sqlite-engine.ts) and PostgreSQL tsvector (postgres-engine.ts).
import type { Kysely } from 'kysely';
import type { Database } from '../../db/types.ts';

export interface SearchDocument {
  kind: string;
  refId: number;
  /** Site path, e.g. /blog/stable-diffusion. */
  url: string;
  section: string;
  title: string;
  description: string;
  /** Plain text (no HTML). */
  body: string;
  /** Site path or absolute URL of a thumbnail. */
  thumbnail: string | null;
  /** YYYY-MM-DD (or ISO): ties in relevance are broken newest first. */
  date: string;
}

/** A result: the document without its body, with a snippet of it. */
export type SearchHit = Omit<SearchDocument, 'body'> & {
  /** Plain text with the matched terms between MARK_START and MARK_END. */
  snippet: string;
};

export const MARK_START = '\u0001';
export const MARK_END = '\u0002';

export interface SearchOptions {
  limit?: number;
  kinds?: string[];
}

/** Anything that can run queries: the database or a transaction. */
export type Executor = Kysely<Database>;

export interface SearchEngine {
  readonly name: string;
  /** Adds or replaces the document (kind, refId). */
  upsert(executor: Executor, document: SearchDocument): Promise<void>;
  remove(executor: Executor, kind: string, refId: number): Promise<void>;
  /** Best match first; never throws on user input (an unusable query gives []). */
  search(query: string, options?: SearchOptions): Promise<SearchHit[]>;
  /** Changes with every write this instance makes to the index (answers kept from before are stale). */
  version(): number;
}
