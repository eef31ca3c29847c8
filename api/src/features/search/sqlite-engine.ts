// SQLite FTS5 engine: porter stemming, bm25 with title > description > body, the last word as a
// prefix, ties newest first. All-words first; if nothing matches, any word.
import { sql, type Kysely } from 'kysely';
import { LRUCache } from 'lru-cache';
import type { Database } from '../../db/types.ts';
import { MARK_END, MARK_START, type SearchEngine, type SearchHit, type SearchOptions } from './engine.ts';
import { createPhraseScoreCache, type PhraseScores } from './phrase-scores.ts';
import { ftsPhrase, ftsPhrases, ftsQuery, hitOf, searchAllWordsThenAny, type DocumentRow } from './query.ts';
import { countedWrites } from './repository.ts';
import { documentSnippets, SNIPPET, type PhraseMatcher, type SnippetSource } from './document-snippets.ts';
import { createStemmer } from './stemmer.ts';
import { createCommonTerms } from './common-terms.ts';

export const WEIGHTS = { title: 10, description: 4, body: 1 } as const;
/** Candidates ranked per hit returned, so a kind filter and the date tie-break still fill a page. */
const CANDIDATE_FACTOR = 5;
/** Memory for kept phrase scores (12 bytes per document a phrase matches). */
const PHRASE_SCORE_BYTES = 32 * 1024 * 1024;
/** Spellings whose index terms are kept (the queries' words and the snippets' candidate words). */
const STEMS_KEPT = 20_000;
/** Rowids a phrase is scored over at a time when warming (a few milliseconds each; searches go first in between). */
const WARM_PART_ROWS = 2500;
/** Phrases waiting to be scored when the worker is idle, at most. */
const WANTED_MAX = 1_000;
/**
 * Index terms in at least this share of the documents are scored ahead, before a search asks for
 * them: scoring a term costs in proportion to the documents holding it (~20–30 ms for a word in
 * every one of 10,000), while a rare term costs well under a millisecond when a search asks.
 */
const COMMON_TERM_SHARE = 0.05;
/** Memory for the common terms' scores at most (12 bytes per document each), the most common first. */
const COMMON_TERM_BYTES = 12 * 1024 * 1024;
/** Index terms read per statement while looking for the common ones (each part a few ms at most; searches go first in between). */
const VOCABULARY_PART_TERMS = 8;
/** Hits of the search the warming runs once to compile the search's path (a page's worth, as the API asks for). */
const COMPILING_SEARCH_LIMIT = 20;
/** The highest code point: a string of it sorts after every index term with the same start. */
const LAST_CHARACTER = String.fromCodePoint(0x10ffff);

interface Row extends DocumentRow {
  id: number;
  score: number;
  snippet: string;
}

export interface SqliteSearchEngine extends SearchEngine {
  /**
   * Scores one phrase ahead of its next search (those searches found not kept, then those kept
   * before the index changed, then the index's common terms), a range of documents at a time; stops,
   * keeping nothing, once `isBusy()` says a search waits. Once the common terms are first scored,
   * runs one search of them (compiling the search's path). False when nothing is left.
   */
  warm(isBusy?: () => boolean): Promise<boolean>;
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
  const stemmer = createStemmer(db, STEMS_KEPT);
  const stemsOf = async (word: string): Promise<string[]> => (await stemmer.termsOf([word]))[0]!;
  const commonTerms = createCommonTerms(db, {
    share: COMMON_TERM_SHARE,
    maxBytes: COMMON_TERM_BYTES,
    partTerms: VOCABULARY_PART_TERMS,
    stemmer,
  });

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
   * term with that start afresh for each statement (a millisecond or more).
   * With each phrase, the index term a word matches it by (equal, or starting with it for a prefix);
   * none when a phrase is not one word.
   */
  async function phrasesOf(terms: string[]): Promise<{ phrases: string[]; matchers: PhraseMatcher[] | null }> {
    const phrases = ftsPhrases(terms);
    const matchers: Array<PhraseMatcher | null> = [];
    for (const [i, word] of terms.slice(0, -1).entries()) {
      const term = await termOf(word);
      if (term !== undefined) phrases[i] = ftsPhrase(term, false);
      matchers.push(await matcherOf(term ?? word, false));
    }
    const last = terms[terms.length - 1]!;
    const only = await onlyTermStartingWith(last);
    if (only !== undefined) phrases[phrases.length - 1] = ftsPhrase(only, false);
    matchers.push(only !== undefined ? { term: only, prefix: false } : await matcherOf(last, true));
    return { phrases, matchers: matchers.every((matcher) => matcher !== null) ? (matchers as PhraseMatcher[]) : null };
  }

