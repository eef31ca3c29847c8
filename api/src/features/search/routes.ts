// GET /api/search/?q=
import { z } from 'zod';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { SearchService } from './service.ts';

const searchResultSchema = z.object({
  id: z.number().int(),
  title: z.string(),
  description: z.string(),
  thumbnail_url: z.string().nullable(),
  blog_url: z.string(),
  section: z.string(),
  snippet: z.string(),
});

const querySchema = z.object({
  // Any text is accepted (a repeated q is joined); words are extracted and quoted by the engine.
  q: z
    .union([z.string(), z.array(z.string())])
    .optional()
    .transform((v) => (Array.isArray(v) ? v.join(' ') : (v ?? ''))),
});

export const searchRoutes: FastifyPluginAsyncZod<{ search: SearchService }> = async (app, { search }) => {
  app.get(
    '/search/',
    {
      schema: {
        tags: ['search'],
        summary: 'Full-text search over articles (and workflows), best match first, at most 20',
        querystring: querySchema,
        response: { 200: z.array(searchResultSchema) },
      },
    },
    async (request) => search.search(request.query.q),
  );
};
