// The SQLite engine ranks by kept per-phrase scores (or, before they are kept, by one FTS5 pass) and
// builds snippets one document at a time: its answers are those of one FTS5 query over all the words
// (bm25 order, ties newest first, the same snippets), and kept scores give way when the index changes.
// Which statements a search runs shows what was scored ahead: a phrase whose scores are kept is not
// scored by FTS5 (bm25) again.
import { describe, it, expect } from '@jest/globals';
import { Kysely, sql } from 'kysely';
import { NodeSqliteDialect } from '../../db/sqlite-dialect.ts';
import type { Database } from '../../db/types.ts';
import { onPostgres } from '../../../test/database.ts';
import { testSiteForSuite } from '../../../test/helpers.ts';
import { MARK_END, MARK_START } from './engine.ts';
import { ftsPhrases, ftsQuery, searchTerms } from './query.ts';
import { answerJson } from './results.ts';
import { createSqliteSearchEngine, WEIGHTS, type SqliteSearchEngine } from './sqlite-engine.ts';
import { createWorkerSearch } from './worker-search.ts';

const article = (slug: string, title: string, description: string, body: string, date: string) => ({
  section: 'blog',
  slug,
  title,
  description,
  body,
  date,
});

/** A long body: sentences (some ending in a colon) of everyday words around the ones searched, so snippets are cut from the middle. */
const longBody = (words: string[]) =>
  Array.from({ length: 12 }, (_, i) => {
    const sentence = `Step ${i + 1} of the guide walks through the ${words[i % words.length]} settings, then checks the ${words[(i + 2) % words.length]} folder twice`;
    return i % 4 === 3 ? `${sentence}:\n\n` : `${sentence}. `;
  }).join('');

