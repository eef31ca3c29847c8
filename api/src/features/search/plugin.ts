// The search feature: GET /api/search/ over the content's search index, at most SEARCH_CONCURRENCY at once.
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { createGate } from './busy.ts';
import { searchRoutes } from './routes.ts';
import { createSearchService } from './service.ts';

export const searchFeature: FastifyPluginAsyncZod = async (app) => {
  const { config } = app;
  const gate = createGate({ concurrency: config.searchConcurrency, queue: config.searchConcurrency * 8, waitMs: 2000 });
  await app.register(searchRoutes, { search: createSearchService({ engine: app.content.search, gate }), config });
};
