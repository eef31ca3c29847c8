// SQLite FTS5 engine: porter stemming, bm25 with title > description > body, the last word as a
// prefix, ties newest first. All-words first; if nothing matches, any word.
import { sql, type Kysely } from 'kysely';
import { LRUCache } from 'lru-cache';
import type { Database } from '../../db/types.ts';
import { MARK_END, MARK_START, type SearchEngine, type SearchHit, type SearchOptions } from './engine.ts';
import { createPhraseScoreCache, type PhraseScores } from './phrase-scores.ts';
import { ftsPhrase, ftsPhrases, ftsQuery, hitOf, searchAllWordsThenAny, type DocumentRow } from './query.ts';
import { countedWrites } from './repository.ts';

export const WEIGHTS = { title: 10, description: 4, body: 1 } as const;
/** Candidates ranked per hit returned, so a kind filter and the date tie-break still fill a page. */
const CANDIDATE_FACTOR = 5;
/** Memory for kept phrase scores (12 bytes per document a phrase matches). */
const PHRASE_SCORE_BYTES = 32 * 1024 * 1024;
/** The index's tokenizer (migration 0002): words are kept as their porter stems. */
const TOKENIZE = 'porter unicode61 remove_diacritics 2';
/** Words whose stems are kept. */
const STEMS_KEPT = 10_000;
/** Words scored ahead of need after the index changes: the most common (the slowest to score), at most this many… */
const WARM_TERMS = 100;
/** …of those found in at least this share of the documents (a rarer word scores in a few milliseconds). */
const WARM_SHARE = 0.05;
/** Phrases waiting to be scored when the worker is idle, at most. */
const WANTED_MAX = 1_000;
/** The highest code point: a string of it sorts after every index term with the same start. */
const LAST_CHARACTER = String.fromCodePoint(0x10ffff);

interface Row extends DocumentRow {
  id: number;
  score: number;
  snippet: string;
}

export interface SqliteSearchEngine extends SearchEngine {
  /**
   * Scores one phrase ahead of its next search (those searches found not kept, those kept before the
   * index changed, then the most common words); false when none is left.
   */
  warm(): Promise<boolean>;
}

export interface SqliteSearchOptions {
  /** The index version kept scores belong to: by default this engine's own writes (the search worker is given the server's). */
  indexVersion?: () => number;
  /** How long kept scores are used at most (how late another instance's write may show). */
  ttlMs?: number;
}

