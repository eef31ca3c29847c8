// The workflows feature: its API under /api, the staff's workflow admin in the staff area, its media under
// /static/workflows/, its pages in the content's page catalog. Decorates `app.syncWorkflows`, which seeds
// the workflows from the content folder's catalogue again (also run once at start, after the articles).
import fp from 'fastify-plugin';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { CONTENT_SYNC_LOCK } from '../articles/content-plugin.ts';
import { adminWorkflowsRoutes, WORKFLOW_PAGE_TAGS } from './admin-routes.ts';
import { createWorkflowsFeature } from './feature.ts';
import { mediaRoutes } from './media-routes.ts';
import { workflowsRoutes } from './routes.ts';
import type { WorkflowsService } from './service.ts';
import type { WorkflowSyncReport } from './sync.ts';

declare module 'fastify' {
  interface FastifyInstance {
    syncWorkflows(): Promise<WorkflowSyncReport>;
    /** The published catalogue, for the features that list workflows (the member's library). */
    workflowCatalog: WorkflowsService;
  }
}

const workflowsPlugin: FastifyPluginAsyncZod = async (app) => {
  const { articles, pages, search } = app.content;
  const { workflows, media, syncWorkflows } = createWorkflowsFeature({
    db: app.db,
    search,
    pages,
    articles,
    config: app.config,
    log: app.log,
  });
  const syncAndPurge = async () => {
    const report = await syncWorkflows();
    if (report.added.length + report.updated.length + report.removed.length > 0) await app.pageCache.purge(WORKFLOW_PAGE_TAGS);
    return report;
  };
  app.decorate('syncWorkflows', syncAndPurge);
  app.decorate('workflowCatalog', workflows);
  await app.dbExclusive(CONTENT_SYNC_LOCK, syncAndPurge);
  await app.register(workflowsRoutes, { prefix: '/api', workflows, downloadedBy: app.libraryMarks.downloaded });
  app.staffArea.add(adminWorkflowsRoutes, { workflows, audit: app.audit });
  await app.register(mediaRoutes, media);
};

/** Not encapsulated, so that `app.syncWorkflows` is the app's (the tests run it again). */
export const workflowsFeature = fp(workflowsPlugin, {
  name: 'workflows',
  dependencies: ['content', 'audit', 'staff-area', 'library-marks'],
});
