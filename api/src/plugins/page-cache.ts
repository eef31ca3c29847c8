// Decorates `app.pageCache`, the render cache of server-rendered pages (api/src/web/page-cache/): in
// this process (PAGE_CACHE_MB), or in Redis when REDIS_URL is set, so every instance serves a page
// rendered once and a purge reaches all of them. Features call `app.pageCache.purge(tags)` when what
// a page shows changes (docs/decisions/0013-render-cache.md); the health check reports its counts.
import fp from 'fastify-plugin';
import { createPageCache, type PageCache } from '../web/page-cache/page-cache.ts';
import { memoryPageStore, type PageStore } from '../web/page-cache/page-store.ts';
import { redisPageStore } from '../web/page-cache/redis-page-store.ts';
import { connectRedis } from './rate-limit-redis.ts';

declare module 'fastify' {
  interface FastifyInstance {
    pageCache: PageCache;
  }
}

export default fp(
  async (app) => {
    const { config } = app;
    let store: PageStore | null = null;
    if (config.pageCacheMb > 0) {
      store = config.redisUrl
        ? redisPageStore(
            await connectRedis(config.redisUrl, {
              commandTimeoutMs: config.redisTimeoutMs,
              onError: (error) => app.log.warn({ err: error }, 'render cache: Redis connection error'),
            }),
            config.redisKeyPrefix,
          )
        : memoryPageStore(config.pageCacheMb * 1024 * 1024);
    }
    const cache = createPageCache({
      store,
      ttlSeconds: config.pageCacheTtlSeconds,
      staleSeconds: config.pageCacheStaleSeconds,
      log: app.log,
    });
    app.decorate('pageCache', cache);
    app.addHook('onClose', () => cache.close());
  },
  { name: 'page-cache' },
);
