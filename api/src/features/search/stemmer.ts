// The index terms FTS5 makes of words, as the index's own tokenizer makes them: words are written to
// a scratch FTS5 table (temporary, on this connection) with the index's tokenizer and read back
// through fts5vocab, many in one go, and kept. So the engine's stems are FTS5's, spelling for
// spelling, without a stemmer of its own.
import { sql, type Kysely } from 'kysely';
import type { Database } from '../../db/types.ts';

/** The index's tokenizer (migration 0002): words are kept as their porter stems. */
export const TOKENIZE = 'porter unicode61 remove_diacritics 2';

export interface Stemmer {
  /** The index terms FTS5 makes of each word (usually one, its stem; none for a word of no letters or digits). */
  termsOf(words: readonly string[]): Promise<string[][]>;
  /** The word's terms if they are kept (no database read). */
  kept(word: string): string[] | undefined;
  /** Runs once before the first use of the connection's temporary tables (fts5vocab of the index included). */
  ready(): Promise<unknown>;
}

/** `kept`: how many spellings' terms are kept at most (words of queries and of the documents' snippets). */
export function createStemmer(db: Kysely<Database>, kept: number): Stemmer {
  // Kept in two generations (a lookup is a plain Map's: snippets look up thousands of words a
  // search): a word found in the older moves to the newer; when the newer is full, the older goes.
  let newer = new Map<string, string[]>();
  let older = new Map<string, string[]>();
  const keep = (word: string, found: string[]): void => {
    if (newer.size >= kept / 2) {
      older = newer;
      newer = new Map();
    }
    newer.set(word, found);
  };
  const keptTerms = (word: string): string[] | undefined => {
    const found = newer.get(word);
    if (found !== undefined) return found;
    const old = older.get(word);
    if (old !== undefined) keep(word, old);
    return old;
  };
  let scratch: Promise<unknown> | null = null;

  // A scratch FTS5 table that tells a word's terms, and the index's terms (fts5vocab, read in term order).
  const ready = (): Promise<unknown> => {
    scratch ??= (async () => {
      await sql`CREATE VIRTUAL TABLE IF NOT EXISTS temp.search_stemmer USING fts5(word, tokenize=${sql.lit(TOKENIZE)})`.execute(db);
      await sql`CREATE VIRTUAL TABLE IF NOT EXISTS temp.search_stemmer_terms USING fts5vocab(temp, search_stemmer, instance)`.execute(db);
      await sql`CREATE VIRTUAL TABLE IF NOT EXISTS temp.search_terms USING fts5vocab(main, search_fts, row)`.execute(db);
    })();
    return scratch;
  };

  /** Writes the words as rows 1…n of the scratch table and reads each row's terms in order. */
  async function read(words: string[]): Promise<string[][]> {
    await ready();
    return db.transaction().execute(async (trx) => {
      await sql`INSERT INTO temp.search_stemmer(rowid, word) SELECT key + 1, value FROM json_each(${JSON.stringify(words)})`.execute(trx);
      const { rows } = await sql<{ term: string; doc: number }>`
        SELECT term, doc FROM temp.search_stemmer_terms ORDER BY doc, offset`.execute(trx);
      await sql`DELETE FROM temp.search_stemmer`.execute(trx);
      const found = words.map((): string[] => []);
      for (const { term, doc } of rows) found[doc - 1]!.push(term);
      return found;
    });
  }

  return {
    ready,
    kept: keptTerms,
    async termsOf(words) {
      const found = new Map<string, string[]>();
      const missing = new Set<string>();
      for (const word of words) {
        const known = keptTerms(word);
        if (known) found.set(word, known);
        else missing.add(word);
      }
      if (missing.size > 0) {
        const fresh = [...missing];
        (await read(fresh)).forEach((termList, i) => {
          found.set(fresh[i]!, termList);
          keep(fresh[i]!, termList);
        });
      }
      return words.map((word) => found.get(word)!);
    },
  };
}
