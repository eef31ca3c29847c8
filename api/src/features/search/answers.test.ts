// Search answers are kept until the index changes, and on SQLite searches run in a worker with a
// read-only connection of their own, so a write holding the main connection does not hold them up.
import { describe, it, expect } from '@jest/globals';
import { sql } from 'kysely';
import { onPostgres } from '../../../test/database.ts';
import { testSiteForSuite } from '../../../test/helpers.ts';
import { createWorkerSearch } from './worker-search.ts';

const document = (refId: number, title: string) => ({
  kind: 'article',
  refId,
  url: `/blog/note-${refId}`,
  section: 'blog',
  title,
  description: 'A note.',
  body: 'Plain words.',
  thumbnail: null,
  date: '2025-06-01',
});

describe('search answers', () => {
  const site = testSiteForSuite({ articles: [{ section: 'blog', slug: 'flux-first', title: 'Flux first look', body: 'Flux renders.' }] });

  const titles = async (q: string) => {
    const res = await site.app.inject({ method: 'GET', url: '/api/search/', query: { q } });
    expect(res.statusCode).toBe(200);
    return (res.json() as { title: string }[]).map((hit) => hit.title);
  };

  it('keeps an answer (for the same words in any spelling) until the index changes', async () => {
    expect(await titles('flux')).toEqual(['Flux first look']);
    // A row changed behind the index's back does not show: the kept answer is served.
    await sql`UPDATE search_documents SET title = 'Changed behind its back'`.execute(site.app.db);
    expect(await titles('FLUX!')).toEqual(['Flux first look']);
    // A write through the index drops kept answers.
    await site.app.content.search.upsert(site.app.db, document(9001, 'Flux second look'));
    expect(await titles('flux')).toEqual(expect.arrayContaining(['Flux second look', 'Changed behind its back']));
  });

  (onPostgres() ? it.skip : it)(
    'runs SQLite searches on a connection of their own: a write transaction holding the main one does not stop them',
    async () => {
      const worker = createWorkerSearch(site.app.dbFile!, { version: () => site.app.content.search.version(), ttlMs: 60_000 });
      try {
        const found = await site.app.db.transaction().execute(async (trx) => {
          await site.app.content.search.upsert(trx, document(9002, 'Flux uncommitted'));
          return JSON.parse(await worker.answer('flux', { limit: 20 })) as { title: string }[];
        });
        expect(found.map((hit) => hit.title)).toEqual(expect.arrayContaining(['Flux second look']));
        expect(found.map((hit) => hit.title)).not.toContain('Flux uncommitted');
      } finally {
        await worker.close();
      }
    },
  );
});
