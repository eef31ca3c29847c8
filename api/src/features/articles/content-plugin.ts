// Decorates `app.content`, the site's content that several features read: the articles, the search
// index over them (workflows add theirs), the page catalog (every page's metadata; features add their
// pages) and `sync()`, which syncs CONTENT_DIR into the database. The sync runs once at start; instances
// starting together sync one at a time (the next finds the content up to date).
import fp from 'fastify-plugin';
import { join } from 'node:path';
import { createArticlesRepository } from './repository.ts';
import { createArticlesService, type ArticlesService } from './service.ts';
import { syncContent, type SyncReport } from './sync.ts';
import type { SearchEngine } from '../search/engine.ts';
import { createSearchEngine } from '../search/index.ts';
import { createPageCatalog, type PageCatalog } from '../seo/pages.ts';

export interface Content {
  articles: ArticlesService;
  search: SearchEngine;
  pages: PageCatalog;
  /** Syncs the content folder again (also run once at start). */
  sync(): Promise<SyncReport>;
}

declare module 'fastify' {
  interface FastifyInstance {
    content: Content;
  }
}

/** The lock instances take for start-up syncs (the workflows' catalogue syncs under it too, after the articles). */
export const CONTENT_SYNC_LOCK = 'content-sync';

export default fp(
  async (app) => {
    const { config } = app;
    const search = createSearchEngine(app.db, app.dbDialect);
    const articles = createArticlesService({ repository: createArticlesRepository(app.db) });
    const pages = createPageCatalog({ config, articles });
    const sync = async () => {
      const report = await syncContent({
        db: app.db,
        search,
        contentDir: config.contentDir,
        mediaDir: join(config.dataDir, 'media'),
        publicUrl: config.publicUrl,
        log: app.log,
      });
      // Articles show on the home page, their sections, search, the roadmap: a changed one renders every page again.
      if (report.added.length + report.updated.length + report.unpublished.length > 0) await app.pageCache.purge(['pages']);
      return report;
    };
    app.decorate('content', { articles, search, pages, sync });
    await app.dbExclusive(CONTENT_SYNC_LOCK, sync);
  },
  { name: 'content', dependencies: ['db', 'page-cache'] },
);
