// Snippets built here instead of by FTS5's snippet(), which tokenises each document again inside
// SQLite for every result (half of a first-time search's time). The rules are those of snippet(col
// -1, open, close, ellipsis, tokens) for queries whose phrases are one word each (what the engine
// sends), so a result reads the same either way: of every window of `tokens` words around a match,
// or from the start of the sentence holding it, the one with the most different query words (then
// the most matches; a window starting a sentence gains a little, the column's first one a little
// more), in title, description or body, earliest first on a tie; each match between the markers,
// an ellipsis where the window does not reach the column's start or end.

/** Where a column's words start and end in its text (UTF-16 offsets), as FTS5's unicode61 tokenizer splits it. */
export interface Words {
  starts: number[];
  ends: number[];
}

/** A match of one of the query's phrases: the word at `position` (0-based) in `column`. */
export interface Match {
  column: number;
  position: number;
  phrase: number;
}

export interface SnippetOptions {
  open: string;
  close: string;
  ellipsis: string;
  /** Words in a snippet at most. */
  tokens: number;
}

/** ASCII letters and digits: the only ASCII word characters of unicode61. */
const ASCII_WORD = Uint8Array.from({ length: 128 }, (_, c) => (/[0-9A-Za-z]/.test(String.fromCharCode(c)) ? 1 : 0));
/** unicode61's other word characters (categories L*, N* and Co). */
const WORD_CHARACTER = /^[\p{L}\p{N}\p{Co}]$/u;
const nonAsciiWord = new Map<number, boolean>();

function isWordCharacter(codePoint: number): boolean {
  let word = nonAsciiWord.get(codePoint);
  if (word === undefined) {
    word = WORD_CHARACTER.test(String.fromCodePoint(codePoint));
    if (nonAsciiWord.size < 4096) nonAsciiWord.set(codePoint, word);
  }
  return word;
}

/** The combining marks (U+0300–U+0331) unicode61 keeps inside a word (and drops from its term). */
function isDiacritic(codePoint: number): boolean {
  if (codePoint < 0x300 || codePoint > 0x331) return false;
  return codePoint < 0x320 ? (0x08029fdf & (1 << (codePoint - 0x300))) !== 0 : (0x000361f8 & (1 << (codePoint - 0x320))) !== 0;
}

/**
 * Offsets are gathered in these arrays, kept between calls, and copied out at their final length: a
 * body's ~900 words pushed onto new arrays left twice that in garbage as the arrays grew, the most
 * of a search's allocations (decision 0058).
 */
const startsFound: number[] = [];
const endsFound: number[] = [];

/** The text's words as unicode61 splits it: runs of letters and digits (marks inside a word belong to it). */
export function wordsOf(text: string): Words {
  const starts = startsFound;
  const ends = endsFound;
  let count = 0;
  const length = text.length;
  let i = 0;
  while (i < length) {
    const code = text.charCodeAt(i);
    if (code < 128) {
      if (ASCII_WORD[code] === 0) {
        i += 1;
        continue;
      }
    } else {
      const codePoint = text.codePointAt(i)!;
      if (!isWordCharacter(codePoint)) {
        i += codePoint > 0xffff ? 2 : 1;
        continue;
      }
    }
    const start = i;
    while (i < length) {
      const next = text.charCodeAt(i);
      if (next < 128) {
        if (ASCII_WORD[next] === 0) break;
        i += 1;
      } else {
        const codePoint = text.codePointAt(i)!;
        if (!isWordCharacter(codePoint) && !isDiacritic(codePoint)) break;
        i += codePoint > 0xffff ? 2 : 1;
      }
    }
    starts[count] = start;
    ends[count] = i;
    count += 1;
  }
  return { starts: starts.slice(0, count), ends: ends.slice(0, count) };
}

const isSpace = (code: number): boolean => code === 32 || code === 9 || code === 10 || code === 13;

/** Positions of the words that start a sentence: the first, and each after a '.' or ':' and white space. */
function sentenceStarts(text: string, words: Words): number[] {
  const starts = words.starts.length > 0 ? [0] : [];
  for (let position = 1; position < words.starts.length; position += 1) {
    const before = words.starts[position]! - 1;
    let i = before;
    while (i >= 0 && isSpace(text.charCodeAt(i))) i -= 1;
    if (i !== before && i >= 0 && (text[i] === '.' || text[i] === ':')) starts.push(position);
  }
  return starts;
}

/**
 * The snippet of a document whose columns hold `texts`, split into `words`, for the query's matches
 * (ordered by column, position, phrase) of `phrases` phrases.
 */
