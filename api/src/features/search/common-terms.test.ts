// The index's common terms, as the search worker scores them ahead: the terms in at least a share of
// the documents, the most common first, as many as the byte budget for their scores holds, and only
// terms a search finds by themselves. Read a few terms per statement, from where a busy stop left it.
import { describe, it, expect } from '@jest/globals';
import { sql } from 'kysely';
import { onPostgres } from '../../../test/database.ts';
import { testSiteForSuite } from '../../../test/helpers.ts';
import { BYTES_PER_SCORE, createCommonTerms } from './common-terms.ts';
import { createStemmer } from './stemmer.ts';

const article = (slug: string, title: string, body: string) => ({
  section: 'blog',
  slug,
  title,
  description: 'Notes.',
  body,
  date: '2025-03-01',
});

(onPostgres() ? describe.skip : describe)('common search terms', () => {
  const site = testSiteForSuite({
    articles: [
      article('one', 'Flux optimisation', 'Flux renders. Optimise the flux workflow.'),
      article('two', 'Flux nodes', 'Flux nodes and more nodes.'),
      article('three', 'Flux again', 'The flux sampler. Optimise it.'),
      article('four', 'Samplers', 'Every sampler compared.'),
    ],
  });

  /** Every index term with the documents holding it, by fts5vocab. */
  const vocabulary = async () => {
    await sql`CREATE VIRTUAL TABLE IF NOT EXISTS temp.test_terms USING fts5vocab(main, search_fts, row)`.execute(site.app.db);
    const { rows } = await sql<{ term: string; doc: number }>`SELECT term, doc FROM temp.test_terms`.execute(site.app.db);
    return new Map(rows.map((row) => [row.term, row.doc]));
  };
  const documents = async () =>
    (
      await site.app.db
        .selectFrom('search_documents')
        .select((eb) => eb.fn.countAll<number>().as('n'))
        .executeTakeFirstOrThrow()
    ).n;

  const listed = async (share: number, maxBytes: number, busyAfter = Infinity) => {
    const stemmer = createStemmer(site.app.db, 1000);
    const common = createCommonTerms(site.app.db, { share, maxBytes, partTerms: 2, stemmer });
    let checks = 0;
    let stops = 0;
    while (common.listed(1) === null) {
      await common.read(1, () => (checks += 1) % busyAfter === 0);
      stops += 1;
    }
    return { terms: common.listed(1)!, stops };
  };

  it('lists the terms in at least the share of documents, most common first, that find themselves', async () => {
    const terms = await vocabulary();
    const { terms: common } = await listed(0.5, Infinity);
    expect(common.length).toBeGreaterThan(1);
    const total = await documents();
    expect(common.every((term) => terms.get(term)! >= total * 0.5)).toBe(true);
    expect(common.map((term) => terms.get(term))).toEqual(common.map((term) => terms.get(term)).sort((a, b) => b! - a!));
    expect(common).toContain('flux');
    // "optimise" is kept as "optimis", which porter stems further: no search is for "optimis" itself.
    expect(terms.get('optimis')).toBe(2);
    expect(common).not.toContain('optimis');
  });

  it('lists no more terms than their scores fit in the byte budget, the most common kept', async () => {
    const terms = await vocabulary();
    const most = Math.max(...terms.values());
    const { terms: common } = await listed(0.5, most * BYTES_PER_SCORE);
    expect(common).toHaveLength(1);
    expect(terms.get(common[0]!)).toBe(most);
  });

  it('gives way while a search waits and goes on from where it stopped', async () => {
    const whole = await listed(0.25, Infinity);
    const interrupted = await listed(0.25, Infinity, 3);
    expect(interrupted.stops).toBeGreaterThan(1);
    expect(interrupted.terms).toEqual(whole.terms);
  });
});