(onPostgres() ? describe.skip : describe)('SQLite search engine', () => {
  const site = testSiteForSuite({
    articles: [
      article(
        'stable-install',
        'Install Stable Diffusion',
        'Setup on Windows.',
        'Download the installer. Stable builds only.',
        '2025-03-01',
      ),
      article(
        'flux-guide',
        'Flux guide',
        'Flux and Stable Diffusion compared.',
        'Flux renders hands; install the nodes first.',
        '2025-04-01',
      ),
      article(
        'nodes',
        'Custom nodes',
        'Installing nodes for Flux.',
        'Nodes, node packs and a node manager. Stability matters.',
        '2025-02-01',
      ),
      article(
        'vram',
        'VRAM notes',
        'How much memory Stable Diffusion needs.',
        'Flux needs more VRAM than SDXL; install drivers.',
        '2025-04-01',
      ),
      article(
        'long-install',
        'A long read',
        'Everything in one place.',
        longBody(['installer', 'sampler', 'Flux', 'upscaler', 'installing', 'VRAM', 'node', 'nodes', 'workflow']),
        '2025-01-15',
      ),
      article(
        'long-accents',
        'Café notes',
        'Naïve résumé of a crème brûlée workflow.',
        `${longBody(['cafe\u0301', 'CAFÉ', 'résumé', 'Ñandú', '東京', 'flux', 'renders', 'x²', 'ﬁnal'])} Flux at the end: café`,
        '2025-01-20',
      ),
      article(
        'older-vram',
        'VRAM notes',
        'How much memory Stable Diffusion needs.',
        'Flux needs more VRAM than SDXL; install drivers.',
        '2024-04-01',
      ),
    ],
  });

  /** One FTS5 query over all the words: what the engine's answers must equal. */
  const oneQuery = async (q: string, mode: 'and' | 'or') => {
    const { rows } = await sql<{ url: string; snippet: string }>`
      SELECT d.url, snippet(search_fts, -1, ${MARK_START}, ${MARK_END}, '…', 24) AS snippet
      FROM search_fts JOIN search_documents d ON d.id = search_fts.rowid
      WHERE search_fts MATCH ${ftsQuery(ftsPhrases(searchTerms(q)), mode)}
      ORDER BY bm25(search_fts, ${WEIGHTS.title}, ${WEIGHTS.description}, ${WEIGHTS.body}), d.date DESC, d.id DESC`.execute(site.app.db);
    return rows;
  };
  const answers = async (engine: SqliteSearchEngine, q: string) =>
    (await engine.search(q)).map((hit) => ({ url: hit.url, snippet: hit.snippet }));

  it.each([
    ['one word', 'flux', 'and'],
    ['two words', 'stable diffusion', 'and'],
    ['a prefix held as one term', 'stable diffusion memo', 'and'],
    ['a prefix of several terms', 'flux no', 'and'],
    ['a completed last word', 'install flux', 'and'],
    ['a repeated word', 'flux flux', 'and'],
    ['any word', 'windows hands', 'or'],
    ['a stem in long bodies', 'installing', 'and'],
    ['words far apart in a long body', 'sampler workflow', 'and'],
    ['a word ending a sentence', 'folder twice', 'and'],
    ['accented words', 'cafe resume', 'and'],
    ['a combining accent and another script', 'café 東京', 'and'],
    ['a prefix in long bodies', 'flux up', 'and'],
    ['a word beside a ligature and a superscript', 'renders', 'and'],
  ] as const)('answers as one bm25 query over all the words, its words scored yet or not (%s)', async (_name, q, mode) => {
    const expected = await oneQuery(q, mode);
    expect(expected.length).toBeGreaterThan(0);
    const engine = createSqliteSearchEngine(site.app.db);
    expect(await answers(engine, q)).toEqual(expected);
    while (await engine.warm());
    expect(await answers(engine, q)).toEqual(expected);
  });

  /** An engine on a read connection of its own (as the worker's) that records the statements it runs. */
  const recordedEngine = () => {
    const statements: string[] = [];
    const db = new Kysely<Database>({
      dialect: new NodeSqliteDialect({ filename: site.app.dbFile!, readOnly: true }),
      log: (event) => {
        statements.push(event.query.sql);
      },
    });
    const engine = createSqliteSearchEngine(db);
    /** How many statements scored phrases with bm25 during `search` of `q`. */
    const scoringsOf = async (q: string) => {
      statements.length = 0;
      await engine.search(q);
      return statements.filter((statement) => statement.includes('bm25(')).length;
    };
    return { engine, statements, scoringsOf, close: () => db.destroy() };
  };

  it("scores the index's common terms ahead: a search for them then scores nothing, with the same answers", async () => {
    const { engine, scoringsOf, close } = recordedEngine();
    try {
      const expected = await oneQuery('flux stable', 'and');
      while (await engine.warm());
      expect(await scoringsOf('flux stable')).toBe(0);
      expect(await answers(engine, 'flux stable')).toEqual(expected);
    } finally {
      await close();
    }
  });

  it('ends its warming with one search of the most common terms (compiling the search), then has nothing left', async () => {
    const { engine, statements, close } = recordedEngine();
    try {
      const expected = await oneQuery('flux stable', 'and');
      statements.length = 0;
      while (await engine.warm());
      // A search reads its page of documents once; no other warming step reads them.
      expect(statements.filter((statement) => statement.includes('FROM search_documents d')).length).toBe(1);
      statements.length = 0;
      expect(await engine.warm()).toBe(false);
      expect(statements).toEqual([]);
      expect(await answers(engine, 'flux stable')).toEqual(expected);
    } finally {
      await close();
    }
  });

  it('scores the phrases of a query asked for again before the worker warmed them, then keeps them', async () => {
    const { engine, scoringsOf, close } = recordedEngine();
    try {
      const expected = await oneQuery('install nodes', 'and');
      // First time: one FTS5 pass over both words, nothing kept.
      expect(await scoringsOf('install nodes')).toBe(1);
      // Again: each word is scored and kept (the worker was never idle to warm them).
      expect(await scoringsOf('install nodes')).toBe(2);
      expect(await scoringsOf('install nodes')).toBe(0);
      expect(await answers(engine, 'install nodes')).toEqual(expected);
    } finally {
      await close();
    }
  });

  it('answers in its worker from its start, while it warms, as the engine answers', async () => {
    const queries = ['flux', 'install nodes', 'stable diffusion memo', 'windows hands', 'installing'];
    const expected: string[] = [];
    for (const q of queries) expected.push(answerJson(await createSqliteSearchEngine(site.app.db).search(q, { limit: 20 })));
    const index = site.app.content.search;
    const worker = createWorkerSearch(site.app.dbFile!, { version: () => index.version(), ttlMs: 60_000 });
    try {
      // All sent at its start: they come before, between and after the steps of its start-up warming.
      expect(await Promise.all(queries.map((q) => worker.answer(q, { limit: 20 })))).toEqual(expected);
      for (const [i, q] of queries.entries()) expect(await worker.answer(q, { limit: 20 })).toBe(expected[i]);
    } finally {
      await worker.close();
    }
  });

  it('searches in its worker with the index as it is now: kept scores give way to a write', async () => {
    const index = site.app.content.search;
    const worker = createWorkerSearch(site.app.dbFile!, { version: () => index.version(), ttlMs: 60_000 });
    try {
      const before = JSON.parse(await worker.answer('flux', { limit: 20 })) as { blog_url: string }[];
      await index.upsert(site.app.db, {
        kind: 'article',
        refId: 9100,
        url: '/blog/flux-flux-flux',
        section: 'blog',
        title: 'Flux, Flux and Flux',
        description: 'Flux everywhere.',
        body: 'Flux.',
        thumbnail: null,
        date: '2025-06-01',
      });
      const after = JSON.parse(await worker.answer('flux', { limit: 20 })) as { blog_url: string }[];
      expect(after).toHaveLength(before.length + 1);
      expect(after[0]?.blog_url).toBe('/blog/flux-flux-flux');
    } finally {
      await worker.close();
    }
  });
});