  /** How a phrase of one word finds words: by that word's index term. */
  async function matcherOf(word: string, prefix: boolean): Promise<PhraseMatcher | null> {
    const stems = await stemsOf(word);
    return stems.length === 1 ? { term: stems[0]!, prefix } : null;
  }

  /** Index terms starting with a stem, kept as phrase scores are (the vocabulary's read costs ~0.3 ms). */
  const startingWith = new LRUCache<string, { version: number; only: string | undefined }>({
    max: STEMS_KEPT,
    ttl: options.ttlMs ?? 60_000,
  });

  /** The single index term that starts with the word's stem and finds itself when searched, if there is one. */
  async function onlyTermStartingWith(word: string): Promise<string | undefined> {
    const [stem, ...more] = await stemsOf(word);
    if (stem === undefined || more.length > 0) return undefined;
    const version = indexVersion();
    const kept = startingWith.get(stem);
    if (kept?.version === version) return kept.only;
    await stemmer.ready();
    const { rows } = await sql<{ term: string }>`
      SELECT term FROM temp.search_terms WHERE term >= ${stem} AND term < ${stem + LAST_CHARACTER} LIMIT 2`.execute(db);
    const candidate = rows.length === 1 ? rows[0]!.term : undefined;
    const only = candidate !== undefined && (await termOf(candidate)) === candidate ? candidate : undefined;
    startingWith.set(stem, { version, only });
    return only;
  }

  /**
   * A phrase's scores over the documents whose rowids are within [from, to] (all by default), read
   * as two JSON arrays (a fraction of the cost of a row per document; the numbers come back
   * exactly). Bounds are bound as INTEGERs: FTS5 takes a REAL bound as none.
   */
  async function scoresWithin(phrase: string, from = 0, to = Number.MAX_SAFE_INTEGER): Promise<PhraseScores> {
    const { rows } = await sql<{ ids: string; scores: string }>`
      SELECT json_group_array(id) AS ids, json_group_array(score) AS scores FROM (
        SELECT rowid AS id, bm25(search_fts, ${WEIGHTS.title}, ${WEIGHTS.description}, ${WEIGHTS.body}) AS score
        FROM search_fts WHERE search_fts MATCH ${phrase} AND rowid BETWEEN CAST(${from} AS INTEGER) AND CAST(${to} AS INTEGER)
        ORDER BY rowid LIMIT -1)`.execute(db);
    return {
      ids: Int32Array.from(JSON.parse(rows[0]!.ids) as number[]),
      scores: Float64Array.from(JSON.parse(rows[0]!.scores) as number[]),
    };
  }

  const scoresOf = (phrase: string): Promise<PhraseScores> => phrases.get(phrase, () => scoresWithin(phrase));

  /**
   * A phrase's scores read a range of rowids at a time, yielding to the event loop between ranges
   * (a search sent meanwhile then starts); null, and nothing kept, once `isBusy()` says a search waits.
   */
  async function scoresInParts(phrase: string, isBusy: () => boolean): Promise<PhraseScores | null> {
    const { rows } = await sql<{ last: number | null }>`SELECT max(id) AS last FROM search_documents`.execute(db);
    const parts: PhraseScores[] = [];
    for (let from = 0; from <= (rows[0]?.last ?? 0); from += WARM_PART_ROWS) {
      await new Promise((resume) => setImmediate(resume));
      if (isBusy()) return null;
      parts.push(await scoresWithin(phrase, from, from + WARM_PART_ROWS - 1));
    }
    const ids = new Int32Array(parts.reduce((total, part) => total + part.ids.length, 0));
    const scores = new Float64Array(ids.length);
    let at = 0;
    for (const part of parts) {
      ids.set(part.ids, at);
      scores.set(part.scores, at);
      at += part.ids.length;
    }
    return { ids, scores };
  }

