// /sitemap.xml, /robots.txt, /rss.xml (registered at the root, not under /api).
import type { FastifyPluginAsync } from 'fastify';
import type { SeoService } from './service.ts';

const CACHE = 'public, max-age=300';

export const seoRoutes: FastifyPluginAsync<{ seo: SeoService }> = async (app, { seo }) => {
  app.get('/sitemap.xml', { schema: { hide: true } }, async (_request, reply) =>
    reply
      .type('application/xml; charset=utf-8')
      .header('cache-control', CACHE)
      .send(await seo.sitemapXml()),
  );
  app.get('/robots.txt', { schema: { hide: true } }, async (_request, reply) =>
    reply.type('text/plain; charset=utf-8').header('cache-control', CACHE).send(seo.robotsTxt()),
  );
  app.get('/rss.xml', { schema: { hide: true } }, async (_request, reply) =>
    reply
      .type('application/rss+xml; charset=utf-8')
      .header('cache-control', CACHE)
      .send(await seo.rssXml()),
  );
};
