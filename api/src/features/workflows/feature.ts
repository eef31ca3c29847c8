// Puts the workflows feature together: media store and upload storage, service, page resolver and
// the catalogue seed.
import { join } from 'node:path';
import type { Kysely } from 'kysely';
import type { Config } from '../../config.ts';
import type { Database } from '../../db/types.ts';
import type { ArticlesService } from '../articles/service.ts';
import type { SearchEngine } from '../search/engine.ts';
import type { PageCatalog } from '../seo/pages.ts';
import { createDatabaseFileStorage } from './file-storage.ts';
import { createMediaStore } from './media.ts';
import type { MediaRoutesOptions } from './media-routes.ts';
import { registerWorkflowPages } from './pages.ts';
import { createWorkflowsRepository } from './repository.ts';
import { createWorkflowsService, type WorkflowsService } from './service.ts';
import { syncWorkflows, type WorkflowSyncLogger, type WorkflowSyncReport } from './sync.ts';

export interface WorkflowsFeatureDeps {
  db: Kysely<Database>;
  search: SearchEngine;
  pages: PageCatalog;
  articles: ArticlesService;
  config: Pick<Config, 'publicUrl' | 'dataDir' | 'contentDir'>;
  log: WorkflowSyncLogger;
}

export interface WorkflowsFeature {
  workflows: WorkflowsService;
  /** What GET /static/workflows/{name} serves from. */
  media: MediaRoutesOptions;
  /** Seeds the catalogue from CONTENT_DIR/workflows/catalog (run at start, after the articles). */
  syncWorkflows(): Promise<WorkflowSyncReport>;
}

export function createWorkflowsFeature({ db, search, pages, articles, config, log }: WorkflowsFeatureDeps): WorkflowsFeature {
  const media = createMediaStore(join(config.dataDir, 'media'));
  const files = createDatabaseFileStorage(db);
  const repository = createWorkflowsRepository(db);
  const workflows = createWorkflowsService({ db, repository, search, media, files });
  registerWorkflowPages({ pages, workflows, articles, config });
  return {
    workflows,
    media: { files, media, isHidden: repository.isHiddenFile },
    syncWorkflows: () => syncWorkflows({ db, search, media, contentDir: config.contentDir, log }),
  };
}
