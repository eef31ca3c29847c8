// Search hits as the API answers them (docs/product/content.md#search): with section and a highlighted
// snippet, one result per URL, as JSON text. Built where the search ran (on SQLite in the search
// worker), so the server's main thread receives one string, keeps it and sends it as it is.
import type { SearchResult } from 'contracts';
import { escapeHtml } from '../../lib/html.ts';
import { MARK_END, MARK_START, type SearchHit } from './engine.ts';

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

export function toResults(found: SearchHit[]): SearchResult[] {
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

/** The answer's JSON text: the results of the hits, best first. */
export function answerJson(found: SearchHit[]): string {
  return JSON.stringify(toResults(found));
}
