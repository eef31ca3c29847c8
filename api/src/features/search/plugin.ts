// The search feature: GET /api/search/ over the content's search index, at most SEARCH_CONCURRENCY at
// once, answers kept until the index changes; on SQLite the searches run in a worker thread with a
// read-only connection of its own (worker-search.ts), on PostgreSQL through the pool (asynchronous).
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { createAnswerCache } from './answer-cache.ts';
import { createGate } from './busy.ts';
import { answerJson } from './results.ts';
import { searchRoutes } from './routes.ts';
import { createSearchService } from './service.ts';
import type { SearchOptions } from './engine.ts';
import { createWorkerSearch } from './worker-search.ts';

/** Memory for kept answers (a page of 20 results is a few kilobytes). */
const ANSWER_CACHE_BYTES = 4 * 1024 * 1024;

export const searchFeature: FastifyPluginAsyncZod = async (app) => {
  const { config } = app;
  const engine = app.content.search;
  const gate = createGate({ concurrency: config.searchConcurrency, queue: config.searchConcurrency * 8, waitMs: 2000 });
  const answers = createAnswerCache<string>({
    maxBytes: ANSWER_CACHE_BYTES,
    ttlMs: config.pageCacheTtlSeconds * 1000,
    version: () => engine.version(),
  });
  let run = (query: string, options: SearchOptions) => engine.search(query, options).then(answerJson);
  if (app.dbFile) {
    const worker = createWorkerSearch(app.dbFile, { version: () => engine.version(), ttlMs: config.pageCacheTtlSeconds * 1000 });
    // Only a server that listens (not a test's app.inject): its first visitor's search page finds it ready.
    app.addHook('onListen', async () => worker.prestart());
    app.addHook('onClose', () => worker.close());
    run = worker.answer;
  }
  await app.register(searchRoutes, { search: createSearchService({ run, gate, answers }), config });
};
