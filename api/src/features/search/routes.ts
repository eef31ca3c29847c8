// GET /api/search/?q= — rate-limited per client IP (counted in each instance's memory, or in Redis with
// REDIS_URL: not written to the database per search); 503 with Retry-After when search is saturated.
import { z } from 'zod';
import type { FastifyReply } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { messageSchema, searchQuerySchema, searchResultSchema } from 'contracts';
import type { Config } from '../../config.ts';
import { routeRateLimit } from '../../plugins/rate-limit.ts';
import { SEARCH_RETRY_AFTER_SECONDS, SearchBusyError } from './busy.ts';
import type { SearchService } from './service.ts';

/** Searches are counted per client IP in windows of this many seconds (SEARCH_LIMIT_PER_MINUTE each). */
export const SEARCH_WINDOW_SECONDS = 60;

/**
 * Sends an answer that is JSON text already (results.ts builds it in the shape of the response schema
 * where the search ran), as it is: Fastify sends a string with a JSON type without serializing it.
 */
function sendJsonText(reply: FastifyReply, json: string): FastifyReply {
  return reply.type('application/json; charset=utf-8').send(json);
}

export interface SearchRoutesOptions {
  search: SearchService;
  config: Pick<Config, 'searchLimitPerMinute'>;
}

export const searchRoutes: FastifyPluginAsyncZod<SearchRoutesOptions> = async (app, { search, config }) => {
  app.get(
    '/search/',
    {
      config: {
        rateLimit: routeRateLimit({
          key: (request) => `search:ip:${request.client}`,
          limit: config.searchLimitPerMinute,
          windowSeconds: SEARCH_WINDOW_SECONDS,
          message: 'Too many searches. Please wait a moment and try again.',
          inMemory: true,
        }),
      },
      schema: {
        tags: ['search'],
        summary: 'Full-text search over articles (and workflows), best match first, at most 20',
        querystring: searchQuerySchema,
        response: { 200: z.array(searchResultSchema), 429: messageSchema, 503: messageSchema },
      },
    },
    async (request, reply) => {
      try {
        return sendJsonText(reply, await search.search(request.query.q));
      } catch (error) {
        if (!(error instanceof SearchBusyError)) throw error;
        return reply.code(503).header('retry-after', String(SEARCH_RETRY_AFTER_SECONDS)).send({ message: error.message });
      }
    },
  );
};
