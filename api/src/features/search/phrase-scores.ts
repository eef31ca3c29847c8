// Each phrase's bm25 scores over the SQLite index, kept until the index changes. FTS5's bm25 is a
// sum over the query's phrases (each term's weight depends on the documents holding it, not on the
// other terms), so a query's scores are the sums of its phrases' scores; a common word's scores take
// FTS5 tens of milliseconds (it reads the word's positions in every document), and adding kept ones
// takes well under one. Kept as search answers are (answer-cache.ts), sized by their arrays.
import { createAnswerCache, type AnswerCache, type AnswerCacheOptions } from './answer-cache.ts';

/** A phrase's matching documents (FTS rowids) and their bm25 scores (lower is better, as FTS5 gives). */
export interface PhraseScores {
  ids: Int32Array;
  scores: Float64Array;
}

export type PhraseScoreCache = AnswerCache<PhraseScores>;

export function createPhraseScoreCache(options: Omit<AnswerCacheOptions<PhraseScores>, 'sizeOf'>): PhraseScoreCache {
  return createAnswerCache<PhraseScores>({ ...options, sizeOf: (scores) => scores.ids.byteLength + scores.scores.byteLength });
}