export function snippetOf(
  texts: readonly string[],
  words: readonly Words[],
  matches: readonly Match[],
  phrases: number,
  options: SnippetOptions,
): string {
  const { tokens } = options;
  let best = { score: 0, column: 0, start: 0 };
  let from = 0;
  for (let column = 0; column < texts.length; column += 1) {
    let to = from;
    while (to < matches.length && matches[to]!.column === column) to += 1;
    if (to === from) continue;
    const size = words[column]!.starts.length;
    // Windows starting at each match, and at the start of the sentence holding it: both move forward only.
    const atMatch = windowScores(matches, from, to, phrases, tokens);
    const atSentence = windowScores(matches, from, to, phrases, tokens);
    const sentences = size > tokens ? sentenceStarts(texts[column]!, words[column]!) : [];
    let sentence = 0;
    for (let i = from; i < to; i += 1) {
      const { position } = matches[i]!;
      const { score, first, last } = atMatch(position);
      if (score > best.score) {
        // Centred on its matches, within the column.
        let start = first - Math.trunc((tokens - (last - first)) / 2);
        if (start + tokens > size) start = size - tokens;
        best = { score, column, start: Math.max(0, start) };
      }
      if (sentences.length > 0) {
        while (sentence < sentences.length - 1 && sentences[sentence + 1]! <= position) sentence += 1;
        const sentenceStart = sentences[sentence]!;
        if (sentenceStart < position) {
          const score = atSentence(sentenceStart).score + (sentenceStart === 0 ? 120 : 100);
          if (score > best.score) best = { score, column, start: sentenceStart };
        }
      }
    }
    from = to;
  }
  return highlighted(texts[best.column]!, words[best.column]!, columnMatches(matches, best.column), best.start, options);
}

/**
 * Scores windows of `tokens` words over the matches from…to (one column), for window starts that
 * only move forward: 1,000 per phrase a window holds and 1 per further match; with where its
 * matches start and end.
 */
function windowScores(matches: readonly Match[], from: number, to: number, phrases: number, tokens: number) {
  const counts = new Int32Array(phrases);
  let left = from;
  let right = from;
  let distinct = 0;
  return (start: number) => {
    for (; left < to && matches[left]!.position < start; left += 1) {
      if (left < right && (counts[matches[left]!.phrase]! -= 1) === 0) distinct -= 1;
    }
    right = Math.max(right, left);
    for (; right < to && matches[right]!.position < start + tokens; right += 1) {
      if ((counts[matches[right]!.phrase]! += 1) === 1) distinct += 1;
    }
    const held = right - left;
    return {
      score: distinct * 1000 + held - distinct,
      first: held > 0 ? matches[left]!.position : -1,
      last: held > 0 ? matches[right - 1]!.position + 1 : 0,
    };
  };
}

/** The distinct matched positions of a column, in order. */
function columnMatches(matches: readonly Match[], column: number): number[] {
  const positions: number[] = [];
  for (const match of matches) if (match.column === column && positions.at(-1) !== match.position) positions.push(match.position);
  return positions;
}

/** The column's words `start`… (`tokens` of them), each matched one between the markers, with ellipses where text is left out. */
function highlighted(
  text: string,
  words: Words,
  matched: number[],
  start: number,
  { open, close, ellipsis, tokens }: SnippetOptions,
): string {
  const end = start + tokens - 1;
  let next = 0;
  while (next < matched.length && matched[next]! < start) next += 1;
  let out = start > 0 ? ellipsis : '';
  let copied = 0;
  let isOpen = false;
  const last = Math.min(end, words.starts.length - 1);
  for (let position = start; position <= last; position += 1) {
    const wordStart = words.starts[position]!;
    const wordEnd = words.ends[position]!;
    const match = next < matched.length ? matched[next]! : -1;
    if (start > 0 && position === start) copied = wordStart;
    if (isOpen && (position <= match || match < 0) && wordStart > copied) {
      out += close;
      isOpen = false;
    }
    if (position === match) {
      if (!isOpen) {
        out += text.slice(copied, wordStart) + open;
        copied = wordStart;
        isOpen = true;
      }
      out += text.slice(copied, wordEnd);
      copied = wordEnd;
      next += 1;
    }
    if (position === end) {
      if (isOpen) {
        out += close;
        isOpen = false;
      }
      out += text.slice(copied, wordEnd);
      copied = wordEnd;
    }
  }
  if (isOpen) out += close;
  return out + (end >= words.starts.length - 1 ? text.slice(copied) : ellipsis);
}