export function createSqliteSearchEngine(db: Kysely<Database>, options: SqliteSearchOptions = {}): SqliteSearchEngine {
  const writes = countedWrites();
  const indexVersion = options.indexVersion ?? writes.version;
  const phrases = createPhraseScoreCache({ maxBytes: PHRASE_SCORE_BYTES, ttlMs: options.ttlMs ?? 60_000, version: indexVersion });
  const ranking = createRanking();
  const stems = new LRUCache<string, string[]>({ max: STEMS_KEPT });
  let scratch: Promise<unknown> | null = null;

  // Temporary tables of this connection: a scratch FTS5 table that tells a word's stem, and the
  // index's terms (fts5vocab, read in term order).
  function scratchTables(): Promise<unknown> {
    scratch ??= (async () => {
      await sql`CREATE VIRTUAL TABLE IF NOT EXISTS temp.search_stemmer USING fts5(word, tokenize=${sql.lit(TOKENIZE)})`.execute(db);
      await sql`CREATE VIRTUAL TABLE IF NOT EXISTS temp.search_stemmer_terms USING fts5vocab(temp, search_stemmer, instance)`.execute(db);
      await sql`CREATE VIRTUAL TABLE IF NOT EXISTS temp.search_terms USING fts5vocab(main, search_fts, row)`.execute(db);
    })();
    return scratch;
  }

  /** The index terms FTS5 makes of `word` (usually one: its stem). */
  async function stemsOf(word: string): Promise<string[]> {
    const kept = stems.get(word);
    if (kept) return kept;
    await scratchTables();
    const found = await db.transaction().execute(async (trx) => {
      await sql`INSERT INTO temp.search_stemmer(rowid, word) VALUES (1, ${word})`.execute(trx);
      const { rows } = await sql<{ term: string }>`SELECT term FROM temp.search_stemmer_terms ORDER BY offset`.execute(trx);
      await sql`DELETE FROM temp.search_stemmer`.execute(trx);
      return rows.map((row) => row.term);
    });
    stems.set(word, found);
    return found;
  }

  /** The index term `word` is kept as, if searching for that term finds it (porter stems some stems further). */
  async function termOf(word: string): Promise<string | undefined> {
    const [stem, ...more] = await stemsOf(word);
    if (stem === undefined || more.length > 0) return undefined;
    return stem === word || (await stemsOf(stem)).join(' ') === stem ? stem : undefined;
  }

  /**
   * The phrases of the query's terms, each written as the index term it matches where there is one
   * ("installing" as "instal"): the same words in the same places, and one kept score for every
   * spelling. The last term is a prefix; when the index holds a single term that starts with its
   * stem, it is searched as that term: FTS5 then reads one list instead of merging the list of every
   * term with that start afresh for each statement (a millisecond or more, with one per snippet).
   */
  async function phrasesOf(terms: string[]): Promise<string[]> {
    const phrases = ftsPhrases(terms);
    for (const [i, word] of terms.slice(0, -1).entries()) {
      const term = await termOf(word);
      if (term !== undefined) phrases[i] = ftsPhrase(term, false);
    }
    const [stem, ...more] = await stemsOf(terms[terms.length - 1]!);
    if (stem === undefined || more.length > 0) return phrases;
    const { rows } = await sql<{ term: string }>`
      SELECT term FROM temp.search_terms WHERE term >= ${stem} AND term < ${stem + LAST_CHARACTER} LIMIT 2`.execute(db);
    const only = rows.length === 1 ? rows[0]!.term : undefined;
    if (only !== undefined && (await termOf(only)) === only) phrases[phrases.length - 1] = ftsPhrase(only, false);
    return phrases;
  }

  /** The most common index terms as phrases (those that find themselves when searched). */
  async function commonPhrases(): Promise<string[]> {
    await scratchTables();
    const { rows } = await sql<{ term: string }>`
      SELECT term FROM temp.search_terms WHERE doc >= (SELECT count(*) FROM search_documents) * ${WARM_SHARE}
      ORDER BY doc DESC LIMIT ${WARM_TERMS}`.execute(db);
    const found: string[] = [];
    for (const { term } of rows) if ((await termOf(term)) === term) found.push(ftsPhrase(term, false));
    return found;
  }

  async function scoresOf(phrase: string): Promise<PhraseScores> {
    return phrases.get(phrase, async () => {
      const { rows } = await sql<{ id: number; score: number }>`
        SELECT rowid AS id, bm25(search_fts, ${WEIGHTS.title}, ${WEIGHTS.description}, ${WEIGHTS.body}) AS score
        FROM search_fts WHERE search_fts MATCH ${phrase}`.execute(db);
      const scores = { ids: new Int32Array(rows.length), scores: new Float64Array(rows.length) };
      rows.forEach((row, i) => {
        scores.ids[i] = row.id;
        scores.scores[i] = row.score;
      });
      return scores;
    });
  }

  /**
   * The `count` best-scored documents matching the phrases (rowid to score). With every phrase's
   * scores kept but one at most, by adding kept scores; otherwise FTS5 scores them all in one pass
   * (as fast as scoring them one by one) and the phrases are scored for next time when the worker
   * is idle.
   */
  async function bestCandidates(phraseList: string[], match: string, mode: 'and' | 'or', count: number): Promise<Map<number, number>> {
    const missing = phraseList.filter((phrase) => !phrases.has(phrase));
    if (missing.length <= 1) {
      const lists: PhraseScores[] = [];
      for (const phrase of phraseList) lists.push(await scoresOf(phrase));
      return ranking.best(lists, mode === 'and' ? lists.length : 1, count);
    }
    for (const phrase of missing) if (wanted.size < WANTED_MAX) wanted.add(phrase);
    const { rows } = await sql<{ id: number; score: number }>`
      SELECT rowid AS id, bm25(search_fts, ${WEIGHTS.title}, ${WEIGHTS.description}, ${WEIGHTS.body}) AS score
      FROM search_fts WHERE search_fts MATCH ${match} ORDER BY score LIMIT ${count}`.execute(db);
    return new Map(rows.map((row) => [row.id, row.score]));
  }

  // Ranks by the phrases' kept scores, keeps a few pages of candidates, orders them by score then
  // date, and builds snippets for the hits returned only, one document at a time (FTS5 finds a
  // document by rowid without going through every match, given the rowid as an INTEGER: a number
  // bound as REAL would set no bound at all).
  async function run(terms: string[], mode: 'and' | 'or', limit: number, kinds: string[] | undefined): Promise<Row[]> {
    const phraseList = await phrasesOf(terms);
    const match = ftsQuery(phraseList, mode);
    const best = await bestCandidates(phraseList, match, mode, limit * CANDIDATE_FACTOR);
    if (best.size === 0) return [];
    const kindFilter = kinds && kinds.length > 0 ? sql`AND kind IN (${sql.join(kinds)})` : sql``;
    const { rows } = await sql<DocumentRow & { id: number }>`
      SELECT id, kind, ref_id, url, section, title, description, thumbnail, date FROM search_documents
      WHERE id IN (SELECT value FROM json_each(${JSON.stringify([...best.keys()])})) ${kindFilter}`.execute(db);
    const top = rows
      .map((row) => ({ ...row, score: best.get(row.id)! }))
      .sort((a, b) => a.score - b.score || (a.date < b.date ? 1 : a.date > b.date ? -1 : 0) || b.id - a.id)
      .slice(0, limit);
    const found: Row[] = [];
    for (const row of top) {
      const { rows: snippets } = await sql<{ snippet: string | null }>`
        SELECT snippet(search_fts, -1, ${MARK_START}, ${MARK_END}, '…', 24) AS snippet
        FROM search_fts WHERE search_fts MATCH ${match} AND rowid = CAST(${row.id} AS INTEGER)`.execute(db);
      found.push({ ...row, snippet: snippets[0]?.snippet ?? '' });
    }
    return found;
  }

  let warmedFor: number | null = null;
  let toWarm: string[] = [];
  /** Phrases of searches that found their scores not kept, scored first when warming. */
  const wanted = new Set<string>();

  return {
    name: 'sqlite-fts5',
    ...writes,
    search(query: string, options: SearchOptions = {}): Promise<SearchHit[]> {
      return searchAllWordsThenAny(query, options, {
        rows: run,
        // The query is built from quoted words only; should FTS5 still reject one, answer "no results".
        isQueryError: (error) => error instanceof Error && /fts5|syntax error|unterminated/i.test(error.message),
        toHit: (r) => hitOf(r, r.snippet),
      });
    },
    async warm() {
      if (warmedFor !== indexVersion()) {
        warmedFor = indexVersion();
        toWarm = [...phrases.stale(), ...(await commonPhrases())];
      }
      for (const phrase of wanted) {
        wanted.delete(phrase);
        if (phrases.has(phrase)) continue;
        await scoresOf(phrase);
        return true;
      }
      for (let phrase = toWarm.shift(); phrase !== undefined; phrase = toWarm.shift()) {
        if (phrases.has(phrase)) continue;
        await scoresOf(phrase);
        return toWarm.length > 0;
      }
      return false;
    },
  };
}

