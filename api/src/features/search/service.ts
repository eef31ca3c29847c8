// Search answers in the shape of docs/product/content.md#search (with section and a highlighted snippet),
// kept until the index changes (answer-cache.ts).
import type { SearchResult } from 'contracts';
import { escapeHtml } from '../../lib/html.ts';
import type { AnswerCache } from './answer-cache.ts';
import type { Gate } from './busy.ts';
import { MARK_END, MARK_START, type SearchHit, type SearchOptions } from './engine.ts';
import { searchTerms } from './query.ts';

export const SEARCH_LIMIT = 20;

/** HTML-escapes the snippet and turns the engine's markers into <mark> elements. */
export function highlight(snippet: string): string {
  let open = false;
  let out = '';
  // eslint-disable-next-line no-control-regex -- \u0001 and \u0002 are the snippet's match markers
  for (const part of snippet.split(/([\u0001\u0002])/)) {
    if (part === MARK_START) {
      if (!open) out += '<mark>';
      open = true;
    } else if (part === MARK_END) {
      if (open) out += '</mark>';
      open = false;
    } else out += escapeHtml(part);
  }
  return open ? `${out}</mark>` : out;
}

export interface SearchServiceDeps {
  /** Runs a search (on SQLite in the search worker, on PostgreSQL through the pool). */
  run: (query: string, options: SearchOptions) => Promise<SearchHit[]>;
  gate: Gate;
  answers: AnswerCache<SearchResult[]>;
}

export function createSearchService({ run, gate, answers }: SearchServiceDeps) {
  return {
    async search(q: string): Promise<SearchResult[]> {
      // The answer depends on the query's words only: searches that differ in case, punctuation or
      // operators share one kept answer.
      const words = searchTerms(q).join(' ');
      if (!words) return [];
      return answers.get(words, () => gate.run(() => run(words, { limit: SEARCH_LIMIT })).then(toResults));
    },
  };
}

function toResults(found: SearchHit[]): SearchResult[] {
  // A workflow with a write-up is indexed twice (the workflow and its article) under one URL: the
  // reader gets the better-ranked of the two.
  const seen = new Set<string>();
  return found
    .filter((hit) => !seen.has(hit.url) && seen.add(hit.url))
    .map((hit) => ({
      id: hit.refId,
      title: hit.title,
      description: hit.description,
      thumbnail_url: hit.thumbnail,
      blog_url: hit.url,
      section: hit.section,
      snippet: highlight(hit.snippet),
    }));
}

export type SearchService = ReturnType<typeof createSearchService>;
