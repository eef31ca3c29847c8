// GET /api/articles/ and GET /api/articles/{section}/{slug}/
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  articleListQuerySchema,
  articleListSchema,
  articleParamsSchema,
  articleSchema,
  messageSchema,
  validationErrorSchema,
} from 'contracts';
import type { ArticlesService } from './service.ts';

export interface ArticlesRoutesOptions {
  articles: ArticlesService;
}

export const articlesRoutes: FastifyPluginAsyncZod<ArticlesRoutesOptions> = async (app, { articles }) => {
  app.get(
    '/articles/',
    {
      schema: {
        tags: ['articles'],
        summary: 'Published articles, newest first',
        querystring: articleListQuerySchema,
        response: { 200: articleListSchema, 400: validationErrorSchema },
      },
    },
    async (request) => articles.list(request.query),
  );

  app.get(
    '/articles/:section/:slug/',
    {
      schema: {
        tags: ['articles'],
        summary: 'One article (slug matched case-insensitively; the answer carries the canonical slug)',
        params: articleParamsSchema,
        response: { 200: articleSchema, 404: messageSchema },
      },
    },
    async (request) => articles.get(request.params.section, request.params.slug),
  );
};
