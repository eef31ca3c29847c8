// The snippets of a page of SQLite results, built from the documents' text (snippet.ts) rather than
// by FTS5's snippet(), which tokenises each document again inside SQLite. A word matches a phrase
// of the query by its index term, as FTS5 stems it (stemmer.ts). A document this cannot answer as
// FTS5 would is left out, for FTS5 to make its snippet: one whose words, as split here, are not as
// many as the index counted (its docsize row), or one holding a word that is not one index term.
import { MARK_END, MARK_START } from './engine.ts';
import { snippetOf, wordsOf, type Match, type Words } from './snippet.ts';
import type { Stemmer } from './stemmer.ts';

/** Words in a snippet at most; its ellipsis and markers. */
export const SNIPPET = { tokens: 24, ellipsis: '…', open: MARK_START, close: MARK_END } as const;

/** How a phrase of one word finds a document's words: by their index term, equal or (a prefix) starting with it. */
export interface PhraseMatcher {
  term: string;
  prefix: boolean;
}

/** A document as read for its snippet: its columns' text and its docsize row (one varint per column). */
export interface SnippetSource {
  id: number;
  title: string;
  description: string;
  body: string;
  sz: Uint8Array | null;
}

interface Prepared {
  id: number;
  texts: string[];
  words: Words[];
}

/** The snippets of the documents it can answer, by id. */
export async function documentSnippets(
  documents: readonly SnippetSource[],
  matchers: PhraseMatcher[],
  stemmer: Stemmer,
): Promise<Map<number, string>> {
  // Porter changes a word's ending only, never its first letter, and never makes it longer: a word
  // can match a phrase only if it starts with the first letter of the phrase's term and is at
  // least as long. Per first letter (ASCII; any other is looked up), the shortest such term.
  const shortest = new Uint8Array(128);
  for (const { term } of matchers) {
    const first = term.charCodeAt(0);
    if (first < 128) shortest[first] = shortest[first] === 0 ? Math.min(255, term.length) : Math.min(shortest[first]!, term.length);
  }
  const unknown = new Set<string>();

  /** The document's matches in order (column, position, phrase); null when a word is not one index term, or its terms are not kept. */
  const matchesOf = ({ texts, words }: Prepared): Match[] | null => {
    const matches: Match[] = [];
    let complete = true;
    for (let column = 0; column < texts.length; column += 1) {
      const text = texts[column]!;
      const { starts, ends } = words[column]!;
      for (let position = 0; position < starts.length; position += 1) {
        const start = starts[position]!;
        const first = text.charCodeAt(start);
        const lower = first >= 65 && first <= 90 ? first + 32 : first;
        if (lower < 128 && (shortest[lower] === 0 || ends[position]! - start < shortest[lower]!)) continue;
        const word = text.slice(start, ends[position]);
        const terms = stemmer.kept(word);
        if (terms === undefined) {
          unknown.add(word);
          complete = false;
          continue;
        }
        if (terms.length !== 1) return null;
        const term = terms[0]!;
        for (let phrase = 0; phrase < matchers.length; phrase += 1) {
          const matcher = matchers[phrase]!;
          if (term === matcher.term || (matcher.prefix && term.startsWith(matcher.term))) matches.push({ column, position, phrase });
        }
      }
    }
    return complete ? matches : null;
  };

  const prepared: Prepared[] = [];
  for (const { id, title, description, body, sz } of documents) {
    if (!sz) continue;
    const texts = [title, description, body];
    const words = texts.map(wordsOf);
    const sizes = columnSizes(sz, texts.length);
    if (words.every((list, column) => list.starts.length === sizes[column])) prepared.push({ id, texts, words });
  }
  const snippets = new Map<number, string>();
  const answer = (document: Prepared, matches: Match[] | null): void => {
    if (matches && matches.length > 0)
      snippets.set(document.id, snippetOf(document.texts, document.words, matches, matchers.length, SNIPPET));
  };
  const waiting: Prepared[] = [];
  for (const document of prepared) {
    const matches = matchesOf(document);
    if (matches === null && unknown.size > 0) waiting.push(document);
    else answer(document, matches);
  }
  // Words whose index terms are not kept yet are read in one go.
  if (waiting.length > 0) {
    await stemmer.termsOf([...unknown]);
    for (const document of waiting) answer(document, matchesOf(document));
  }
  return snippets;
}

/** The words FTS5 counted in each column of a document (its docsize row: one varint per column). */
function columnSizes(blob: Uint8Array, columns: number): number[] {
  const sizes: number[] = [];
  let at = 0;
  for (let column = 0; column < columns && at < blob.length; column += 1) {
    let size = 0;
    for (let i = 0; i < 9 && at < blob.length; i += 1) {
      const byte = blob[at++]!;
      if (i === 8) {
        size = size * 256 + byte;
        break;
      }
      size = size * 128 + (byte & 0x7f);
      if (byte < 0x80) break;
    }
    sizes.push(size);
  }
  return sizes;
}
