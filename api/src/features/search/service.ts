// Search answers in the shape of docs/product/content.md#search (results.ts), as JSON text, kept until
// the index changes (answer-cache.ts).
import type { AnswerCache } from './answer-cache.ts';
import type { Gate } from './busy.ts';
import type { SearchOptions } from './engine.ts';
import { searchTerms } from './query.ts';

export const SEARCH_LIMIT = 20;

/** The answer to a query without words. */
const NO_RESULTS = '[]';

export interface SearchServiceDeps {
  /** Runs a search and gives its answer's JSON (results.ts): on SQLite in the search worker, on PostgreSQL through the pool. */
  run: (query: string, options: SearchOptions) => Promise<string>;
  gate: Gate;
  answers: AnswerCache<string>;
}

export function createSearchService({ run, gate, answers }: SearchServiceDeps) {
  return {
    /** The answer's JSON text: an array of SearchResult, best first. */
    async search(q: string): Promise<string> {
      // The answer depends on the query's words only: searches that differ in case, punctuation or
      // operators share one kept answer.
      const words = searchTerms(q).join(' ');
      if (!words) return NO_RESULTS;
      return answers.get(words, () => gate.run(() => run(words, { limit: SEARCH_LIMIT })));
    },
  };
}

export type SearchService = ReturnType<typeof createSearchService>;