  /**
   * The `count` best-scored documents matching the phrases (rowid to score). With every phrase's
   * scores kept but one at most, not counting phrases an earlier search asked for, by adding kept
   * scores (the others are scored now and kept); otherwise FTS5 scores them all in one pass (half
   * the cost of scoring them one by one) and the phrases are scored for next time when the worker
   * is idle, or when a search asks for them again before then (a worker kept busy by searches is
   * never idle).
   */
  async function bestCandidates(phraseList: string[], match: string, mode: 'and' | 'or', count: number): Promise<Map<number, number>> {
    const missing = phraseList.filter((phrase) => !phrases.has(phrase));
    if (missing.filter((phrase) => !wanted.has(phrase)).length <= 1) {
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
  // date, and builds snippets for the hits returned only.
  async function run(terms: string[], mode: 'and' | 'or', limit: number, kinds: string[] | undefined): Promise<Row[]> {
    const { phrases: phraseList, matchers } = await phrasesOf(terms);
    const match = ftsQuery(phraseList, mode);
    const best = await bestCandidates(phraseList, match, mode, limit * CANDIDATE_FACTOR);
    if (best.size === 0) return [];
    // Without a kind filter, only candidates scored as well as the limit-th best can be on the page
    // (the others would only be ordered after it): only those are read.
    const filtered = kinds !== undefined && kinds.length > 0;
    const cutoff = filtered ? Infinity : Float64Array.from(best.values()).sort()[Math.min(limit, best.size) - 1]!;
    const ids = [...best].filter(([, score]) => score <= cutoff).map(([id]) => id);
    const kindFilter = filtered ? sql`AND d.kind IN (${sql.join(kinds)})` : sql``;
    const { rows } = await sql<DocumentRow & SnippetSource>`
      SELECT d.id, d.kind, d.ref_id, d.url, d.section, d.title, d.description, d.thumbnail, d.date, d.body, z.sz
      FROM search_documents d LEFT JOIN search_fts_docsize z ON z.id = d.id
      WHERE d.id IN (SELECT value FROM json_each(${JSON.stringify(ids)})) ${kindFilter}`.execute(db);
    const top = rows
      .map((row) => ({ ...row, score: best.get(row.id)! }))
      .sort((a, b) => a.score - b.score || (a.date < b.date ? 1 : a.date > b.date ? -1 : 0) || b.id - a.id)
      .slice(0, limit);
    const snippets = matchers ? await documentSnippets(top, matchers, stemmer) : new Map<number, string>();
    const found: Row[] = [];
    for (const row of top) found.push({ ...row, snippet: snippets.get(row.id) ?? (await fts5Snippet(match, row.id)) });
    return found;
  }

  /**
   * FTS5's own snippet of a document, for what document-snippets.ts leaves out (a phrase of more than
   * one word, a word split otherwise than by FTS5). FTS5 finds the document by rowid without going
   * through every match when given the rowid as an INTEGER (a number bound as REAL would set no
   * bound at all).
   */
  async function fts5Snippet(match: string, id: number): Promise<string> {
    const { rows } = await sql<{ snippet: string | null }>`
      SELECT snippet(search_fts, -1, ${MARK_START}, ${MARK_END}, ${SNIPPET.ellipsis}, ${SNIPPET.tokens}) AS snippet
      FROM search_fts WHERE search_fts MATCH ${match} AND rowid = CAST(${id} AS INTEGER)`.execute(db);
    return rows[0]?.snippet ?? '';
  }

  let warmedFor: number | null = null;
  let compiled = false;
  /** Phrases to score ahead of their next search: those searches found not kept, then those kept before the index changed. */
  const wanted = new Set<string>();
  let stale: string[] = [];

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
    async warm(isBusy = () => false) {
      if (warmedFor !== indexVersion()) {
        warmedFor = indexVersion();
        stale = phrases.stale();
      }
      const at = indexVersion();
      const common = commonTerms.listed(at);
      const phrase = [...wanted, ...stale, ...(common ?? []).map((term) => ftsPhrase(term, false))].find(
        (candidate) => !phrases.has(candidate),
      );
      if (phrase === undefined) {
        wanted.clear();
        stale = [];
        if (common === null) {
          await commonTerms.read(at, isBusy);
          return true;
        }
        if (compiled || common.length === 0) return false;
        // Once, a search of the most common terms: V8 compiles the search's path (ranking, the rows'
        // read, the snippets) here rather than during the first searches (~3× their usual CPU).
        compiled = true;
        await run(common.slice(0, 2), 'and', COMPILING_SEARCH_LIMIT, undefined);
        return true;
      }
      const scores = await scoresInParts(phrase, isBusy);
      if (scores === null) return true;
      wanted.delete(phrase);
      stale = stale.filter((candidate) => candidate !== phrase);
      if (indexVersion() === at && !phrases.has(phrase)) await phrases.get(phrase, () => Promise.resolve(scores));
      return true;
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
  let foundIds = new Int32Array(0);
  let foundScores = new Float64Array(0);
  let scratch = new Float64Array(0);
  return {
    best(lists: PhraseScores[], required: number, count: number): Map<number, number> {
      const size = Math.max(0, ...lists.map((list) => (list.ids.length > 0 ? list.ids[list.ids.length - 1]! + 1 : 0)));
      if (sums.length < size) {
        sums = new Float64Array(size);
        matched = new Uint8Array(size);
        foundIds = new Int32Array(size);
        foundScores = new Float64Array(size);
        scratch = new Float64Array(size);
      }
      // Locals, not the closure's variables, in the loops: V8 then keeps them in registers.
      const [sum, matches, ids_, scores_] = [sums, matched, foundIds, foundScores];
      for (const { ids, scores } of lists) {
        const length = ids.length;
        for (let i = 0; i < length; i += 1) {
          const id = ids[i]!;
          sum[id]! += scores[i]!;
          matches[id]! += 1;
        }
      }
      // Collects each matching document once, in rowid order within each list (the lists are in
      // rowid order); a document matching every phrase is in the shortest list.
      const scanned = required === lists.length ? [lists.reduce((a, b) => (b.ids.length < a.ids.length ? b : a))] : lists;
      let found = 0;
      for (const { ids } of scanned) {
        const length = ids.length;
        for (let i = 0; i < length; i += 1) {
          const id = ids[i]!;
          if (matches[id]! >= required) {
            ids_[found] = id;
            scores_[found] = sum[id]!;
            found += 1;
          }
          matches[id] = 0;
        }
      }
      sums.fill(0, 0, size);
      matched.fill(0, 0, size);
      const best = new Map<number, number>();
      let cutoff = Infinity;
      if (found > count) {
        scratch.set(scores_.subarray(0, found));
        cutoff = kthSmallest(scratch, found, count - 1);
      }
      for (let i = 0; i < found; i += 1) if (scores_[i]! < cutoff) best.set(ids_[i]!, scores_[i]!);
      for (let i = 0; i < found && best.size < count; i += 1) if (scores_[i] === cutoff) best.set(ids_[i]!, scores_[i]!);
      return best;
    },
  };
}

/** The k-th smallest (0-based) of the first n values (which it reorders): Hoare's selection. */
function kthSmallest(values: Float64Array, n: number, k: number): number {
  let low = 0;
  let high = n - 1;
  while (low < high) {
    const pivot = values[(low + high) >> 1]!;
    let i = low;
    let j = high;
    while (i <= j) {
      while (values[i]! < pivot) i += 1;
      while (values[j]! > pivot) j -= 1;
      if (i <= j) {
        const swap = values[i]!;
        values[i] = values[j]!;
        values[j] = swap;
        i += 1;
        j -= 1;
      }
    }
    if (k <= j) high = j;
    else if (k >= i) low = i;
    else return values[k]!;
  }
  return values[k]!;
}
