// Each phrase's bm25 scores over the SQLite index, kept until the index changes. FTS5's bm25 is a
// sum over the query's phrases (each term's weight depends on the documents holding it, not on the
// other terms), so a query's scores are the sums of its phrases' scores; a common word's scores take
// FTS5 tens of milliseconds (it reads the word's positions in every document), and adding kept ones
// takes well under one. Kept while the index version holds and for at most `ttlMs` (how late another
// instance's write may show), within `maxBytes`, least recently used dropped first.
import { LRUCache } from 'lru-cache';

/** A phrase's matching documents (FTS rowids) and their bm25 scores (lower is better, as FTS5 gives). */
export interface PhraseScores {
  ids: Int32Array;
  scores: Float64Array;
}

interface Kept {
  version: number;
  scores: PhraseScores;
}

export interface PhraseScoreCache {
  /** The phrase's kept scores, or `load()`'s (then kept). */
  get(phrase: string, load: () => Promise<PhraseScores>): Promise<PhraseScores>;
  /** Phrases to load before they are asked for: after the index changed, the ones kept before it did. */
  stale(): string[];
  /** True while the phrase's current scores are kept. */
  has(phrase: string): boolean;
}

export function createPhraseScoreCache({
  maxBytes,
  ttlMs,
  version,
}: {
  maxBytes: number;
  ttlMs: number;
  version: () => number;
}): PhraseScoreCache {
  const kept = new LRUCache<string, Kept>({
    maxSize: maxBytes,
    sizeCalculation: (value, key) => key.length + value.scores.ids.byteLength + value.scores.scores.byteLength,
    ttl: ttlMs,
  });
  const current = (phrase: string): PhraseScores | undefined => {
    const found = kept.get(phrase);
    return found?.version === version() ? found.scores : undefined;
  };
  return {
    async get(phrase, load) {
      const found = current(phrase);
      if (found) return found;
      const at = version();
      const scores = await load();
      if (version() === at) kept.set(phrase, { version: at, scores });
      return scores;
    },
    stale() {
      const at = version();
      return [...kept.entries()].filter(([, value]) => value.version !== at).map(([phrase]) => phrase);
    },
    has: (phrase) => current(phrase) !== undefined,
  };
}
