// The articles feature: the article endpoints over the synced content (content-plugin.ts).
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { articlesRoutes } from './routes.ts';

export const articlesFeature: FastifyPluginAsyncZod = async (app) => {
  await app.register(articlesRoutes, { articles: app.content.articles });
};
