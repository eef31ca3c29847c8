// The SQLite index's common terms: those in at least a share of the documents, the most common first,
// as many as a byte budget for their scores holds. Scoring a term costs in proportion to the
// documents holding it, so the search worker scores these before a search asks for them
// (sqlite-engine.ts). The vocabulary (fts5vocab, which gives its terms in order) is read a few terms
// per statement, yielding between statements, so a search sent meanwhile waits for one part at most.
import { sql, type Kysely } from 'kysely';
import type { Database } from '../../db/types.ts';
import type { Stemmer } from './stemmer.ts';

/** Bytes a phrase's kept scores take per document it matches (an Int32 rowid and a Float64 score). */
export const BYTES_PER_SCORE = 12;

export interface CommonTermsOptions {
  /** A term in at least this share of the documents is common. */
  share: number;
  /** The common terms' scores take this many bytes at most (BYTES_PER_SCORE per document each). */
  maxBytes: number;
  /** Terms read per statement. */
  partTerms: number;
  /** Makes the connection's `temp.search_terms` (fts5vocab of the index) and tells a word's index terms. */
  stemmer: Pick<Stemmer, 'ready' | 'termsOf'>;
}

export interface CommonTerms {
  /**
   * The common terms of the index at `version`, most common first, once its vocabulary has been
   * read; else null. Only terms a search finds by themselves: porter stems some stems further
   * ("optimis" to "optimi"), so such a term is searched by its words' spellings, not by itself.
   */
  listed(version: number): string[] | null;
  /**
   * Reads the vocabulary of the index at `version` (from where it stopped, or from its start when the
   * version changed), a part at a time, yielding to the event loop between parts; stops once
   * `isBusy()` says a search waits.
   */
  read(version: number, isBusy: () => boolean): Promise<void>;
}

interface Reading {
  version: number;
  /** Terms are read after this one (in the vocabulary's order). */
  after: string;
  threshold: number;
  found: Array<{ term: string; doc: number }>;
  terms: string[] | null;
}

export function createCommonTerms(db: Kysely<Database>, { share, maxBytes, partTerms, stemmer }: CommonTermsOptions): CommonTerms {
  let reading: Reading | null = null;

  async function start(version: number): Promise<Reading> {
    await stemmer.ready();
    const { rows } = await sql<{ documents: number }>`SELECT count(*) AS documents FROM search_documents`.execute(db);
    return { version, after: '', threshold: Math.max(2, Math.ceil((rows[0]?.documents ?? 0) * share)), found: [], terms: null };
  }

  /** The most common first, within the byte budget. */
  function chosen(found: Reading['found']): string[] {
    const terms: string[] = [];
    let bytes = 0;
    for (const { term, doc } of [...found].sort((a, b) => b.doc - a.doc)) {
      bytes += doc * BYTES_PER_SCORE;
      if (bytes > maxBytes) break;
      terms.push(term);
    }
    return terms;
  }

  return {
    listed: (version) => (reading?.version === version ? reading.terms : null),
    async read(version, isBusy) {
      if (reading?.version !== version) reading = await start(version);
      const current = reading;
      while (current.terms === null) {
        await new Promise((resume) => setImmediate(resume));
        if (isBusy() || reading !== current) return;
        const { rows } = await sql<{ term: string; doc: number }>`
          SELECT term, doc FROM temp.search_terms WHERE term > ${current.after} LIMIT ${partTerms}`.execute(db);
        for (const row of rows) if (row.doc >= current.threshold) current.found.push(row);
        if (rows.length === partTerms) current.after = rows[rows.length - 1]!.term;
        else {
          const candidates = chosen(current.found);
          const termsOf = await stemmer.termsOf(candidates);
          current.terms = candidates.filter((term, i) => termsOf[i]!.length === 1 && termsOf[i]![0] === term);
        }
      }
    },
  };
}
