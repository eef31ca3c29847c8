// The SEO feature: /sitemap.xml, /robots.txt and /rss.xml at the site's root, from the content's page catalog.
import type { FastifyPluginAsync } from 'fastify';
import { seoRoutes } from './routes.ts';
import { createSeoService } from './service.ts';

export const seoFeature: FastifyPluginAsync = async (app) => {
  const { articles, pages } = app.content;
  await app.register(seoRoutes, { seo: createSeoService({ config: app.config, articles, pages }) });
};