/**
 * Sums phrases' scores per document (in arrays indexed by rowid, reused between searches) and picks
 * the `count` best documents that match `required` of the phrases: a map of rowid to score.
 */
function createRanking() {
  let sums = new Float64Array(0);
  let matched = new Uint8Array(0);
  return {
    best(lists: PhraseScores[], required: number, count: number): Map<number, number> {
      const size = Math.max(0, ...lists.map((list) => (list.ids.length > 0 ? list.ids[list.ids.length - 1]! + 1 : 0)));
      if (sums.length < size) {
        sums = new Float64Array(size);
        matched = new Uint8Array(size);
      }
      for (const { ids, scores } of lists) {
        for (let i = 0; i < ids.length; i += 1) {
          sums[ids[i]!]! += scores[i]!;
          matched[ids[i]!]! += 1;
        }
      }
      // Collects each matching document once and clears the arrays for the next search.
      const ids: number[] = [];
      const scores: number[] = [];
      for (const list of lists) {
        for (const id of list.ids) {
          if (matched[id] === 0) continue;
          if (matched[id]! >= required) {
            ids.push(id);
            scores.push(sums[id]!);
          }
          matched[id] = 0;
          sums[id] = 0;
        }
      }
      const best = new Map<number, number>();
      const cutoff = ids.length > count ? Float64Array.from(scores).sort()[count - 1]! : Infinity;
      for (let i = 0; i < ids.length; i += 1) if (scores[i]! < cutoff) best.set(ids[i]!, scores[i]!);
      for (let i = 0; i < ids.length && best.size < count; i += 1) if (scores[i] === cutoff) best.set(ids[i]!, scores[i]!);
      return best;
    },
  };
}
